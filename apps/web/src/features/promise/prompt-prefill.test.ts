import { describe, expect, it } from 'vitest';
import { dateAhead, prefillFromPrompt } from './prompt-prefill.ts';

// Wednesday 25 November 2026, at noon so no time zone moves it to another day.
const WEDNESDAY = new Date(2026, 10, 25, 12, 0);

describe('promise prompt pre-fill (planning-workspaces §5)', () => {
  it('reads quantity, SKU, price and day from one sentence', () => {
    expect(prefillFromPrompt('Can we deliver 500 units of STD-101 by Friday at $48?', WEDNESDAY)).toEqual({
      quantity: '500',
      sku: 'STD-101',
      price: '48',
      requestedDate: '2026-11-27',
    });
  });

  it.each([
    ['2000 units', '2000'],
    ['1,000 units', '1000'],
    ['1 unit', '1'],
  ])("'<n> units' gives the quantity: %s → %s", (text, quantity) => {
    expect(prefillFromPrompt(`Rush ${text} please`, WEDNESDAY).quantity).toBe(quantity);
  });

  it.each([
    ['of STD-101', 'STD-101'],
    ['of batch-890', 'BATCH-890'],
    ['of RM-NR-SMR20', 'RM-NR-SMR20'],
  ])("'of <sku>' gives the SKU: %s → %s", (text, sku) => {
    expect(prefillFromPrompt(`300 units ${text}`, WEDNESDAY).sku).toBe(sku);
  });

  it('does not take an ordinary word after "of" for a SKU', () => {
    expect(prefillFromPrompt('a rush order of the usual seals', WEDNESDAY).sku).toBeUndefined();
  });

  it.each([
    ['at $48', '48'],
    ['at $52.75 each', '52.75'],
  ])("'$<price>' gives the price: %s → %s", (text, price) => {
    expect(prefillFromPrompt(`500 units ${text}`, WEDNESDAY).price).toBe(price);
  });

  it.each([
    ['by tomorrow at $50', '2026-11-26'],
    ['by Friday at $50', '2026-11-27'],
    ['by Monday at 8am', '2026-11-30'],
    ['by wednesday at noon', '2026-12-02'],
    ['in 10 days', '2026-12-05'],
    ['in 1 day', '2026-11-26'],
  ])("'by <day> at' or 'in <n> days' gives the requested date: %s → %s", (text, date) => {
    expect(prefillFromPrompt(`500 units of STD-101 ${text}`, WEDNESDAY).requestedDate).toBe(date);
  });

  it('reads the same fields from a Portuguese sentence (issue 16: ZEX01 in pt-BR)', () => {
    expect(
      prefillFromPrompt(
        'Conseguimos entregar 20.000 unidades de FG-OS-5072 em 10 dias a US$ 6,50?',
        WEDNESDAY,
      ),
    ).toEqual({ quantity: '20000', sku: 'FG-OS-5072', price: '6.50', requestedDate: '2026-12-05' });
  });

  it.each([
    ['a US$ 48', '48'],
    ['a US$ 1.200,50', '1200.50'],
    ['at $1,200.50', '1200.50'],
    ['at $6.50.', '6.50'],
  ])('a price in either language: %s → %s', (text, price) => {
    expect(prefillFromPrompt(`500 unidades ${text}`, WEDNESDAY).price).toBe(price);
  });

  it.each([
    ['até amanhã a US$ 50', '2026-11-26'],
    ['até sexta a US$ 50', '2026-11-27'],
    ['até sexta-feira', '2026-11-27'],
    ['até a segunda', '2026-11-30'],
    ['até sábado?', '2026-11-28'],
    ['até quarta', '2026-12-02'],
  ])("'até <dia>' gives the requested date: %s → %s", (text, date) => {
    expect(prefillFromPrompt(`500 unidades de STD-101 ${text}`, WEDNESDAY).requestedDate).toBe(date);
  });

  it('does not take an ordinary Portuguese word after "de" for a SKU', () => {
    expect(prefillFromPrompt('um pedido urgente de borracha', WEDNESDAY).sku).toBeUndefined();
  });

  it('leaves out what the prompt does not say, so the form keeps its defaults', () => {
    expect(prefillFromPrompt('Can we take a rush order?', WEDNESDAY)).toEqual({});
    expect(prefillFromPrompt('by someday at five', WEDNESDAY).requestedDate).toBeUndefined();
  });

  it('counts days across a month end', () => {
    expect(dateAhead(WEDNESDAY, 7)).toBe('2026-12-02');
  });
});
