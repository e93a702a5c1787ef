import { type ExplosionNode, explodeBom, type MrpInput, type MrpResult, runMrp } from '@takt/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from '../../db/database.ts';
import { DEFAULT_DATASET_ID, type ReadScope } from '../../db/scope.ts';
import { openTestDatabase } from '../../db/test-database.test-support.ts';
import { TEST_NOW } from '../../test/fixtures.ts';
import { loadBomStructure } from './bom-structure.ts';
import { loadMrpInput } from './mrp-service.ts';

// The engine on the sample plant as the server maps it (one mapping: loadMrpInput), so a change of the
// mapping (quarantined stock, calendars, the released plan) is tested here rather than in a second copy.
const SCOPE: ReadScope = { source: 'default', datasetId: DEFAULT_DATASET_ID };

let database: TaktDatabase;
let plant: MrpInput;
beforeAll(async () => {
  database = await openTestDatabase();
  plant = await loadMrpInput(database.db, SCOPE, TEST_NOW);
});
afterAll(() => database.close());

/** The plant's MRP input planning one item's open sales orders (as the MRP tab with sales orders on). */
const salesOf = (itemId: string): MrpInput => ({
  ...plant,
  salesOrders: plant.salesOrders?.filter((s) => s.itemId === itemId) ?? [],
  includeSalesOrders: true,
});

const nodesOf = (node: ExplosionNode): ExplosionNode[] => [node, ...node.children.flatMap(nodesOf)];

function expectConsistent(result: MrpResult): void {
  for (const order of result.plannedOrders) {
    expect(order.orderQuantity).toBeGreaterThan(0);
    expect(order.releaseDate <= order.dueDate).toBe(true);
    expect(order.peggedTo.length).toBeGreaterThan(0);
  }
  for (const record of result.itemRecords) {
    for (const bucket of record.buckets) {
      for (const value of [
        bucket.grossRequirements,
        bucket.scheduledReceipts,
        bucket.plannedReceipts,
        bucket.plannedReleases,
      ]) {
        expect(value).toBeGreaterThanOrEqual(0);
      }
      expect(bucket.projectedOnHand).toBeGreaterThanOrEqual(record.safetyStock - 1e-6);
    }
  }
  for (const message of result.actionMessages) expect(message.quantity).toBeGreaterThanOrEqual(0);
}

describe('the sample plant (data/plant-1000)', () => {
  it('explodes PRODUCT-001 through the phantom masterbatch with non-negative quantities', async () => {
    const structure = await loadBomStructure(database.db, DEFAULT_DATASET_ID);
    const explosion = explodeBom(structure, 'PRODUCT-001', 100, 99);
    const nodes = nodesOf(explosion.structure);
    expect(nodes.every((n) => n.cumulativeQuantity > 0 && n.totalCost >= 0)).toBe(true);
    expect(nodes.some((n) => n.itemId === 'MB-NR-N330')).toBe(false);
    const rubber = nodes.find((n) => n.itemId === 'RM-NR-SMR20')!;
    expect(rubber).toMatchObject({
      path: ['PRODUCT-001', 'BATCH-890', 'RM-NR-SMR20'],
      viaPhantoms: ['MB-NR-N330'],
    });
    // 100 mounts × 0.62 kg × 1.08 scrap × 0.969267 masterbatch × 0.609756 rubber.
    expect(rubber.cumulativeQuantity).toBeCloseTo(100 * 0.62 * 1.08 * 0.969267 * 0.609756, 6);
    expect(explosion.leadTimeAnalysis.criticalPathItems[0]).toBe('PRODUCT-001');
  });

  it('plans the open sales demand of PRODUCT-001 consistently', () => {
    const result = runMrp(salesOf('PRODUCT-001'));
    expect(result.planningDate).toBe('2026-11-25');
    const mount = result.itemRecords.find((r) => r.itemId === 'PRODUCT-001')!;
    const salesDemand = mount.elements.filter((e) => e.elementType === 'SALES_ORDER');
    expect(salesDemand.reduce((sum, e) => sum - e.quantity, 0)).toBe(4250 + 2400 + 3750 + 4900);
    const compound = result.itemRecords.find((r) => r.itemId === 'BATCH-890')!;
    expect(compound.elements.some((e) => e.elementType === 'DEPENDENT')).toBe(true);
    expect(result.itemRecords.map((r) => r.itemId)).not.toContain('MB-NR-N330');
    expectConsistent(result);
  });

  it('plans an extra demand order for PRODUCT-001 through every level', () => {
    const input = salesOf('PRODUCT-001');
    const result = runMrp({
      ...input,
      demandOrders: [{ productId: 'PRODUCT-001', quantity: 20000, requiredDate: '2026-12-21' }],
    });
    const mounts = result.plannedOrders.filter((o) => o.itemId === 'PRODUCT-001');
    // Extra demand + open sales + safety stock − usable stock (MAIN) − open production orders, rounded up
    // to the item's rounding quantity of 50.
    const net = 20000 + 15300 + 800 - 5040 - 15300;
    expect(mounts.reduce((sum, o) => sum + o.orderQuantity, 0)).toBe(Math.ceil(net / 50) * 50);
    expect(result.plannedOrders.some((o) => o.orderType === 'PURCHASE_REQUISITION')).toBe(true);
    const compound = result.itemRecords.find((r) => r.itemId === 'BATCH-890')!;
    const fromPlanned = compound.elements.filter((e) => mounts.some((o) => o.orderId === e.elementId));
    expect(fromPlanned.length).toBe(mounts.length);
    expect(result.capacityCheck.workCenters.length).toBe(22);
    expectConsistent(result);
  });

  it('never recommends cancelling an order in process: the plant run reschedules it out instead', () => {
    const result = runMrp({ ...plant, includeSalesOrders: true, planningHorizonDays: 30 });
    const inProcess = new Set(
      plant.scheduledReceipts?.filter((r) => r.componentsIssued).map((r) => r.receiptId) ?? [],
    );
    expect(inProcess.has('1013')).toBe(true);
    const onInProcess = result.actionMessages.filter((m) => m.orderId !== null && inProcess.has(m.orderId));
    expect(onInProcess.map((m) => m.type)).not.toContain('CANCEL');
    expect(onInProcess.find((m) => m.orderId === '1013')?.type).toBe('RESCHEDULE_OUT');
  });
});
