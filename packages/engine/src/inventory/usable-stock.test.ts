import { describe, expect, it } from 'vitest';
import { isUsableLocation, usableStock } from './usable-stock.ts';

describe('usable stock, the one rule (issue 12)', () => {
  it('leaves quarantined stock out and nets reservations', () => {
    const rows = [
      { materialId: 'RM-1', locationId: 'WAREHOUSE', onHand: 100, reserved: 30 },
      { materialId: 'RM-1', locationId: 'QUARANTINE', onHand: 500, reserved: 0 },
      { materialId: 'RM-1', locationId: 'PRODUCTION', onHand: 20, reserved: 0 },
      { materialId: 'RM-2', locationId: 'QUARANTINE', onHand: 40, reserved: 0 },
    ];
    expect(usableStock(rows)).toEqual(new Map([['RM-1', 90]]));
    expect(isUsableLocation('QUARANTINE')).toBe(false);
    expect(isUsableLocation('WAREHOUSE')).toBe(true);
  });
});
