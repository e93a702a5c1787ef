import type { LineBalancingResult } from '@takt/contract';
import { useCallback, useState } from 'react';

/**
 * A line-balancing result the assistant panel handed over (assistant-and-gantt §4). Each arrival is
 * a new object, so the same analysis sent twice still replaces what the tab shows.
 */
export interface LineBalancingDelivery {
  result: LineBalancingResult;
}

/** The face's mailbox between the panel's callback and the Line Balancing tab: the latest delivery. */
export function useLineBalancingInbox() {
  const [delivery, setDelivery] = useState<LineBalancingDelivery | null>(null);
  const deliver = useCallback((result: LineBalancingResult) => setDelivery({ result }), []);
  return { delivery, deliver };
}
