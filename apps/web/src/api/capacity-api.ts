import { type CapacityPeriod, CapacityResponse } from '@takt/contract';
import { requestParsed } from './client.ts';

export type {
  CapacityDay,
  CapacityPeriod,
  CapacityRecommendation,
  CapacityWorkCenterLoad,
} from '@takt/contract';
export type { CapacityResponse };

/** What CM01 asks for: the period, and optionally one work center and the MRP planned orders' load. */
export interface CapacityRequest {
  period: CapacityPeriod;
  workCenterId?: string;
  includePlannedOrders: boolean;
}

/** GET /capacity (CM01): load against capacity per work center and period, from the caller's playground. */
export function fetchCapacity(request: CapacityRequest, signal?: AbortSignal) {
  return requestParsed('/capacity', CapacityResponse, {
    query: {
      source: 'playground',
      period: request.period,
      work_center_id: request.workCenterId,
      include_planned_orders: request.includePlannedOrders,
    },
    signal,
  });
}
