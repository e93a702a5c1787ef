import { explodeBom, indexStructure } from '../packages/engine/src/bom/index.ts';
import { type MrpInput, runMrp } from '../packages/engine/src/mrp/index.ts';
import { generateMrpPlant, MRP_PLANT, MRP_STRESS_PLANT } from './mrp-plant.ts';
import { generateExplosionStructure } from './mrp-structure.ts';

/**
 * One benchmark case in a fresh process (bench/mrp.ts runs it with `node --expose-gc --import tsx`),
 * printing one JSON line: wall and CPU time, the heap the result holds and the process's peak RSS.
 *
 *   bench/mrp-case.ts explode
 *   bench/mrp-case.ts mrp [plant|stress] [lean|buckets|pegged|full]
 *
 * Every item is planned (`planAllItems`).
 */
const [caseName = 'mrp', plantName = 'plant', detail = 'buckets'] = process.argv.slice(2);

/**
 * What the result carries besides planned orders, messages and the capacity check: `buckets` every
 * item's time-phased record (the default); `lean` no buckets, no pegs, no MD04 lists (a plant-wide
 * MD01 run that shows a few items); `pegged` buckets and every order's pegs (the engine's output
 * before `peggedItems` existed); `full` also every item's MD04 list.
 */
const DETAIL = {
  lean: { stockRequirementItems: [], peggedItems: [], bucketItems: [] },
  buckets: { stockRequirementItems: [], peggedItems: [] },
  pegged: { stockRequirementItems: [] },
  full: {},
} satisfies Record<string, Partial<MrpInput>>;

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const megabytes = (bytes: number) => Math.round(bytes / 1048576);

/** Wall and CPU time of `run`, and the heap its result holds once garbage is collected. */
function measure<T>(run: () => T): { ms: number; cpuMs: number; heapMb: number; result: T } {
  gc();
  const before = process.memoryUsage().heapUsed;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = run();
  const ms = performance.now() - start;
  const { user, system } = process.cpuUsage(cpu);
  gc();
  const heapMb = megabytes(process.memoryUsage().heapUsed - before);
  return { ms, cpuMs: (user + system) / 1000, heapMb, result };
}

function explosionCase() {
  const structure = generateExplosionStructure();
  const { ms, cpuMs, heapMb, result } = measure(() => explodeBom(structure, 'EXP-ROOT', 1, 99));
  const indexed = measure(() => explodeBom(indexStructure(structure), 'EXP-ROOT', 1, 99));
  return {
    ms,
    cpuMs,
    heapMb,
    indexedMs: indexed.ms,
    nodes: result.componentCount + 1,
    depth: result.depth,
    lines: structure.lines.length,
  };
}

function mrpCase() {
  const plant = plantName === 'stress' ? MRP_STRESS_PLANT : MRP_PLANT;
  const generated: MrpInput = { ...generateMrpPlant(plant), planAllItems: true };
  const input: MrpInput = { ...generated, ...DETAIL[detail as keyof typeof DETAIL] };
  const { ms, cpuMs, heapMb, result } = measure(() => runMrp(input));
  const pegs = result.plannedOrders.reduce((sum, order) => sum + order.peggedTo.length, 0);
  return {
    plant: plant.name,
    detail,
    ms,
    cpuMs,
    heapMb,
    items: input.items.length,
    lines: input.bomLines.length,
    buckets: result.itemRecords[0]?.buckets.length ?? 0,
    demandOrders: input.demandOrders?.length ?? 0,
    receipts: input.scheduledReceipts?.length ?? 0,
    plannedItems: result.itemRecords.length,
    plannedOrders: result.summary.totalPlannedOrders,
    purchaseRequisitions: result.plannedOrders.filter((o) => o.orderType === 'PURCHASE_REQUISITION').length,
    actionMessages: result.actionMessages.length,
    pegs,
    maxUtilization: result.capacityCheck.maxUtilization,
    overloadWeeks: result.capacityCheck.overloadWeeks.length,
  };
}

const outcome = caseName === 'explode' ? explosionCase() : mrpCase();
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(`${JSON.stringify({ case: caseName, ...outcome, peakRssMb })}\n`);
