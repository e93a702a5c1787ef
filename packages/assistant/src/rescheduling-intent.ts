import { CUES } from './intent-cues.ts';
import { readMachineEvent } from './polarity.ts';
import { foldText } from './text.ts';

const MACHINE =
  /\b(machine|press|mixer|banbury|mill|extruder|calender|autoclave|line|equipment|m[aá]quina|prensa|misturador|extrusora|autoclave)\b|\b[A-Z]{3}-?\d{2}\b/i;
const FAILURE =
  /\b(broke|broken|breaks|breakdown|broken down|failure|failed|fails|quebrou|quebrada|quebra|pane|falha|falhou)\b/i;
const DISRUPTION =
  /\b(material delay|delayed material|rush order|reschedul\w*|atraso de material|material atrasado|pedido urgente|reprogram\w*)\b/i;

/**
 * Whether a planner's message asks to repair the current plan (assistant-and-gantt §4): a machine
 * together with broke / breakdown / failure or back in service (its downtime ended, so work may
 * move back), or a material delay, a rush order or a reschedule. Undoing a change is not a repair,
 * whatever it names ("undo the rush order"), and neither is asking whether a machine is back. Such messages are sent with the stored schedule
 * baseline, so the answer can show what changed.
 */
export function isReschedulingIntent(message: string): boolean {
  const folded = foldText(message);
  const event = readMachineEvent(folded);
  if (CUES.undo.test(folded) || event.isQuestion) return false;
  const isMachineEvent = MACHINE.test(message) && (FAILURE.test(message) || event.verdict === 'up');
  return isMachineEvent || DISRUPTION.test(message);
}
