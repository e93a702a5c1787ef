/** A new rush order's id: RUSH- and the plant-independent UTC month, day, hour and minute it was asked. */
export function rushOrderBase(now: Date): string {
  return `RUSH-${now.toISOString().slice(5, 16).replace(/\D/g, '')}`;
}

/** `base`, or `base-2`, `base-3` …: the first id no order has. */
export function freeRushId(
  orders: readonly { order_id: string }[] | readonly string[],
  base: string,
): string {
  const ids = orders.map((o) => (typeof o === 'string' ? o : o.order_id));
  const taken = new Set(ids.filter((id) => id.startsWith(base)));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
