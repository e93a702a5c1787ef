import { describe, expect, it } from 'vitest';
import { type MovableOperation, relieveOverloads } from './overload-relief.ts';
import type { PeriodLoad } from './period-load.ts';

const load = (
  workCenterId: string,
  capacityHours: number,
  loadHours: number,
  periodIndex = 0,
): PeriodLoad => ({
  workCenterId,
  periodIndex,
  startAt: 0,
  endAt: 1,
  capacityHours,
  loadHours,
  utilizationPercent: (loadHours / capacityHours) * 100,
});
const operation = (
  orderId: string,
  hours: number,
  alternatives: MovableOperation['alternatives'],
  workCenterId = 'PRS-01',
): MovableOperation => ({
  orderId,
  operationId: `${orderId}-10`,
  workCenterId,
  periodIndex: 0,
  hours,
  alternatives,
});

describe('relieveOverloads', () => {
  it('names the overtime that clears an overload: load minus capacity', () => {
    const [relief] = relieveOverloads([load('PRS-01', 80, 92)], []);
    expect(relief).toMatchObject({
      workCenterId: 'PRS-01',
      overloadHours: 12,
      moves: [],
      overtimeHoursAfterMoves: 12,
    });
  });

  it('moves operations to an eligible work center with free capacity until the overload is gone, largest first', () => {
    const reliefs = relieveOverloads(
      [load('PRS-01', 80, 92), load('PRS-02', 80, 60)],
      [
        operation('MO-1', 4, [{ workCenterId: 'PRS-02', hours: 5 }]),
        operation('MO-2', 10, [{ workCenterId: 'PRS-02', hours: 12 }]),
        operation('MO-3', 6, [{ workCenterId: 'PRS-02', hours: 6 }]),
      ],
    );
    expect(reliefs).toHaveLength(1);
    // 12 h over: MO-2 (10 h) is the largest, then MO-1 (4 h) is the smallest that clears the 2 h left.
    expect(reliefs[0]!.moves.map((m) => [m.orderId, m.toWorkCenterId, m.hoursThere])).toEqual([
      ['MO-2', 'PRS-02', 12],
      ['MO-1', 'PRS-02', 5],
    ]);
    expect(reliefs[0]!.overtimeHoursAfterMoves).toBe(0);
  });

  it('does not move work to an alternative without room for it, nor offer the same free hours twice', () => {
    const [relief] = relieveOverloads(
      [load('PRS-01', 80, 100), load('PRS-02', 80, 70)],
      [
        operation('MO-1', 8, [{ workCenterId: 'PRS-02', hours: 8 }]),
        operation('MO-2', 7, [{ workCenterId: 'PRS-02', hours: 7 }]),
      ],
    );
    expect(relief!.moves.map((m) => m.orderId)).toEqual(['MO-1']);
    expect(relief!.overtimeHoursAfterMoves).toBe(12);
  });

  it('moves the smallest operation that clears the overload alone, not the largest', () => {
    const [relief] = relieveOverloads(
      [load('PRS-01', 80, 81), load('PRS-02', 80, 0)],
      [
        operation('MO-1', 24, [{ workCenterId: 'PRS-02', hours: 24 }]),
        operation('MO-2', 2, [{ workCenterId: 'PRS-02', hours: 2 }]),
      ],
    );
    expect(relief!.moves.map((m) => m.orderId)).toEqual(['MO-2']);
  });

  it('leaves work centers at or under capacity alone', () => {
    expect(
      relieveOverloads([load('PRS-01', 80, 80)], [operation('MO-1', 8, [{ workCenterId: 'X', hours: 1 }])]),
    ).toEqual([]);
  });
});
