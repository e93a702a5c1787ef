import type { DemandElement } from './net-item.ts';

/** A parent order that consumes components: a planned order, or an open production order not yet issued. */
export interface ComponentConsumer {
  id: string;
  quantity: number;
  /** The day the components are required (epoch day). */
  day: number;
}

/**
 * The items whose demands a run keeps one by one, for pegging (`peggedItems`) or for the
 * stock/requirements list (`stockRequirementItems`), and what it needs to rebuild those demands: the
 * parents that pass demand to them (with the gross quantity per parent unit) and the parents' consumers.
 * Items are numbered by their place in the planning sequence.
 */
export interface DemandTrace {
  /** Bit 1: the item's stock/requirements list is wanted; bit 2: its orders' pegs. */
  wanted: Uint8Array;
  usedBy: Map<number, { parent: number; factor: number }[]>;
  consumers: Map<number, readonly ComponentConsumer[]>;
}

const LISTED = 1;
const PEGGED = 2;

/** A trace of the listed and pegged items among `itemIds`; an option left out means every item. */
export function makeDemandTrace(
  itemIds: readonly string[],
  listed: readonly string[] | undefined,
  pegged: readonly string[] | undefined,
): DemandTrace {
  const listedSet = listed && new Set(listed);
  const peggedSet = pegged && new Set(pegged);
  const wanted = new Uint8Array(itemIds.length);
  itemIds.forEach((id, i) => {
    wanted[i] =
      (!listedSet || listedSet.has(id) ? LISTED : 0) | (!peggedSet || peggedSet.has(id) ? PEGGED : 0);
  });
  return { wanted, usedBy: new Map(), consumers: new Map() };
}

/** Whether the item's demands are kept one by one (its list or its pegs are wanted). */
export function isTraced(trace: DemandTrace, item: number): boolean {
  return trace.wanted[item] !== 0;
}

/** Whether the item's stock/requirements list is wanted. */
export function isListed(trace: DemandTrace, item: number): boolean {
  return (trace.wanted[item]! & LISTED) !== 0;
}

/** Whether the item's planned orders are to be pegged. */
export function isPegged(trace: DemandTrace, item: number): boolean {
  return (trace.wanted[item]! & PEGGED) !== 0;
}

/**
 * Notes that `parent`'s consumers require `factor` units of the traced `component` each, in the order
 * the run passes demand down (parents in planning order, components in BOM order).
 */
export function traceUse(trace: DemandTrace, component: number, parent: number, factor: number): void {
  const uses = trace.usedBy.get(component);
  if (uses) uses.push({ parent, factor });
  else trace.usedBy.set(component, [{ parent, factor }]);
}

/**
 * Every demand on a traced item, one element per requirement: its independent demands, then one
 * DEPENDENT element per parent consumer, in the order the run passed them down.
 */
export function tracedDemands(
  trace: DemandTrace,
  item: number,
  independent: readonly DemandElement[] | undefined,
): DemandElement[] {
  const demands = [...(independent ?? [])];
  for (const { parent, factor } of trace.usedBy.get(item) ?? []) {
    for (const consumer of trace.consumers.get(parent) ?? []) {
      demands.push({
        type: 'DEPENDENT',
        id: consumer.id,
        quantity: consumer.quantity * factor,
        day: consumer.day,
      });
    }
  }
  return demands;
}
