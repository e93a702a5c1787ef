import { buildBills } from './bills.ts';
import { buildBoms } from './bom-rows.ts';
import { ACCOUNTS, buildInvoices } from './finance.ts';
import { buildInventory } from './inventory.ts';
import { reconcileInventoryLedger } from './inventory-ledger.ts';
import { buildJournal } from './journal.ts';
import { coverMaterialReleases } from './material-cover.ts';
import { buildMaterials } from './materials.ts';
import { MOLDS } from './molds.ts';
import { planOrderBook } from './order-book.ts';
import { CUSTOMERS, LOCATIONS, VENDORS } from './partners.ts';
import { createRandom } from './prng.ts';
import { NOW_MS, orderRows } from './production-orders.ts';
import { buildMaterialVendors, buildPurchaseOrders } from './purchasing.ts';
import { ROUTING_OPERATIONS } from './routings.ts';
import type { PlantTables } from './rows.ts';
import { buildSalesOrders } from './sales-orders.ts';
import { settlePlan } from './settle-plan.ts';
import { SETUP_MATRICES } from './setup-matrix.ts';
import { PLANT_TIME_ZONE, weekStart } from './time.ts';
import { weeklyUsage } from './usage.ts';
import { CALENDARS, DOWNTIMES, WORK_CENTERS } from './work-centers.ts';
import { workingIntervals } from './working-time.ts';

/** The seed of the plant's pseudo-random choices; change it and every number moves. */
export const PLANT_SEED = 1000;

/** Builds every table of Plant 1000. Pure: the same seed always yields the same plant. */
export function buildPlant(seed = PLANT_SEED): PlantTables {
  const random = createRandom(seed);
  const usage = weeklyUsage();
  const materials = buildMaterials();
  const { boms, components } = buildBoms();
  const spans = new Map(
    WORK_CENTERS.map((wc) => {
      const calendar = CALENDARS.find((c) => c.calendar_id === wc.calendar_id);
      if (!calendar) throw new Error(`no calendar ${wc.calendar_id}`);
      const downtimes = DOWNTIMES.filter((d) => d.work_center_id === wc.work_center_id);
      return [wc.work_center_id, workingIntervals(calendar, downtimes, weekStart(-12), weekStart(20))];
    }),
  );
  const planned = planOrderBook({ spans, booked: new Map() }, random, usage).sort(
    (a, b) => a.startMs - b.startMs || a.request.materialId.localeCompare(b.request.materialId),
  );
  const sales = buildSalesOrders(planned, materials, random);
  const orders = planned.map((order, i) =>
    orderRows(String(1001 + i), order, sales.byProductionOrder.get(order) ?? null, random),
  );
  const purchaseOrders = buildPurchaseOrders(usage, random);
  const invoices = buildInvoices(sales.salesOrders, CUSTOMERS, random);
  const journal = buildJournal(invoices, purchaseOrders, random);
  const tables: PlantTables = {
    calendars: CALENDARS,
    work_centers: WORK_CENTERS,
    downtimes: DOWNTIMES,
    materials,
    boms,
    bom_components: components,
    molds: MOLDS,
    setup_matrices: SETUP_MATRICES,
    routing_operations: ROUTING_OPERATIONS,
    customers: CUSTOMERS,
    vendors: VENDORS,
    material_vendors: buildMaterialVendors(),
    locations: LOCATIONS,
    inventory: buildInventory(materials, usage, random),
    sales_orders: sales.salesOrders,
    purchase_orders: purchaseOrders,
    production_orders: orders.map((o) => o.order),
    order_operations: orders.flatMap((o) => o.operations),
    accounts: ACCOUNTS,
    invoices: invoices.map((i) => i.invoice),
    journal_entries: journal.entries,
    journal_lines: journal.lines,
    bills: [],
  };
  coverMaterialReleases(tables, NOW_MS, PLANT_TIME_ZONE, usage);
  settlePlan(tables, NOW_MS, PLANT_TIME_ZONE);
  coverMaterialReleases(tables, NOW_MS, PLANT_TIME_ZONE, usage);
  settlePlan(tables, NOW_MS, PLANT_TIME_ZONE);
  reconcileInventoryLedger(tables);
  tables.bills = buildBills(tables);
  return tables;
}
