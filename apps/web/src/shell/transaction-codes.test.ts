import { describe, expect, it } from 'vitest';
import { executeTransactionCode, normalizeTransactionInput } from './transaction-codes.ts';

describe('transaction-code box (enterprise-shell §2, §5, §9)', () => {
  it('upper-cases what is typed', () => {
    expect(normalizeTransactionInput('mm01')).toBe('MM01');
  });

  it('keeps at most 10 characters', () => {
    expect(normalizeTransactionInput('abcdefghijklmn')).toBe('ABCDEFGHIJ');
  });

  it.each(['', '   '])('ignores empty input %j', (input) => {
    expect(executeTransactionCode(input)).toEqual({ kind: 'ignored' });
  });
});

describe('transaction codes (enterprise-shell §2 table)', () => {
  it.each([
    ['PP01', 'schedule'],
    ['PP02', 'balance'],
    ['ZLB01', 'balance'],
    ['CO01', 'orders'],
    ['CM01', 'capacity'],
    ['CS01', 'bom'],
    ['CS02', 'bom'],
    ['CS03', 'bom'],
    ['MD01', 'mrp'],
    ['MB51', 'inventory'],
    ['MM01', 'masterdata'],
    ['F.01', 'financial'],
    ['ZEX01', 'examples'],
  ])("%s opens the %s screen with 'Transaction %s executed'", (code, screen) => {
    expect(executeTransactionCode(code)).toEqual({
      kind: 'executed',
      code,
      screen,
      message: `Transaction ${code} executed`,
    });
  });

  it('CK11N (Product Costing) opens the financial screen, as the menu does', () => {
    expect(executeTransactionCode('ck11n')).toMatchObject({ kind: 'executed', screen: 'financial' });
  });

  it('SU01 (User Settings) is known but opens nothing, as the menu does', () => {
    expect(executeTransactionCode('SU01')).toEqual({
      kind: 'executed',
      code: 'SU01',
      screen: null,
      message: 'Transaction SU01 executed',
    });
  });

  it("answers an unknown code with 'Transaction {code} not found'", () => {
    expect(executeTransactionCode('zz99')).toEqual({
      kind: 'not-found',
      code: 'ZZ99',
      message: 'Transaction ZZ99 not found',
    });
  });

  it('does not treat inherited object keys as codes', () => {
    expect(executeTransactionCode('toString').kind).toBe('not-found');
    expect(executeTransactionCode('__PROTO__').kind).toBe('not-found');
  });
});
