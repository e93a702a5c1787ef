import type { TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { plantClockTime, plantDate } from '../plant-time.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;
const say = (language: string, en: string, pt: string) => (language === 'pt' ? pt : en);

interface BeforePlanFacts {
  operations?: unknown[];
  created_orders?: string[];
  created_downtimes?: string[];
  replaced_downtimes?: { downtime_id: string }[];
  order_fields?: { order_id: string }[];
}

/**
 * "Undo that": names the latest change still in force in the caller's plan — the command that made
 * it, when and by whom — and restates what undoing it puts back, with one Undo button (the same undo
 * as the changes list). Nothing changes until the planner presses it. No change: says so.
 */
export async function answerUndo(
  db: Kysely<Database>,
  scope: ReadScope,
  language: string,
  timeZone: string,
): Promise<Answer> {
  const tool = {
    name: 'undo_change',
    description: 'Undo the latest change applied to the plan',
    reasoning:
      'The command asks to take back the last change; only the latest change in force can be undone.',
  };
  const latest = scope.datasetId
    ? await db
        .selectFrom('plan_changes')
        .select(['change_id', 'command', 'user_id', 'created_at', 'before_plan'])
        .where('dataset_id', '=', scope.datasetId)
        .where('undone_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    : undefined;
  if (!latest)
    return {
      type: 'text',
      tool,
      text: say(
        language,
        'There is no applied change to undo in your plan.',
        'Não há alteração aplicada para desfazer no seu plano.',
      ),
    };
  const before = latest.before_plan as BeforePlanFacts;
  const at = new Date(latest.created_at);
  const when = `${plantDate(at, timeZone)} ${plantClockTime(at, timeZone)}`;
  const effects = [
    before.operations?.length
      ? say(
          language,
          `${before.operations.length} operations go back to where they were`,
          `${before.operations.length} operações voltam para onde estavam`,
        )
      : undefined,
    before.created_orders?.length
      ? say(
          language,
          `order ${before.created_orders.join(', ')} is removed`,
          `a ordem ${before.created_orders.join(', ')} é removida`,
        )
      : undefined,
    before.order_fields?.length
      ? say(
          language,
          `order ${before.order_fields.map((o) => o.order_id).join(', ')} gets its previous values back`,
          `a ordem ${before.order_fields.map((o) => o.order_id).join(', ')} volta aos valores anteriores`,
        )
      : undefined,
    before.created_downtimes?.length
      ? say(
          language,
          `the downtime ${before.created_downtimes.join(', ')} is removed`,
          `a parada ${before.created_downtimes.join(', ')} é removida`,
        )
      : undefined,
    before.replaced_downtimes?.length
      ? say(
          language,
          `the downtime ${before.replaced_downtimes.map((d) => d.downtime_id).join(', ')} is as it was before`,
          `a parada ${before.replaced_downtimes.map((d) => d.downtime_id).join(', ')} volta a ser como era`,
        )
      : undefined,
  ].filter((line): line is string => Boolean(line));
  const command = latest.command.slice(0, 200);
  return {
    type: 'text',
    tool,
    text: say(
      language,
      `The latest change is “${command}”, applied ${when} by ${latest.user_id || 'you'}. Undoing it: ${effects.join('; ') || 'the plan goes back to what it was'}. Press Undo to do it.`,
      `A última alteração é “${command}”, aplicada em ${when} por ${latest.user_id || 'você'}. Ao desfazer: ${effects.join('; ') || 'o plano volta ao que era'}. Pressione Desfazer para confirmar.`,
    ),
    data: { change_id: latest.change_id, command: latest.command, applied_at: at.toISOString() },
    actions: [
      {
        label: say(language, 'Undo', 'Desfazer'),
        action: 'undo_change',
        data: { change_id: latest.change_id },
      },
    ],
  };
}

/** Whether the machine has downtime in force at `at` (started at or before it, not over). */
export async function hasDowntimeInForce(
  db: Kysely<Database>,
  datasetId: string | null,
  workCenterId: string,
  at: Date,
): Promise<boolean> {
  if (!datasetId) return false;
  const row = await db
    .selectFrom('downtimes')
    .select('downtime_id')
    .where('dataset_id', '=', datasetId)
    .where('work_center_id', '=', workCenterId)
    .where('start_at', '<=', at)
    .where('end_at', '>', at)
    .executeTakeFirst();
  return Boolean(row);
}
