import type { BomLine } from '../packages/engine/src/bom/index.ts';
import {
  type DemandOrder,
  isoDate,
  type LotSizingMethod,
  type MrpInput,
  type MrpItem,
  type ScheduledReceipt,
  toEpochDay,
} from '../packages/engine/src/mrp/index.ts';

const WEEK_HOURS = 168;

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed gives the same plant. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A lot-sizing rule of the mix: method, share of the items, and the range its size is drawn from —
 * POQ: periods (weeks) covered; FOQ and EOQ: weeks of the item's expected demand; LFL: unused.
 */
export type LotRule = readonly [LotSizingMethod, number, number, number];

/** The parameters of a generated MRP plant, stated in the results file. */
export interface MrpPlantParameters {
  name: string;
  seed: number;
  today: string;
  horizonDays: number;
  bucketDays: number;
  finishedGoods: number;
  /** Made items per level below the finished goods. */
  madeByLevel: readonly number[];
  purchased: number;
  bomLines: number;
  /** Share of a BOM's lines that are made items of the next level; the rest are purchased items. */
  madeComponentShare: number;
  /** Chance that a finished good has a demand order (25–1,000 units) in a given week. */
  weeklyDemandChance: number;
  lotSizing: { made: readonly LotRule[]; purchased: readonly LotRule[] };
  openPurchaseOrders: number;
  openProductionOrders: number;
  workCenters: number;
}

/** The benchmark plant of issue 6: 20,000 items, 200,000 BOM lines, 52 weekly buckets. */
export const MRP_PLANT: MrpPlantParameters = {
  name: 'plant',
  seed: 1,
  today: '2026-01-05',
  horizonDays: 364,
  bucketDays: 7,
  finishedGoods: 2_000,
  madeByLevel: [2_500, 2_200, 1_900, 1_500, 1_100, 800],
  purchased: 8_000,
  bomLines: 200_000,
  madeComponentShare: 0.15,
  weeklyDemandChance: 0.3,
  lotSizing: {
    made: [
      ['LFL', 0.3, 0, 0],
      ['POQ', 0.35, 2, 4],
      ['FOQ', 0.2, 2, 6],
      ['EOQ', 0.15, 3, 8],
    ],
    purchased: [
      ['LFL', 0.1, 0, 0],
      ['POQ', 0.45, 2, 8],
      ['FOQ', 0.25, 2, 8],
      ['EOQ', 0.2, 4, 12],
    ],
  },
  openPurchaseOrders: 3_000,
  openProductionOrders: 1_000,
  workCenters: 60,
};

/** The same plant with every item lot-for-lot and half the lines on made items: the most orders. */
export const MRP_STRESS_PLANT: MrpPlantParameters = {
  ...MRP_PLANT,
  name: 'stress',
  madeComponentShare: 0.5,
  lotSizing: { made: [['LFL', 1, 0, 0]], purchased: [['LFL', 1, 0, 0]] },
};

type Draw = (min: number, max: number) => number;

/**
 * A generated plant: finished goods, levels of made items and purchased items, each made item with
 * components on the next made level and purchased ones (so the structure is acyclic); demand orders on
 * finished goods; lot sizes, safety stock, stock, open receipts and capacities in proportion to each
 * item's expected weekly demand, as a planner would set them; one routing operation per made item.
 */
export function generateMrpPlant(plant: MrpPlantParameters = MRP_PLANT): MrpInput {
  const random = seededRandom(plant.seed);
  const uniform: Draw = (min, max) => min + random() * (max - min);
  const int: Draw = (min, max) => min + Math.floor(random() * (max - min + 1));
  const levels = [plant.finishedGoods, ...plant.madeByLevel].map((count, level) =>
    Array.from({ length: count }, (_, i) => `M${level}-${String(i).padStart(5, '0')}`),
  );
  const purchased = Array.from({ length: plant.purchased }, (_, i) => `P-${String(i).padStart(5, '0')}`);
  const made = levels.flat();
  const bomLines = generateLines(plant, levels, purchased, random);
  const weekly = expectedWeeklyDemand(plant, levels, bomLines);
  const demandOf = (id: string) => weekly.get(id) ?? 0;
  const items: MrpItem[] = [
    ...made.map((id) => makeItem(id, 'MAKE', demandOf(id), plant.lotSizing.made, random)),
    ...purchased.map((id) => makeItem(id, 'BUY', demandOf(id), plant.lotSizing.purchased, random)),
  ];
  const todayDay = toEpochDay(plant.today)!;
  const day = (offset: number) => isoDate(todayDay + offset);
  const demandOrders: DemandOrder[] = [];
  for (const id of levels[0]!) {
    for (let week = 0; week < plant.horizonDays / 7; week++) {
      if (random() >= plant.weeklyDemandChance) continue;
      demandOrders.push({
        productId: id,
        quantity: int(1, 40) * 25,
        requiredDate: day(week * 7 + int(0, 4)),
      });
    }
  }
  const receipt = (i: number, kind: ScheduledReceipt['kind'], itemId: string): ScheduledReceipt => ({
    receiptId: `${kind === 'PURCHASE_ORDER' ? 'PO' : 'MO'}-${i}`,
    itemId,
    kind,
    quantity: Math.max(1, Math.round(demandOf(itemId) * uniform(1, 2))),
    dueDate: day(int(-7, 56)),
  });
  return {
    today: plant.today,
    items,
    bomLines,
    stock: items
      .filter(() => random() < 0.6)
      .map((item) => ({ itemId: item.itemId, onHand: Math.round(demandOf(item.itemId) * uniform(0, 3)) })),
    scheduledReceipts: [
      ...Array.from({ length: plant.openPurchaseOrders }, (_, i) =>
        receipt(i, 'PURCHASE_ORDER', purchased[int(0, purchased.length - 1)]!),
      ),
      ...Array.from({ length: plant.openProductionOrders }, (_, i) =>
        receipt(i, 'PRODUCTION_ORDER', made[int(0, made.length - 1)]!),
      ),
    ],
    demandOrders,
    planningHorizonDays: plant.horizonDays,
    timeBucketDays: plant.bucketDays,
    capacity: generateCapacity(plant, made, demandOf, uniform, int),
  };
}

function makeItem(
  itemId: string,
  procurement: 'MAKE' | 'BUY',
  weeklyDemand: number,
  mix: readonly LotRule[],
  random: () => number,
): MrpItem {
  let draw = random();
  let rule = mix[0]!;
  for (const entry of mix) {
    rule = entry;
    if (draw < entry[1]) break;
    draw -= entry[1];
  }
  const [method, , min, max] = rule;
  const span = min + Math.floor(random() * (max - min + 1));
  const weeks = (from: number, to: number) =>
    Math.max(1, Math.round(weeklyDemand * (from + random() * (to - from))));
  const isBought = procurement === 'BUY';
  return {
    itemId,
    itemName: `Item ${itemId}`,
    unit: isBought ? 'KG' : 'PC',
    procurement,
    leadTimeDays: isBought ? 3 + Math.floor(random() * 28) : 1 + Math.floor(random() * 7),
    safetyStock: random() < 0.3 ? weeks(0.5, 1.5) : 0,
    lotSizeMethod: method,
    lotSize: method === 'LFL' ? null : method === 'POQ' ? span : Math.max(1, Math.round(weeklyDemand * span)),
    minOrderQty: isBought && random() < 0.3 ? weeks(0.5, 2) : 0,
    roundingQty: isBought && random() < 0.4 ? [10, 25, 100][Math.floor(random() * 3)]! : 0,
  };
}

/** Exactly `plant.bomLines` lines spread over the made items, no component twice in one BOM. */
function generateLines(
  plant: MrpPlantParameters,
  levels: string[][],
  purchased: string[],
  random: () => number,
): BomLine[] {
  const parents = levels.flatMap((ids, level) => ids.map((id) => ({ id, level })));
  const lines: BomLine[] = [];
  parents.forEach((parent, p) => {
    const count = Math.floor(((p + 1) * plant.bomLines) / parents.length) - lines.length;
    const next = levels[parent.level + 1];
    const chosen = new Map<string, number>();
    while (chosen.size < count) {
      const isMade = next !== undefined && random() < plant.madeComponentShare;
      const itemId = isMade
        ? next[Math.floor(random() * next.length)]!
        : purchased[Math.floor(random() * purchased.length)]!;
      const quantityPer = isMade ? (random() < 0.8 ? 1 : 2) : Math.round((0.05 + random() * 3) * 1000) / 1000;
      chosen.set(itemId, quantityPer);
    }
    let lineNo = 10;
    for (const [itemId, quantityPer] of chosen) {
      const scrapPercent = [0, 0, 2, 5][Math.floor(random() * 4)]!;
      lines.push({ parentId: parent.id, itemId, quantityPer, scrapPercent, lineNo });
      lineNo += 10;
    }
  });
  return lines;
}

/** Expected weekly gross requirement of every item: finished-goods demand passed down the BOMs level by level. */
function expectedWeeklyDemand(
  plant: MrpPlantParameters,
  levels: string[][],
  lines: readonly BomLine[],
): Map<string, number> {
  const weekly = new Map(levels[0]!.map((id) => [id, plant.weeklyDemandChance * 512.5]));
  const levelOf = new Map(levels.flatMap((ids, level) => ids.map((id) => [id, level])));
  const byLevel = levels.map(() => [] as BomLine[]);
  for (const line of lines) byLevel[levelOf.get(line.parentId)!]!.push(line);
  for (const levelLines of byLevel) {
    for (const line of levelLines) {
      const gross = line.quantityPer * (1 + (line.scrapPercent ?? 0) / 100);
      weekly.set(line.itemId, (weekly.get(line.itemId) ?? 0) + (weekly.get(line.parentId) ?? 0) * gross);
    }
  }
  return weekly;
}

/**
 * One operation per made item taking 0.2–2 hours of its expected weekly demand; every work center works
 * around the clock (168 h a week), its operations scaled so that its expected load is 75–95% of that.
 */
function generateCapacity(
  plant: MrpPlantParameters,
  made: readonly string[],
  demandOf: (id: string) => number,
  uniform: Draw,
  int: Draw,
): NonNullable<MrpInput['capacity']> {
  const expectedHours = new Array<number>(plant.workCenters).fill(0);
  const drawn = made.map((itemId) => {
    const center = int(0, plant.workCenters - 1);
    const hoursPerWeek = uniform(0.2, 2);
    const fixedMinutes = int(0, 6) * 10;
    expectedHours[center]! += hoursPerWeek + fixedMinutes / 60;
    return { itemId, center, hoursPerWeek, fixedMinutes };
  });
  const scale = expectedHours.map((hours) => (hours > 0 ? (WEEK_HOURS * uniform(0.75, 0.95)) / hours : 1));
  const operations = drawn.map(({ itemId, center, hoursPerWeek, fixedMinutes }) => ({
    itemId,
    workCenterId: `WC-${center}`,
    fixedMinutes: fixedMinutes * scale[center]!,
    runRatePerHour: Math.max(1, Math.round(demandOf(itemId) / (hoursPerWeek * scale[center]!))),
  }));
  const workCenters = expectedHours.map((_, i) => ({
    workCenterId: `WC-${i}`,
    shifts: [{ name: 'Around the clock', days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '00:00' }],
    downtime: [],
  }));
  return { workCenters, operations };
}
