import { CUES } from './intent-cues.ts';
import type { Entities, StatusKind } from './interpretation.ts';
import { foldText } from './text.ts';

/** Subjects the command names too vaguely to resolve, which still say what the question is about. */
export interface VagueSubjects {
  /** A machine named by its kind only ("the banbury" in a plant with two). */
  machine?: boolean;
  /** A customer name that fits several customers. */
  customer?: boolean;
}

/**
 * What a status question asks about (issue 10, answers to the question asked). A named order comes
 * first ("a ordem 1019 vai atrasar?" is about that order), then lateness ("which orders are late",
 * "o que vai atrasar": the list, not a count), then a machine, a customer, else the plant. A machine
 * or customer named too vaguely to resolve still makes the question one about a machine or a
 * customer: the clarification picks which. `text` may be folded or not.
 */
export function statusKind(text: string, entities: Entities, vague: VagueSubjects = {}): StatusKind {
  if (entities.order_id) return 'order';
  if (CUES.late.test(foldText(text))) return 'late_orders';
  if (entities.work_center || vague.machine) return 'work_center';
  if (entities.customer || vague.customer) return 'customer';
  return 'plant';
}
