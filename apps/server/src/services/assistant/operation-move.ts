import type { Interpretation } from '@takt/assistant';
import type { TextReply } from '@takt/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductionOrdersTable, WorkCentersTable } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { t } from '../../i18n/translate.ts';
import { OPEN_STATUSES } from '../order-mapping.ts';
import type { Disruption } from '../schedule/disruption.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>;
type OperationMove = Extract<Disruption, { kind: 'move_operation' }>;

/** What the chat does with "move order 1023 to PRS-04": a repair with the move, or a plain answer. */
export type MoveDecision = { kind: 'move'; disruption: OperationMove } | { kind: 'refused'; answer: Answer };

/** An operation of the order, where it may run (its routing step's eligible work centers) and where it is. */
export interface MovableOperation {
  operationId: string;
  description: string;
  status: string;
  workCenterId: string;
  eligible: string[];
}

const isFrozen = (op: MovableOperation) => op.status === 'Started' || op.status === 'Done';

/**
 * "Move order 1023 to PRS-04", "coloca a 1023 na PRS-05": which operation goes and whether it may.
 * The operation named ("operation 0010"), else the order's operations that can run on the work center
 * (routing eligibility), the first not started in routing order. Refused with a plain answer (no
 * Apply) when the order or the work center is unknown, the order is no longer planned, the operation
 * cannot run there (the answer names where it can), it has started or is done, or it already runs
 * there. `orders` and `workCenters` are the command's rows, read once.
 */
export async function decideOperationMove(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
  rows: { orders: Selectable<ProductionOrdersTable>[]; workCenters: Selectable<WorkCentersTable>[] },
): Promise<MoveDecision> {
  const lang = reading.language;
  const { order_id: orderId, work_center: target, operation_id: named } = reading.entities;
  const refuse = (key: Parameters<typeof t>[1], values: Record<string, string | number>): MoveDecision => ({
    kind: 'refused',
    answer: { type: 'text', tool: toolOf(lang, 'move_operation'), text: t(lang, key, values) },
  });
  const order = rows.orders.find((o) => o.order_id === orderId);
  if (!order || !target) return refuse('move.unknownOrder', { order: orderId ?? '?' });
  if (!(OPEN_STATUSES as readonly string[]).includes(order.status))
    return refuse('move.closedOrder', { order: order.order_id, status: order.status });
  const operations = await movableOperations(db, scope.datasetId, order);
  const eligibleList = t(lang, 'move.eligibleList', {
    order: order.order_id,
    items: operations
      .map((op) =>
        t(lang, 'move.eligibleItem', { operation: op.operationId, workCenters: op.eligible.join(', ') }),
      )
      .join('; '),
  });
  const center = rows.workCenters.find((w) => w.work_center_id === target);
  if (!center) return refuse('move.unknownWorkCenter', { workCenter: target, eligibleList });
  // The scheduler plans only active work centers (snapshot.ts): an inactive one takes no work.
  if (!center.is_active) return refuse('move.inactiveWorkCenter', { workCenter: target, eligibleList });
  const chosen = named
    ? operations.find((op) => op.operationId === named)
    : chooseOperation(operations, target);
  if (named && !chosen)
    return refuse('move.unknownOperation', { order: order.order_id, operation: named, eligibleList });
  if (!chosen?.eligible.includes(target))
    return refuse('move.notEligible', {
      named: chosen ? 'yes' : 'no',
      order: order.order_id,
      operation: chosen?.operationId ?? '',
      workCenter: target,
      eligible: chosen?.eligible.join(', ') ?? '',
      eligibleList,
    });
  const about = { order: order.order_id, operation: chosen.operationId, workCenter: chosen.workCenterId };
  if (isFrozen(chosen)) return refuse('move.frozen', { ...about, status: chosen.status });
  if (chosen.workCenterId === target) return refuse('move.alreadyThere', about);
  return {
    kind: 'move',
    disruption: {
      kind: 'move_operation',
      orderId: order.order_id,
      operationId: chosen.operationId,
      description: chosen.description,
      fromWorkCenterId: chosen.workCenterId,
      workCenterId: target,
    },
  };
}

/**
 * Of the operations that can run on the work center, the first in routing order that is neither
 * started nor already there; else the first already there (nothing to move), else the first started.
 */
export function chooseOperation(
  operations: readonly MovableOperation[],
  target: string,
): MovableOperation | undefined {
  const able = operations.filter((op) => op.eligible.includes(target));
  return (
    able.find((op) => !isFrozen(op) && op.workCenterId !== target) ??
    able.find((op) => !isFrozen(op)) ??
    able[0]
  );
}

/** The order's operations in routing order, each with the work centers its routing step allows. */
async function movableOperations(
  db: Kysely<Database>,
  datasetId: string | null,
  order: Selectable<ProductionOrdersTable>,
): Promise<MovableOperation[]> {
  const q = scoped(db, datasetId);
  const [operations, steps] = await Promise.all([
    q
      .selectFrom('order_operations')
      .selectAll()
      .where('order_id', '=', order.order_id)
      .orderBy('seq')
      .execute(),
    q.selectFrom('routing_operations').selectAll().where('material_id', '=', order.material).execute(),
  ]);
  return operations.map((op) => {
    // The scheduler's rule (build-problem.ts): an operation with no routing step runs where it is.
    const step = steps.find((s) => s.operation_no === Number.parseInt(op.operation_id, 10));
    return {
      operationId: op.operation_id,
      description: op.description ?? step?.description ?? '',
      status: op.status,
      workCenterId: op.work_center,
      eligible: step ? step.eligible.map((e) => e.work_center_id) : [op.work_center],
    };
  });
}
