import {
  createPrng,
  type Operation,
  type SchedulingProblem,
  type TimeInterval,
} from '../packages/engine/src/index.ts';

/** Two shifts a day on weekdays, in minutes from a Monday 00:00 origin, over `days`. */
function twoShiftWeekdays(days: number): TimeInterval[] {
  const windows: TimeInterval[] = [];
  for (let day = 0; day < days; day++) {
    if (day % 7 < 5) windows.push({ startAt: day * 1440 + 360, endAt: day * 1440 + 1320 });
  }
  return windows;
}

/**
 * A plant-sized rubber plant: `orderCount` orders of mixing → molding (with molds) → curing → trimming
 * over 60 work centers with compound/mold setups, shift calendars and maintenance.
 */
export function generatePlant(orderCount: number, seed: number): SchedulingProblem {
  const prng = createPrng(seed);
  const stages = [
    { name: 'MIX', count: 10, type: 'mixer', runMinutes: 60 },
    { name: 'PRESS', count: 30, type: 'press', runMinutes: 180 },
    { name: 'CURE', count: 10, type: 'oven', runMinutes: 120 },
    { name: 'TRIM', count: 10, type: 'trim', runMinutes: 45 },
  ];
  const days = 400;
  const workCenters = stages.flatMap((stage) =>
    Array.from({ length: stage.count }, (_, k) => {
      const maintenanceAt = prng.nextInt(days * 1440);
      return {
        id: `${stage.name}-${k}`,
        type: stage.type,
        calendar: {
          workingWindows: twoShiftWeekdays(days),
          unavailable: [{ startAt: maintenanceAt, endAt: maintenanceAt + 480 }],
        },
      };
    }),
  );
  const molds = Array.from({ length: 40 }, (_, k) => ({
    id: `MOLD-${k}`,
    workCenterIds: Array.from({ length: 6 }, (_, j) => `PRESS-${(k + j * 5) % 30}`),
  }));
  const orders = [];
  const operations: Operation[] = [];
  for (let o = 0; o < orderCount; o++) {
    const compound = `C${prng.nextInt(12)}`;
    const mold = `MOLD-${prng.nextInt(40)}`;
    orders.push({
      id: `SO-${o}`,
      material: `PART-${mold}-${compound}`,
      releaseAt: prng.nextInt(20 * 1440),
      dueAt: 10 * 1440 + prng.nextInt(120 * 1440),
      weight: 1 + prng.nextInt(3),
    });
    for (const stage of stages) {
      const eligible = Array.from({ length: 3 }, () => prng.nextInt(stage.count));
      const modes = [...new Set(eligible)].map((k) => ({
        workCenterId: `${stage.name}-${k}`,
        runMinutes: Math.round(stage.runMinutes * (0.5 + prng.next())),
      }));
      const isPress = stage.name === 'PRESS';
      operations.push({
        id: `SO-${o}-${stage.name}`,
        orderId: `SO-${o}`,
        modes: isPress
          ? molds
              .find((m) => m.id === mold)!
              .workCenterIds.slice(0, 3)
              .map((workCenterId) => ({ workCenterId, runMinutes: modes[0]!.runMinutes }))
          : modes,
        setupFamily: isPress ? mold : compound,
        ...(isPress ? { moldIds: [mold] } : {}),
        ...(stage.name === 'TRIM' ? { minWaitMinutes: 30 } : {}),
      });
    }
  }
  const setupMatrices = [
    { workCenterType: 'mixer', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 90 }] },
    { workCenterType: 'press', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 180 }] },
    { workCenterType: 'oven', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 20 }] },
  ];
  return { orders, operations, workCenters, molds, setupMatrices };
}
