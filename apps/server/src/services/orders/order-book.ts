import type { OrderBookQuery, OrderFilter, OrderKpis, OrderSortField, ProductionOrder } from '@takt/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { OPEN_STATUSES, toProductionOrder } from '../order-mapping.ts';

const STATUSES_OF: Record<OrderFilter, readonly string[] | null> = {
  all: null,
  open: OPEN_STATUSES,
  completed: ['Completed', 'Closed'],
};

/**
 * Columns a sort reads. Status sorts in life order and priority by urgency (Urgent first when
 * descending), not alphabetically, as a planner reads them.
 */
const SORT_EXPRESSION: Record<OrderSortField, ReturnType<typeof sql>> = {
  order_id: sql`order_id`,
  material: sql`material`,
  quantity: sql`quantity`,
  status: sql`case status when 'Created' then 1 when 'Released' then 2 when 'In Process' then 3 when 'Completed' then 4 else 5 end`,
  priority: sql`case priority when 'Low' then 1 when 'Normal' then 2 when 'High' then 3 else 4 end`,
  basic_start_date: sql`basic_start_date`,
  basic_end_date: sql`basic_end_date`,
  completion_percentage: sql`completion_percentage`,
  work_center: sql`work_center`,
};

/**
 * CO01's list: one page of the orders the filter keeps, sorted, with the total that matches and the
 * KPI cards, all read together so the cards and the list describe the same orders.
 */
export async function listOrderBook(
  db: Kysely<Database>,
  scope: ReadScope,
  query: OrderBookQuery,
): Promise<{ total: number; orders: ProductionOrder[]; kpis: OrderKpis }> {
  const q = scoped(db, scope.datasetId);
  const statuses = STATUSES_OF[query.filter];
  const filtered = () => {
    const base = q.selectFrom('production_orders');
    return statuses ? base.where('status', 'in', [...statuses]) : base;
  };
  const direction = query.direction === 'desc' ? sql`desc` : sql`asc`;
  const [counted, rows, kpis] = await Promise.all([
    filtered().select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
    filtered()
      .selectAll()
      // order_id breaks ties so a page boundary never moves between two requests.
      .orderBy(sql`${SORT_EXPRESSION[query.sort]} ${direction} nulls last`)
      .orderBy('order_id', query.direction)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    orderKpis(db, scope),
  ]);
  return { total: Number(counted?.total ?? 0), orders: rows.map(toProductionOrder), kpis };
}

/** The KPI cards over every order of the dataset (enterprise-shell §2). */
export async function orderKpis(db: Kysely<Database>, scope: ReadScope): Promise<OrderKpis> {
  const row = await scoped(db, scope.datasetId)
    .selectFrom('production_orders')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) filter (where status = 'In Process')::int`.as('in_process'),
      sql<number>`count(*) filter (where priority = 'Urgent')::int`.as('urgent'),
      sql<number>`count(*) filter (where status = 'Completed')::int`.as('completed'),
    ])
    .executeTakeFirst();
  const total = Number(row?.total ?? 0);
  return {
    total_orders: total,
    in_process: Number(row?.in_process ?? 0),
    urgent: Number(row?.urgent ?? 0),
    completion_rate: total === 0 ? 0 : Math.round((100 * Number(row?.completed ?? 0)) / total),
  };
}
