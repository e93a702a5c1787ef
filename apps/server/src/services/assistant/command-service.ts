import { type Interpretation, interpretCommand, type MasterData } from '@takt/assistant';
import type { AssistantFields, ScheduleRunRequest, TextReply } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { LlmConfig, SolveQueuePolicy } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Caller, ReadScope } from '../../db/scope.ts';
import { formatPlantMoment } from '../../i18n/dates.ts';
import { requestedLanguage } from '../../i18n/locale.ts';
import { t } from '../../i18n/translate.ts';
import { plantClock } from '../../time/plant-clock.ts';
import type { MrpJobs } from '../bom/mrp-runs.ts';
import { repairCommand } from '../schedule/choose-tool.ts';
import { readDatasetFacts } from '../schedule/dataset-facts.ts';
import { freeRushId } from '../schedule/rush-id.ts';
import { netRushOrder } from '../schedule/rush-netting.ts';
import { nettingSentence } from '../schedule/rush-netting-phrases.ts';
import { sourceOf, startScheduleRun } from '../schedule/schedule-service.ts';
import { answerLineBalance } from './balance-answer.ts';
import { answerLastChange, answerUndo, hasDowntimeInForce } from './change-chat.ts';
import { offersChatProposal, recordChatProposal } from './chat-proposals.ts';
import { answerApplyPrevious, answerDiscardPrevious } from './confirm-chat.ts';
import { conversationOf, type Message, rememberTurn } from './conversation-memory.ts';
import { answerDayPlan } from './day-plan.ts';
import { answerDowntimes } from './downtime-answers.ts';
import { extraTimeWindows } from './extra-time.ts';
import { answerFreeSlots, answerIdleMachines } from './free-time.ts';
import { answerGroupUtilization } from './group-utilization.ts';
import { loadCommandRows } from './master-data.ts';
import { answerMaterialHolds } from './material-holds.ts';
import { answerMaterialWaiting } from './material-waiting.ts';
import { interpretWithModel } from './model-backend.ts';
import { decideOperationMove } from './operation-move.ts';
import { proposeOrderCancel, proposeOrderSplit } from './order-cancel-split.ts';
import { proposeOrderChange, proposeOrderCreate } from './order-proposals.ts';
import { proposeOrderRelease } from './order-release.ts';
import { answerOrdersInWindow } from './orders-in-window.ts';
import {
  answerAffectedOrders,
  answerBottlenecks,
  answerOverdueReceipts,
  answerWhereUsed,
} from './plant-answers.ts';
import { answerPromise } from './promise-chat.ts';
import { acceptOfferedPromise, promiseJustOffered, setAsideOfferedPromise } from './promise-confirm.ts';
import { answerProposedOrder } from './proposed-order.ts';
import { withPurchaseOrderMaterial } from './purchase-order-subject.ts';
import { answerReport } from './report-answer.ts';
import { breakdownWindow, directiveFor, instantOf } from './schedule-directive.ts';
import { answerLateOrders } from './status-answers.ts';
import { answerCustomerStatus, answerMachineStatus, answerOrderStatus } from './subject-status.ts';
import {
  answerBom,
  answerHelp,
  answerInventory,
  answerMrp,
  answerNotYet,
  answerProductionStatus,
  toolOf,
} from './tool-answers.ts';
import { proposeTransfer } from './transfer-proposal.ts';

export type CommandOutcome = { kind: 'run'; runId: string } | { kind: 'reply'; reply: TextReply };

const MINUTE_MS = 60_000;

/**
 * A planner's command, end to end: the assistant reads it against the caller's master data, and the
 * server runs what it means — a solve (with the breakdown, delay or rush order put into the plant),
 * an answer from the data, or a question back when something needed is missing.
 */
/** What a command may use besides the database: the model, the solve queue's limits, the job runner. */
export interface CommandEnv {
  llm?: LlmConfig;
  queue?: SolveQueuePolicy;
  /** Runs the MRP a command asks for off the request thread. */
  runner: MrpJobs['runner'];
}

export async function handleCommand(
  db: Kysely<Database>,
  caller: Caller,
  request: ScheduleRunRequest,
  now: Date,
  env: CommandEnv,
): Promise<CommandOutcome> {
  const history = await conversationOf(db, caller.key, request.conversation_history ?? []);
  const answered = await answerCommand(db, caller, request, history, now, env);
  if (answered.kind === 'run' || !offersChatProposal(answered.reply)) {
    // One statement: no transaction (the command path's statement count is watched).
    const said = answered.kind === 'run' ? { runId: answered.runId } : { replyText: answered.reply.text };
    await rememberTurn(db, caller.key, request.prompt, said);
    return answered;
  }
  // The turn and the proposal it offers, together: a "yes" finds the proposal the turn made.
  const offered = answered.reply;
  return db.transaction().execute(async (trx) => {
    const reply = await recordChatProposal(trx, caller.key, offered, request.prompt);
    await rememberTurn(trx, caller.key, request.prompt, { replyText: reply.text });
    return { kind: 'reply', reply };
  });
}

async function answerCommand(
  db: Kysely<Database>,
  caller: Caller,
  request: ScheduleRunRequest,
  history: readonly Message[],
  now: Date,
  { llm, queue, runner }: CommandEnv,
): Promise<CommandOutcome> {
  // Read once for the whole command: a command that plans hands these to the solve's snapshot.
  const facts = await readDatasetFacts(db, caller, sourceOf(request));
  const { scope, timeZone } = facts;
  const rows = await loadCommandRows(db, scope.datasetId);
  const read = await readCommand(request, history, rows.masterData, now, timeZone, llm);
  const { backend, fallback } = read;
  const reading = await withPurchaseOrderMaterial(db, scope.datasetId, read.reading, request.prompt);
  const assistant = assistantFields(reading, backend, fallback);
  // Extra time named by its shift takes its hours from the work center's calendar.
  const extra =
    reading.intent === 'capacity.add' && !reading.needs_clarification
      ? await extraTimeWindows(db, scope.datasetId, reading.entities, timeZone)
      : [];
  // A shift the machine already works, or overtime on a machine that never stops: nothing to add.
  const namesDay = reading.entities.shift || reading.entities.date?.length === 10;
  if (reading.intent === 'capacity.add' && !reading.needs_clarification && namesDay && extra.length === 0)
    return reply(assistant, {
      type: 'text',
      tool: toolOf(reading.language, 'clarify'),
      text: t(reading.language, 'extraTime.nothing', {
        workCenter: reading.entities.work_center ?? '?',
        shift: reading.entities.shift ?? 'after_hours',
      }),
    });
  // "Move order 1023 to PRS-04": a repair with the operation there, or a plain answer why not.
  const move =
    reading.intent === 'order.move' && !reading.needs_clarification
      ? await decideOperationMove(db, scope, reading, rows)
      : undefined;
  if (move?.kind === 'refused') return reply(assistant, move.answer);
  const directive = move
    ? { command: repairCommand('move_operation'), disruption: move.disruption }
    : directiveFor(reading, now, timeZone, extra);
  if (directive === 'clarify') return reply(assistant, clarification(reading));
  // "What if …": the plan is computed and compared, never offered for Apply.
  if (directive && reading.hypothetical) directive.whatIf = true;
  // A machine said to be back that has no downtime in force: nothing to change, so no proposal.
  if (directive?.disruption?.kind === 'restore') {
    const { workCenterId, at } = directive.disruption;
    if (!(await hasDowntimeInForce(db, scope.datasetId, workCenterId, at)))
      return reply(assistant, {
        type: 'text',
        text: t(reading.language, 'restore.noDowntime', {
          workCenter: workCenterId,
          at: formatPlantMoment(reading.language, at.toISOString(), timeZone),
        }),
        tool: toolOf(reading.language, 'restore_machine'),
      });
  }
  // A rush order nets stock and make-to-stock orders in process first: only the shortfall is made.
  if (directive?.disruption?.kind === 'rush_order') {
    const rush = {
      ...directive.disruption,
      orderId: freeRushId(rows.orders, directive.disruption.orderId),
    };
    directive.disruption = rush;
    const netting = await netRushOrder(db, scope.datasetId, rush.materialId, rush.quantity, rush.dueAt);
    if (netting.shortfall <= 0)
      return reply(assistant, {
        type: 'text',
        text: nettingSentence(reading.language, netting, rush.materialId, timeZone),
        tool: toolOf(reading.language, 'plan_rush_order'),
        data: netting,
      });
    directive.disruption = { ...rush, quantity: netting.shortfall };
    directive.netting = netting;
  }
  if (directive) {
    return {
      kind: 'run',
      runId: await startScheduleRun(db, caller, request, now, { ...directive, assistant }, queue, {
        facts,
        rows: { ...rows, timeZone },
      }),
    };
  }
  switch (reading.intent) {
    case 'inventory.query':
      if (String(reading.entities.inventory_kind) === 'overdue_receipts')
        return reply(
          assistant,
          await answerOverdueReceipts(db, scope, now, reading.language, reading.entities.material),
        );
      return reply(assistant, await answerInventory(db, scope, reading, now));
    case 'production.status':
      return reply(assistant, await answerStatus(db, caller.key, scope, reading, now, timeZone));
    case 'order.change':
      return reply(assistant, await proposeOrderChange(db, scope, reading, request.prompt, timeZone));
    case 'order.create':
      return reply(assistant, await proposeOrderCreate(db, scope, reading, now, request.prompt, timeZone));
    case 'inventory.transfer':
      return reply(assistant, await proposeTransfer(db, scope, reading));
    case 'mrp.run':
      return reply(
        assistant,
        await answerMrp({ db, runner, policy: queue }, caller, scope, now, reading.language),
      );
    case 'bom.query': {
      const { material } = reading.entities;
      const direction = (reading.entities as { bom_direction?: string }).bom_direction;
      if (direction === 'where_used' && material)
        return reply(assistant, await answerWhereUsed(db, scope, material, reading.language));
      return reply(assistant, await answerBom(db, scope, reading));
    }
    case 'promise.check': {
      // The promise API's 'default' source is the caller's playground, the dataset commands work on.
      const dataSource = request.data_source === 'custom' ? 'custom' : 'default';
      const promiseEnv = { runner, ...(queue ? { queue } : {}) };
      return reply(
        assistant,
        await answerPromise(db, caller, scope, reading, dataSource, now, timeZone, promiseEnv),
      );
    }
    case 'order.cancel':
      return reply(assistant, await proposeOrderCancel(db, scope, reading, request.prompt));
    case 'order.split':
      return reply(assistant, await proposeOrderSplit(db, scope, reading, request.prompt));
    case 'order.release':
      return reply(assistant, await proposeOrderRelease(db, scope, reading, request.prompt, now, timeZone));
    case 'change.apply': {
      // "Yes, accept it" right after a promise accepts that promise, as its button does.
      const offered = await promiseJustOffered(db, caller, history);
      const dataSource = request.data_source === 'custom' ? 'custom' : 'default';
      if (offered)
        return reply(
          assistant,
          await acceptOfferedPromise(db, caller, offered, dataSource, reading.language),
        );
      return reply(assistant, await answerApplyPrevious(db, caller, reading.language, now));
    }
    case 'change.discard': {
      const offered = await promiseJustOffered(db, caller, history);
      if (offered) return reply(assistant, setAsideOfferedPromise(offered, reading.language));
      return reply(assistant, await answerDiscardPrevious(db, caller, reading.language));
    }
    case 'change.undo':
      return reply(assistant, await answerUndo(db, scope, reading.language, timeZone));
    case 'balance.analyze': {
      // The tab shows the analysis the reply carries (assistant-and-gantt §4: line_balancing_details).
      const { answer, details } = await answerLineBalance(
        db,
        caller,
        sourceOf(request),
        reading,
        request.prompt,
        now,
      );
      return reply({ ...assistant, line_balancing_details: details }, answer);
    }
    case 'report.generate':
      return reply(
        assistant,
        await answerReport({ db, runner, policy: queue }, caller, scope, request.prompt, now),
      );
    case 'help':
      return reply(assistant, answerHelp(reading.language));
    default:
      return reply(assistant, answerNotYet(reading.intent, reading.language));
  }
}

/** A status question answers what it asks about: the late orders, one order, one machine, one customer, or the plant. */
async function answerStatus(
  db: Kysely<Database>,
  ownerKey: string,
  scope: ReadScope,
  reading: Interpretation,
  now: Date,
  timeZone: string,
) {
  const e = reading.entities;
  // Read as text: the interpreter's kinds grow (bottlenecks, affected) ahead of this switch.
  const kind: string =
    e.status_kind ??
    (e.order_id ? 'order' : e.work_center ? 'work_center' : e.customer ? 'customer' : 'plant');
  const language = reading.language;
  if (kind === 'late_orders') return answerLateOrders(db, scope, now, language, timeZone);
  if (kind === 'waiting')
    return e.material
      ? answerMaterialWaiting(db, scope, e.material, language, timeZone)
      : answerMaterialHolds(db, scope, now, language, timeZone);
  if (kind === 'downtimes') return answerDowntimes(db, scope, e.date, now, language, timeZone);
  if (kind === 'free_slots' && e.work_center)
    return answerFreeSlots(db, scope, e.work_center, now, language, timeZone);
  if (kind === 'idle_machines') return answerIdleMachines(db, scope, now, language, timeZone);
  if (kind === 'finishing') return answerOrdersInWindow(db, scope, e.date, e.days, now, language, timeZone);
  if (kind === 'last_change') return answerLastChange(db, scope, language, timeZone);
  if (kind === 'day_plan') return answerDayPlan(db, scope, e.date, e.work_center, now, language, timeZone);
  if (kind === 'utilization' && e.work_center_type)
    return answerGroupUtilization(db, scope, e.work_center_type, now, language);
  if (kind === 'bottlenecks')
    return answerBottlenecks(db, scope, now, instantOf(e.date, timeZone) ?? now, language, e.work_center);
  if (kind === 'affected' && e.work_center) {
    // The downtime just talked about (the window its proposal plans), else from now for a day.
    const window = breakdownWindow(e, now, timeZone);
    const to = window.endAt ?? new Date(window.startAt.getTime() + 24 * 60 * MINUTE_MS);
    return answerAffectedOrders(db, scope, ownerKey, e.work_center, window.startAt, to, language, timeZone);
  }
  if (kind === 'order' && e.order_id) {
    // A rush still only proposed ("when will it be ready?" before Apply) is answered from its plan.
    const proposed = await answerProposedOrder(db, ownerKey, scope, e.order_id, language, timeZone);
    return proposed ?? answerOrderStatus(db, scope, e.order_id, now, language, timeZone);
  }
  if (kind === 'work_center' && e.work_center)
    return answerMachineStatus(db, scope, e.work_center, now, language, timeZone);
  if (kind === 'customer' && e.customer)
    return answerCustomerStatus(db, scope, e.customer, now, language, timeZone);
  return answerProductionStatus(db, scope, now, language);
}

function reply(
  assistant: z.infer<typeof AssistantFields>,
  answer: Omit<TextReply, keyof typeof assistant>,
): CommandOutcome {
  return { kind: 'reply', reply: { ...assistant, ...answer } as TextReply };
}

/**
 * The model reads the command when one is configured and asked for; otherwise, or when it fails,
 * the local interpreter does, and the trace says why. Both read "8am" and "Friday" in plant time.
 */
async function readCommand(
  request: ScheduleRunRequest,
  history: readonly Message[],
  masterData: MasterData,
  now: Date,
  timeZone: string,
  llm?: LlmConfig,
) {
  const language = requestedLanguage(request.language);
  const local = () =>
    interpretCommand(request.prompt, {
      now,
      masterData,
      // The last turns: follow-ups ("and PRS-04?", "yes, apply it") read against them.
      history,
      timezoneOffsetMinutes: plantClock(timeZone)(now.getTime()),
      ...(language ? { language } : {}),
    });
  const wantsModel = request.backend === 'openai' || request.backend === 'openrouter';
  if (!wantsModel) return { reading: local(), backend: 'local', fallback: undefined };
  if (!llm) return { reading: local(), backend: 'local', fallback: { reason: 'none' as const } };
  const outcome = await interpretWithModel(llm, request.prompt, history, masterData, now, timeZone);
  if (outcome.ok) return { reading: outcome.reading, backend: request.backend, fallback: undefined };
  return {
    reading: local(),
    backend: 'local',
    fallback: { reason: 'failed' as const, detail: outcome.reason },
  };
}

function assistantFields(
  reading: Interpretation,
  backend: string,
  fallback: { reason: 'none' | 'failed'; detail?: string } | undefined,
): z.infer<typeof AssistantFields> {
  const trace = [...reading.trace];
  if (fallback)
    trace.unshift({
      type: 'decision',
      content: t(reading.language, 'trace.localAnswered', {
        reason: fallback.reason,
        detail: fallback.detail ?? '',
      }),
    });
  return {
    intent: reading.intent,
    confidence: reading.confidence,
    language: reading.language,
    needs_clarification: Boolean(reading.needs_clarification),
    suggested_actions: reading.needs_clarification?.suggested_actions ?? [],
    reasoning_trace: trace,
    backend,
  };
}

function clarification(reading: Interpretation): Omit<TextReply, 'intent'> {
  return {
    type: 'text',
    text: reading.needs_clarification?.question ?? t(reading.language, 'clarify.fallback'),
    tool: toolOf(reading.language, 'clarify'),
  };
}
