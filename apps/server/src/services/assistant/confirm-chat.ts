import type { ScheduleResult, TextReply } from '@takt/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Caller } from '../../db/scope.ts';
import { t } from '../../i18n/translate.ts';
import { applyProposal } from '../schedule/plan-changes.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;
type Language = 'en' | 'pt';

/** How long after it was made a proposal can still be confirmed by a plain "yes, apply it" (database clock, as created_at). */
const CONFIRM_WINDOW = sql<Date>`now() - interval '2 hours'`;

/**
 * The caller's latest solve, when it is a proposal still open: done, a proposal, feasible, made in
 * the last two hours, and neither applied nor followed by a newer solve (a promise's plan is no
 * proposal of its own). A "yes" means that one.
 */
async function openProposal(db: Kysely<Database>, caller: Caller) {
  const latest = await db
    .selectFrom('schedule_runs')
    .select(['run_id', 'status', 'result', 'created_at', 'input'])
    .where('kind', '=', 'schedule')
    .where('owner_key', '=', caller.key)
    // A promise's plan is accepted with its sales order and reservations (POST /api/promise/accept),
    // never released alone by a "yes".
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('promise_analyses')
            .select('promise_analyses.analysis_id')
            .whereRef('promise_analyses.run_id', '=', 'schedule_runs.run_id'),
        ),
      ),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest?.status !== 'done' || !latest.result) return undefined;
  const recent = await db
    .selectFrom('schedule_runs')
    .select('run_id')
    .where('run_id', '=', latest.run_id)
    .where('created_at', '>', CONFIRM_WINDOW)
    .executeTakeFirst();
  if (!recent) return undefined;
  const result = latest.result as ScheduleResult;
  if (!result.baseline?.is_proposal || result.feasibility?.status === 'infeasible') return undefined;
  const applied = await db
    .selectFrom('plan_changes')
    .select('change_id')
    .where('run_id', '=', latest.run_id)
    .executeTakeFirst();
  if (applied) return undefined;
  return {
    runId: latest.run_id,
    command: (latest.input as { context?: { prompt?: string } }).context?.prompt ?? '',
  };
}

/**
 * "Yes, apply it": applies the proposal of the previous reply — the same Apply as its button, so a
 * plan changed since is refused (409) — and offers its undo. Nothing open: says so, changes nothing.
 */
export async function answerApplyPrevious(
  db: Kysely<Database>,
  caller: Caller,
  language: Language,
): Promise<Answer> {
  const tool = toolOf(language, 'apply_proposal');
  const open = await openProposal(db, caller);
  if (!open) return { type: 'text', tool, text: t(language, 'confirm.nothing') };
  const applied = await applyProposal(db, caller, open.runId);
  return {
    type: 'text',
    tool,
    text: t(language, 'confirm.applied', {
      command: open.command.slice(0, 200),
      orders: applied.applied_orders,
    }),
    data: { run_id: open.runId, change_id: applied.change_id },
    actions: [
      { label: t(language, 'action.undo'), action: 'undo_change', data: { change_id: applied.change_id } },
    ],
  };
}

/** "No, discard it": nothing was written; says which proposal is set aside so the screens can mark it. */
export async function answerDiscardPrevious(
  db: Kysely<Database>,
  caller: Caller,
  language: Language,
): Promise<Answer> {
  const open = await openProposal(db, caller);
  return {
    type: 'text',
    tool: toolOf(language, 'discard_proposal'),
    text: open
      ? t(language, 'confirm.discarded', { command: open.command.slice(0, 200) })
      : t(language, 'confirm.nothingToDiscard'),
    ...(open ? { data: { discarded_run_id: open.runId } } : {}),
  };
}
