import { QUANTITY_EPSILON, roundQuantity } from './lot-sizing.ts';
import type { DemandElement } from './net-item.ts';
import type { Peg } from './result.ts';

/** A supply of the item in pegging order; `orderId` set for the planned orders whose pegs are wanted. */
export interface SupplyElement {
  quantity: number;
  orderId?: string;
}

/**
 * Pegs supply to demand first come, first served: demands in the given order (reservations and safety
 * stock first, then by date) take supply in the given order (available stock, open receipts by the
 * date MRP counts them, planned orders by bucket). Returns the pegs of each supply with an `orderId`.
 * A planned order exists because the demand up to its bucket exceeds the supply before it, so every
 * planned order receives at least one peg; its lot-size excess receives none. `dateOf` formats the
 * required dates.
 */
export function pegSupplies(
  demands: readonly DemandElement[],
  supplies: readonly SupplyElement[],
  dateOf: (day: number) => string,
): Map<string, Peg[]> {
  const pegs = new Map<string, Peg[]>();
  let d = 0;
  let demandLeft = demands[0]?.quantity ?? 0;
  for (const supply of supplies) {
    let supplyLeft = supply.quantity;
    const own: Peg[] = [];
    while (supplyLeft > QUANTITY_EPSILON && d < demands.length) {
      const demand = demands[d]!;
      const quantity = Math.min(supplyLeft, demandLeft);
      if (quantity > QUANTITY_EPSILON) {
        own.push({
          demandType: demand.type,
          demandId: demand.id,
          quantity: roundQuantity(quantity),
          requiredDate: dateOf(demand.day),
        });
      }
      supplyLeft -= quantity;
      demandLeft -= quantity;
      if (demandLeft <= QUANTITY_EPSILON) {
        d++;
        demandLeft = demands[d]?.quantity ?? 0;
      }
    }
    if (supply.orderId !== undefined) pegs.set(supply.orderId, own);
  }
  return pegs;
}
