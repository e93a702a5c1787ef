/**
 * The en-US words of the assistant's questions about the released plan's time and material, spread
 * into en-US.ts: the orders waiting for a material or for material at all, a machine's free
 * stretches, the idle machines, the orders finishing or due in some days, the latest change, and
 * the plan of a day.
 */
export const enUSPlanQuestions = {
  'tool.material_waiting.description': 'Open orders not started that need a material, through phantoms too',
  'tool.material_waiting.reasoning': 'Asked which orders wait for {subject}.',
  'tool.material_holds.description':
    'Orders not yet released whose purchased components are not all there, as the plan releases them',
  'tool.material_holds.reasoning': 'Asked which orders wait for material.',
  'holds.none': 'No order waits for material: the components of every order not yet released are in stock.',
  'holds.header':
    '{count, plural, one {# order waits} other {# orders wait}} for material, earliest due first (the plan starts none of them before its material is there):',
  'holds.line':
    '- **{order}** {product} × {quantity, number}: waits for {item} until {until} ({source, select, purchase {a new purchase, after its lead time} other {{reference}}})',
  'holds.more': '… and {count, number} more.',
  'tool.free_slots.description':
    'Stretches with no planned work and no downtime on one work center, with their shift hours',
  'tool.free_slots.reasoning': 'Asked when {subject} is free.',
  'tool.idle_machines.description': 'Work centers with nothing running now, and when their next work starts',
  'tool.idle_machines.reasoning': 'Asked which machines are idle.',
  'free.header': '**{workCenter}** is free in the released plan (next {days} days, no work and no downtime):',
  'free.window':
    '- from {from} {bounded, select, yes {to {to}} other {on: nothing planned in the {days} days}} · {hours, number, ::.#} h of shift time',
  'free.none':
    '**{workCenter}** has no free stretch of an hour or more of shift time in the next {days} days of the released plan.',
  'idle.header':
    '{count, plural, one {# of {total} machines has} other {# of {total} machines have}} nothing running now, the longest free first:',
  'idle.line':
    '- **{workCenter}** {next, select, yes {free until {at} ({order})} other {nothing planned ahead}}{onShift, select, yes {} other {, off shift now}}{notStarted, select, yes { — the plan has {late} on it now, not started} other {}}',
  'idle.none': 'Every machine is running or down now.',
  'tool.orders_in_window.description':
    'Open orders the released plan finishes, or that fall due, in the days asked',
  'tool.orders_in_window.reasoning': 'Asked which orders finish or fall due in a period.',
  'window.header':
    '{count, plural, one {# order finishes} other {# orders finish}} or {count, plural, one {falls} other {fall}} due {single, select, yes {on {from}} other {from {from} to {to}}} in the released plan{late, plural, =0 {, none late} other {, # late}}:',
  'window.line':
    '- **{order}** {material} × {quantity, number}: {hasDue, select, yes {due {due}} other {no due date}}, {hasFinish, select, yes {finishes {finish}} other {nothing planned to finish it}}{late, select, yes { — **late**} other {}}',
  'window.none':
    'No open order finishes or falls due {single, select, yes {on {from}} other {from {from} to {to}}} in the released plan.',
  'window.more': '… and {count, number} more.',
  'tool.last_change.description': 'The latest change applied to the plan and what it moved',
  'tool.last_change.reasoning': 'Asked what changed in the plan.',
  'lastChange.none':
    'No change has been applied to your plan yet: proposals change nothing until you apply them.',
  'lastChange.text':
    'The latest change is “{command}”, applied {when} by {user}. {count, plural, =0 {It moved no operation.} one {It moved # operation, of order {orders}.} other {It moved # operations, of {orderCount, plural, one {order} other {# orders}}: {orders}.}} Say “undo that” to take it back.',
  'tool.day_plan.description': "The current plan's operations on one day, per work center (read-only)",
  'tool.day_plan.reasoning': 'Asked to see the plan of a day.',
  'dayPlan.header':
    '{count, plural, one {# operation} other {# operations}} in the current plan on {day}{hasSubject, select, yes { on {subject}} other {, on {workCenters, plural, one {# work center} other {# work centers}}}}:',
  'dayPlan.line':
    '- **{workCenter}** ({count, number}): {operations}{more, plural, =0 {} one { … and # more} other { … and # more}}',
  'dayPlan.none':
    'The current plan has no operation on {day}{hasSubject, select, yes { on {subject}} other {}}.',
  'tool.utilization.description':
    'Load over capacity of each work center of a kind and of the group this week, as capacity planning shows it',
  'tool.utilization.reasoning': 'Asked for the utilization of the {subject} work centers.',
  'utilization.header':
    '{type} utilization in the week of {week} (released plan): {percent, number, ::percent} over {count, plural, one {# work center} other {# work centers}} ({load, number, ::.0} h of {capacity, number, ::.0} h):',
  'utilization.line':
    '- **{workCenter}**: {percent, number, ::percent} ({load, number, ::.0} h of {capacity, number, ::.0} h)',
  'utilization.none': 'The plant has no {type} work center.',
  'waiting.none': 'No open order that has not started needs {material}.',
  'waiting.header':
    '{count, plural, one {# order needs} other {# orders need}} {material} (directly or through a phantom) and {count, plural, one {has} other {have}} not started:',
  'waiting.line': '- **{order}** {product} × {quantity, number}: planned to start {at}',
};

/** A message of the plan questions. */
export type PlanQuestionsKey = keyof typeof enUSPlanQuestions;
