import { describe, expect, it } from 'vitest';
import { isUsableLocation, usableStock } from './usable-stock.ts';

describe('usable stock, the one rule (issue 12)', () => {
  it('leaves quarantined stock out and nets reservations', () => {
    const rows = [
      { material_id: 'RM-1', location_id: 'WAREHOUSE', on_hand: 100, reserved: 30 },
      { material_id: 'RM-1', location_id: 'QUARANTINE', on_hand: 500, reserved: 0 },
      { material_id: 'RM-1', location_id: 'PRODUCTION', on_hand: 20, reserved: 0 },
      { material_id: 'RM-2', location_id: 'QUARANTINE', on_hand: 40, reserved: 0 },
    ];
    expect(usableStock(rows)).toEqual(new Map([['RM-1', 90]]));
    expect(isUsableLocation('QUARANTINE')).toBe(false);
    expect(isUsableLocation('WAREHOUSE')).toBe(true);
  });
});
