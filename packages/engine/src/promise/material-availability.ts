import type { BomStructure } from '../bom/model.ts';
import {
  type EffectiveComponent,
  effectiveComponents,
  indexStructure,
  itemNameOf,
  type StructureIndex,
} from '../bom/structure-index.ts';
import { epochDay, isoDate } from '../mrp/dates.ts';
import { lowLevelCodes } from '../mrp/low-level-codes.ts';

/** An open production or purchase order of an item, not yet received. */
export interface OpenReceipt {
  itemId: string;
  /** ISO plant date ('YYYY-MM-DD') the receipt is due; a date before today counts as today (still expected). */
  dueDate: string;
  quantity: number;
}

export interface MaterialAvailabilityInput {
  structure: BomStructure | StructureIndex;
  productId: string;
  /** Units of the product ordered (> 0). */
  quantity: number;
  /** Today in plant time, ISO date: what is in stock is there today. */
  today: string;
  /** The date the order is needed (the requested date in plant time), ISO date. */
  needDate: string;
  /** Usable stock per item: on hand − reserved over usable locations (`usableStock`); below 0 counts as 0. */
  usableStock: ReadonlyMap<string, number>;
  receipts: readonly OpenReceipt[];
  /** Supplier lead time in calendar days per bought item; default the item master's `leadTimeDays`, else 0. */
  supplierLeadTimeDays?: ReadonlyMap<string, number>;
}

/** How the required quantity of a material is covered: the last source needed names it. */
export type MaterialCoverage = 'stock' | 'receipt' | 'purchase' | 'make';

/** One material of the order's multi-level availability (one row per item, its uses added up). */
export interface PromiseMaterialLine {
  itemId: string;
  name: string;
  /** 0 for the product; else the deepest level the item is used at, phantoms taking no level. */
  level: number;
  quantityRequired: number;
  /** From usable stock and open receipts. */
  quantityAvailable: number;
  /** What must still be made ('make') or bought ('purchase'); quantityAvailable + quantityToOrder = quantityRequired. */
  quantityToOrder: number;
  /**
   * ISO date the required quantity is there, from the material's view: today for stock, the last
   * receipt used, today + supplier lead time for a purchase; for an item made, the date its own
   * materials are there (the capacity side adds the time to make it).
   */
  availableDate: string;
  coveredBy: MaterialCoverage;
}

export interface MaterialAvailability {
  /** By level, the product first; within a level in a deterministic walk order of the BOM (line order). */
  materials: PromiseMaterialLine[];
  /** Units of the order shipped from the product's usable stock today. */
  fromFinishedStock: number;
  /** Units of the order covered by the product's open receipts due by the need date. */
  fromFinishedReceipts: number;
  /** ISO date the stock and receipt part is there: today, or the last receipt used. */
  finishedAvailableDate: string;
  /** Units of the product to make: 0 when stock and receipts cover the order (no production, promised today). */
  quantityToMake: number;
  /** ISO date every material for making `quantityToMake` is there; today when nothing is made. */
  materialReadyDate: string;
}

/** Quantities below this are rounding noise of scrap factors, not a shortage. */
const EPSILON = 1e-9;

/** Per item while walking: what it needs and how that is covered, in epoch days. */
interface Netted {
  itemId: string;
  level: number;
  isMade: boolean;
  gross: number;
  fromStock: number;
  fromReceipts: number;
  lastReceiptDay: number | undefined;
  shortfall: number;
  availableDay: number;
}

/**
 * Multi-level availability of `quantity` units of `productId` by `needDate`, as MRP nets it: each item
 * is planned once, after all its parents (low-level code order), so stock shared by several uses of a
 * component is allocated once, against its total requirement. An item takes its usable stock first,
 * then its open receipts in due-date order, then what is still short is made (an item with a BOM and
 * procurement not BUY, like MRP; the product too unless it is BUY) or bought. A made shortfall is exploded
 * one level through the BOM — gross = quantity per × (1 + scrap %), phantoms passed through as in
 * `explodeBom` — into its components' requirements.
 *
 * Receipts count when due by the need date; for a bought item also when due before a new purchase
 * would arrive (they come sooner than buying). Dates are ISO plant dates in and out.
 * Throws BOM_CYCLE when the structure loops.
 */
export function materialAvailability(input: MaterialAvailabilityInput): MaterialAvailability {
  const index = 'lines' in input.structure ? indexStructure(input.structure) : input.structure;
  const today = epochDay(input.today);
  const needDay = Math.max(today, epochDay(input.needDate));
  const components = componentsByMadeItem(index, input.productId);
  const edges = new Map(
    [...components].map(([id, list]) => [id, list.map((c) => ({ itemId: c.line.itemId }))]),
  );
  const levels = lowLevelCodes(edges, [input.productId]);
  const order = [...levels.keys()].sort((a, b) => levels.get(a)! - levels.get(b)!);
  const receipts = receiptsByItem(input.receipts, today);
  const gross = new Map<string, number>([[input.productId, input.quantity]]);
  const netted = new Map<string, Netted>();
  for (const itemId of order) {
    const isMade = components.has(itemId);
    const leadDays = isMade ? 0 : leadTimeDays(index, input, itemId);
    const horizon = isMade ? needDay : Math.max(needDay, today + leadDays);
    const row = net(itemId, levels.get(itemId)!, isMade, gross.get(itemId) ?? 0, input, receipts, horizon);
    netted.set(itemId, row);
    if (!isMade) row.availableDay = coverageDay(row, today, today + leadDays);
    if (!isMade || row.shortfall <= EPSILON) continue;
    for (const component of components.get(itemId)!) {
      const id = component.line.itemId;
      gross.set(id, (gross.get(id) ?? 0) + row.shortfall * component.factor);
    }
  }
  datesOfMadeItems(order, netted, components, today);
  const product = netted.get(input.productId)!;
  return summarize(index, order, netted, product, materialsDay(product, netted, components, today), today);
}

/**
 * The effective components (phantoms passed through) of every item the order may make, reachable
 * from the product. Bought items are left out: their BOM, if any, is the supplier's business.
 */
function componentsByMadeItem(
  index: StructureIndex,
  productId: string,
): Map<string, readonly EffectiveComponent[]> {
  const out = new Map<string, readonly EffectiveComponent[]>();
  const queue = [productId];
  for (let q = 0; q < queue.length; q++) {
    const itemId = queue[q]!;
    // The product is made unless its master says BUY (then it is bought like any component).
    const made =
      itemId === productId ? index.items.get(itemId)?.procurement !== 'BUY' : isMadeItem(index, itemId);
    if (out.has(itemId) || !made) continue;
    const list = effectiveComponents(index, itemId);
    out.set(itemId, list);
    for (const component of list) queue.push(component.line.itemId);
  }
  return out;
}

/** MRP's rule: an item with a BOM is made unless the item master says BUY. */
function isMadeItem(index: StructureIndex, itemId: string): boolean {
  return index.childrenOf.has(itemId) && index.items.get(itemId)?.procurement !== 'BUY';
}

function leadTimeDays(index: StructureIndex, input: MaterialAvailabilityInput, itemId: string): number {
  return Math.max(0, input.supplierLeadTimeDays?.get(itemId) ?? index.items.get(itemId)?.leadTimeDays ?? 0);
}

/** Open receipts per item in due-date order (then input order), each with what is left of it. */
function receiptsByItem(receipts: readonly OpenReceipt[], today: number) {
  const out = new Map<string, { day: number; left: number }[]>();
  const dated = receipts.map((r) => ({
    itemId: r.itemId,
    day: Math.max(today, epochDay(r.dueDate)),
    left: r.quantity,
  }));
  for (const r of dated.sort((a, b) => a.day - b.day)) {
    if (r.left <= 0) continue;
    const list = out.get(r.itemId) ?? [];
    list.push({ day: r.day, left: r.left });
    out.set(r.itemId, list);
  }
  return out;
}

/** Nets one item's total requirement against its usable stock, then its receipts due by `horizon`. */
function net(
  itemId: string,
  level: number,
  isMade: boolean,
  gross: number,
  input: MaterialAvailabilityInput,
  receipts: Map<string, { day: number; left: number }[]>,
  horizon: number,
): Netted {
  const fromStock = Math.min(gross, Math.max(0, input.usableStock.get(itemId) ?? 0));
  let missing = gross - fromStock;
  let fromReceipts = 0;
  let lastReceiptDay: number | undefined;
  for (const receipt of receipts.get(itemId) ?? []) {
    if (missing <= EPSILON || receipt.day > horizon) break;
    const taken = Math.min(missing, receipt.left);
    receipt.left -= taken;
    missing -= taken;
    fromReceipts += taken;
    lastReceiptDay = receipt.day;
  }
  const shortfall = missing > EPSILON ? missing : 0;
  return {
    itemId,
    level,
    isMade,
    gross,
    fromStock,
    fromReceipts,
    lastReceiptDay,
    shortfall,
    availableDay: 0,
  };
}

/** The day a row's whole requirement is there, given the day its shortfall would be (bought or made). */
function coverageDay(row: Netted, today: number, shortfallDay: number): number {
  const receiptDay = row.lastReceiptDay ?? today;
  return row.shortfall > 0 ? Math.max(receiptDay, shortfallDay) : receiptDay;
}

/**
 * Dates bottom-up: a made item's shortfall can be made once its components are there (the latest of
 * their available dates); its own stock and receipts are there as netted.
 */
function datesOfMadeItems(
  order: readonly string[],
  netted: Map<string, Netted>,
  components: ReadonlyMap<string, readonly EffectiveComponent[]>,
  today: number,
): void {
  for (let i = order.length - 1; i >= 0; i--) {
    const row = netted.get(order[i]!)!;
    if (!row.isMade) continue;
    row.availableDay = coverageDay(row, today, materialsDay(row, netted, components, today));
  }
}

/** The day every component of a made item's shortfall is there; today when nothing is made. */
function materialsDay(
  row: Netted,
  netted: ReadonlyMap<string, Netted>,
  components: ReadonlyMap<string, readonly EffectiveComponent[]>,
  today: number,
): number {
  if (row.shortfall <= 0) return today;
  let day = today;
  for (const component of components.get(row.itemId) ?? []) {
    day = Math.max(day, netted.get(component.line.itemId)?.availableDay ?? today);
  }
  return day;
}

function summarize(
  index: StructureIndex,
  order: readonly string[],
  netted: ReadonlyMap<string, Netted>,
  product: Netted,
  materialReadyDay: number,
  today: number,
): MaterialAvailability {
  const materials = order
    .map((itemId) => netted.get(itemId)!)
    .filter((row) => row.gross > EPSILON)
    .map((row) => materialLine(index, row));
  return {
    materials,
    fromFinishedStock: product.fromStock,
    fromFinishedReceipts: product.fromReceipts,
    finishedAvailableDate: isoDate(product.lastReceiptDay ?? today),
    // A bought product's shortfall is bought (its line says when it arrives), not made.
    quantityToMake: product.isMade ? product.shortfall : 0,
    materialReadyDate: isoDate(materialReadyDay),
  };
}

function materialLine(index: StructureIndex, row: Netted): PromiseMaterialLine {
  return {
    itemId: row.itemId,
    name: itemNameOf(index, row.itemId),
    level: row.level,
    quantityRequired: row.gross,
    quantityAvailable: row.fromStock + row.fromReceipts,
    quantityToOrder: row.shortfall,
    availableDate: isoDate(row.availableDay),
    coveredBy: coverage(row),
  };
}

function coverage(row: Netted): MaterialCoverage {
  if (row.shortfall > 0) return row.isMade ? 'make' : 'purchase';
  return row.fromReceipts > 0 ? 'receipt' : 'stock';
}
