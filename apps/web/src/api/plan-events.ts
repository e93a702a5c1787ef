type PlanListener = () => void;

const listeners = new Set<PlanListener>();

/** Writes that change the released plan or its orders: the dashboard's figures are stale after them. */
const PLAN_WRITES = new Set([
  '/schedule/push',
  '/schedule/apply',
  '/assistant/apply-order',
  '/orders/create',
  '/promise/accept',
  '/orders/update',
  '/orders/release',
  '/orders/confirm',
  '/orders/complete',
  '/orders/close',
  '/masterdata/import',
  '/masterdata/clear',
]);
const UNDO_PATH = /^\/schedule\/changes\/[^/]+\/undo$/;

/** Whether a successful request changed the released plan (Transfer to System, Apply, Undo, order edits). */
export function isPlanWrite(method: string, path: string): boolean {
  if (method === 'GET') return false;
  const bare = path.split('?')[0] ?? path;
  return PLAN_WRITES.has(bare) || UNDO_PATH.test(bare);
}

/** Tells whoever shows figures of the released plan (the dashboard) that the plan changed. */
export function notifyPlanChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the released plan; returns the function that stops it. */
export function onPlanChanged(listener: PlanListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
