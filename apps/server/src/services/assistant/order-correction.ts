import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';

/** "Actually, make that 1 day", "na verdade, 1 dia", "I meant 2 days": the last order move, said again. */
const CORRECTS =
  /\b(?:actually|make (?:it|that)|i meant|correction|na verdade|corrig\w*|quis dizer|melhor|ou melhor|em vez disso)\b/i;

type OrderFields = {
  order_id: string;
  basic_end_date?: string | null;
  basic_start_date?: string | null;
};

/**
 * The date a corrected move counts from: when the planner corrects the order move just applied
 * ("pull 1029 in by 2 days", applied, then "actually, make that 1 day"), the new move replaces that
 * one, so it counts from the order's date before it — the one the change in force recorded for its
 * undo — not from the date it set. Undefined when the message corrects nothing, or the latest change
 * in force of the dataset is not a move of this order.
 */
export async function correctedFrom(
  db: Kysely<Database>,
  datasetId: string | null,
  orderId: string,
  field: 'basic_end_date' | 'basic_start_date',
  prompt: string,
): Promise<{ at: Date; command: string } | undefined> {
  if (!CORRECTS.test(prompt)) return undefined;
  const latest = await scoped(db, datasetId)
    .selectFrom('plan_changes')
    .select(['tool', 'command', 'before_plan'])
    .where('undone_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest?.tool !== 'update_order') return undefined;
  const before = (
    typeof latest.before_plan === 'string' ? JSON.parse(latest.before_plan) : latest.before_plan
  ) as {
    order_fields?: OrderFields[];
  };
  const fields = before.order_fields?.find((f) => f.order_id === orderId);
  const value = fields?.[field];
  return value ? { at: new Date(value), command: latest.command } : undefined;
}
