import { AFFECTS } from './affected-orders.ts';
import { addMinutes, localIsoDate, localWeekday } from './date-mention.ts';
import { CUES } from './intent-cues.ts';
import type { Entities, StatusKind } from './interpretation.ts';
import { foldText } from './text.ts';

/** Subjects the command names too vaguely to resolve, which still say what the question is about. */
export interface VagueSubjects {
  /** A machine named by its kind only ("the banbury" in a plant with two). */
  machine?: boolean;
  /** A customer name that fits several customers. */
  customer?: boolean;
  /** A kind of machine named as a group ("the presses"). */
  group?: boolean;
}

/**
 * What a status question asks about (issue 10, answers to the question asked). A named order comes
 * first ("a ordem 1019 vai atrasar?" is about that order), then lateness ("which orders are late",
 * "o que vai atrasar": the list, not a count), then a machine, a customer, else the plant. A machine
 * or customer named too vaguely to resolve still makes the question one about a machine or a
 * customer: the clarification picks which. `text` may be folded or not; `namesDay` when the
 * message names a day ("show me tomorrow's plan" asks for that day's plan).
 */
export function statusKind(
  text: string,
  entities: Entities,
  vague: VagueSubjects = {},
  namesDay = false,
): StatusKind {
  if (CUES.whatChanged.test(foldText(text).trim())) return 'last_change';
  if (entities.order_id) return 'order';
  // "Show me tomorrow's plan": that day's operations; with no day said, "how is the plan?" is the plant.
  if (namesDay && CUES.seePlan.test(foldText(text)) && !CUES.buildVerb.test(foldText(text)))
    return 'day_plan';
  if (DOWN_LIST.test(foldText(text))) return 'downtimes';
  if (CUES.freeSlot.test(foldText(text)) && entities.work_center) return 'free_slots';
  if (CUES.idleMachines.test(foldText(text)) && !entities.work_center) return 'idle_machines';
  if (CUES.finishing.test(foldText(text)) && !entities.material && !entities.work_center) return 'finishing';
  if (CUES.waits.test(foldText(text)) && entities.material) return 'waiting';
  if (CUES.materialWaits.test(foldText(text)) && !entities.material && !entities.work_center)
    return 'waiting';
  if (AFFECTS.test(foldText(text)) && (entities.work_center || vague.machine)) return 'affected';
  // "Utilization of the presses": each press and the group; of the line, it is the line's analysis.
  const isGroupLoad = vague.group && !entities.work_center && CUES.machineLoad.test(foldText(text));
  if (isGroupLoad && !CUES.lineBalance.test(foldText(text))) return 'utilization';
  if (CUES.bottleneck.test(foldText(text)) && !CUES.lineBalance.test(foldText(text))) return 'bottlenecks';
  // One machine's load in a week: its line of the weekly load (answerBottlenecks with the machine).
  if (CUES.machineLoad.test(foldText(text)) && entities.work_center) return 'bottlenecks';
  if (CUES.late.test(foldText(text))) return 'late_orders';
  if (entities.work_center || vague.machine) return 'work_center';
  if (entities.customer || vague.customer) return 'customer';
  return 'plant';
}

/** "Which machines are down Friday?", "quais máquinas vão estar paradas na sexta?": a list of downtimes. */
export const DOWN_LIST =
  /\b(?:which|what|any|quais|que|alguma|tem alguma)\s+(?:(?:of the|das|dos|os|as)\s+)?(?:machines?|maquinas?|work ?centers?|centros? de trabalho|equipment|equipamentos?|presses|prensas?|lines?|linhas?)\b.{0,40}\b(?:down|stopped|stop|offline|out of service|under maintenance|in maintenance|parad[ao]s?|param|vao parar|fora de servico|em manutencao)\b/;

/** "next week", "semana que vem", "a próxima semana": the week after this one. */
const NEXT_WEEK = /\b(?:next week|the week after this|semana que vem|proxima semana)\b/;

/**
 * The day a bottleneck question about a named week starts: the Monday of "next week" (plant date);
 * "this week" is the current period, the server's default, so it names none.
 */
export function namedWeekStart(folded: string, now: Date, offsetMinutes: number): string | undefined {
  if (!NEXT_WEEK.test(folded)) return undefined;
  const weekday = localWeekday(now, offsetMinutes);
  const daysToMonday = (8 - weekday) % 7 || 7;
  return localIsoDate(addMinutes(now, daysToMonday * 1440), offsetMinutes);
}
