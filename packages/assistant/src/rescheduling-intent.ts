const MACHINE =
  /\b(machine|press|mixer|banbury|mill|extruder|calender|autoclave|line|equipment|m[aá]quina|prensa|misturador|extrusora|autoclave)\b|\b[A-Z]{3}-?\d{2}\b/i;
const FAILURE =
  /\b(broke|broken|breaks|breakdown|broken down|failure|failed|fails|quebrou|quebrada|quebra|pane|falha|falhou)\b/i;
const DISRUPTION =
  /\b(material delay|delayed material|rush order|reschedul\w*|atraso de material|material atrasado|pedido urgente|reprogram\w*)\b/i;

/**
 * Whether a planner's message asks to repair the current plan (assistant-and-gantt §4): a machine
 * together with broke / breakdown / failure, or a material delay, a rush order or a reschedule.
 * Such messages are sent with the stored schedule baseline, so the answer can show what changed.
 */
export function isReschedulingIntent(message: string): boolean {
  return (MACHINE.test(message) && FAILURE.test(message)) || DISRUPTION.test(message);
}
