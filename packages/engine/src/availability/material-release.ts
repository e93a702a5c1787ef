/** An order that consumes purchased components; times in minutes from the planning origin. */
export interface ReleaseOrder {
  orderId: string;
  materialId: string;
  quantity: number;
  /** Orders are served in due-date order; none means last. */
  dueAt?: number;
}

/** One line of a single-level bill of materials, per one unit of the parent. */
export interface ComponentUse {
  parentId: string;
  itemId: string;
  quantityPer: number;
  scrapPercent: number;
}

/** A scheduled receipt of a purchased item (an open purchase order), arriving at `at`. */
export interface Receipt {
  itemId: string;
  at: number;
  quantity: number;
  reference: string;
}

export interface ReleaseInput {
  orders: readonly ReleaseOrder[];
  components: readonly ComponentUse[];
  /** Items whose availability gates production (purchased items); others are ignored. */
  purchasedItemIds: ReadonlySet<string>;
  /** Usable stock now (on hand minus reserved) per item. */
  availableStock: ReadonlyMap<string, number>;
  receipts: readonly Receipt[];
  /** Replenishment lead time per item, in minutes, for what no receipt covers. */
  leadTimeMinutes: ReadonlyMap<string, number>;
}

export interface MaterialConstraint {
  itemId: string;
  requiredQuantity: number;
  /** When the last needed unit is there: 0 when in stock. */
  availableAt: number;
  /** 'stock', a receipt's reference, or 'lead_time' when a new purchase is needed. */
  coveredBy: string;
}

export interface OrderRelease {
  orderId: string;
  /** The earliest start of the order's first operation, in minutes from the origin (≥ 0). */
  releaseAt: number;
  /** Components that hold the order back (availableAt > 0). */
  constraints: MaterialConstraint[];
}

/**
 * When each order's purchased components are available: orders take stock and then receipts in
 * due-date order (first come, first served), and what nothing covers arrives after the item's lead
 * time. An order is released when its last component is there.
 */
export function materialReleases(input: ReleaseInput): OrderRelease[] {
  const stock = new Map(input.availableStock);
  const receipts = new Map<string, { at: number; left: number; reference: string }[]>();
  for (const r of [...input.receipts].sort((a, b) => a.at - b.at)) {
    const list = receipts.get(r.itemId) ?? [];
    list.push({ at: Math.max(0, r.at), left: r.quantity, reference: r.reference });
    receipts.set(r.itemId, list);
  }
  const usesByParent = new Map<string, ComponentUse[]>();
  for (const c of input.components) {
    if (!input.purchasedItemIds.has(c.itemId)) continue;
    usesByParent.set(c.parentId, [...(usesByParent.get(c.parentId) ?? []), c]);
  }
  const byDue = [...input.orders].sort(
    (a, b) => (a.dueAt ?? Number.POSITIVE_INFINITY) - (b.dueAt ?? Number.POSITIVE_INFINITY),
  );
  return byDue.map((order) => {
    const constraints = (usesByParent.get(order.materialId) ?? []).map((use) =>
      allocate(
        use.itemId,
        order.quantity * use.quantityPer * (1 + use.scrapPercent / 100),
        stock,
        receipts,
        input,
      ),
    );
    const late = constraints.filter((c) => c.availableAt > 0);
    return {
      orderId: order.orderId,
      releaseAt: Math.max(0, ...late.map((c) => c.availableAt)),
      constraints: late,
    };
  });
}

function allocate(
  itemId: string,
  required: number,
  stock: Map<string, number>,
  receipts: Map<string, { at: number; left: number; reference: string }[]>,
  input: ReleaseInput,
): MaterialConstraint {
  const fromStock = Math.min(required, Math.max(0, stock.get(itemId) ?? 0));
  stock.set(itemId, (stock.get(itemId) ?? 0) - fromStock);
  let missing = required - fromStock;
  if (missing <= 1e-9) return { itemId, requiredQuantity: required, availableAt: 0, coveredBy: 'stock' };
  for (const receipt of receipts.get(itemId) ?? []) {
    if (receipt.left <= 0) continue;
    const taken = Math.min(missing, receipt.left);
    receipt.left -= taken;
    missing -= taken;
    if (missing <= 1e-9)
      return { itemId, requiredQuantity: required, availableAt: receipt.at, coveredBy: receipt.reference };
  }
  return {
    itemId,
    requiredQuantity: required,
    availableAt: input.leadTimeMinutes.get(itemId) ?? 0,
    coveredBy: 'lead_time',
  };
}

/** The component that releases an order last (the latest `availableAt`): what it waits for. */
export function holdingConstraint(release: OrderRelease): MaterialConstraint | undefined {
  let holding: MaterialConstraint | undefined;
  for (const c of release.constraints) if (!holding || c.availableAt > holding.availableAt) holding = c;
  return holding;
}
