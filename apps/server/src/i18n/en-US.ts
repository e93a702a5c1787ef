import { enUSBomChat } from './bom-chat.en-US.ts';
import { enUSConfirmChat } from './confirm-chat.en-US.ts';
import { enUSMrpWording } from './mrp-wording.en-US.ts';
import { enUSOrderMove } from './order-move.en-US.ts';
import { enUSOrderRelease } from './order-release.en-US.ts';
import { enUSPlanQuestions } from './plan-questions.en-US.ts';
import { enUSPlantWords } from './plant-words.en-US.ts';
import { enUSPromise } from './promise.en-US.ts';
import { enUSStockAndFinance } from './stock-and-finance.en-US.ts';

/**
 * The English (en-US) catalog of the assistant's and the schedule's replies, in ICU MessageFormat:
 * `{n, plural, one {…} other {…}}` for counts, `{x, number}` for figures in the locale's form, `select`
 * for codes. Dates arrive formatted (see dates.ts). pt-BR.ts has the same keys with the same values.
 *
 * Where a fact's English sentence is written outside the catalogs (a broken rule, by the engine; an MRP
 * action message, as the MRP API words it in services/bom/mrp-wording.ts), the English message is that
 * `{message}` and the Portuguese one words the fact from its codes.
 */
export const enUS = {
  ...enUSPromise,
  ...enUSMrpWording,
  ...enUSBomChat,
  ...enUSPlantWords,
  ...enUSPlanQuestions,
  ...enUSOrderRelease,
  ...enUSOrderMove,
  ...enUSConfirmChat,
  ...enUSStockAndFinance,
  'list.more': ', and {count, number} more',
  'duration.days': '{days, number, ::.0} days',
  'duration.hours': '{hours, number, ::.0} h',
  'duration.minutes': '{minutes, number} min',
  'action.apply': 'Apply',
  'action.transferToSystem': 'Transfer to System',
  'action.discard': 'Discard',
  'action.undo': 'Undo',

  'schedule.header':
    '**Schedule**: {orders, plural, one {# open order} other {# open orders}}, {operations, plural, one {# operation} other {# operations}} on {workCenters, plural, one {# work center} other {# work centers}}, from {from} {zone}.',
  'schedule.allOnTime': 'Every order finishes by its due date.',
  'schedule.lateItem': '{order} ({material}) {duration} late',
  'schedule.late': '{count, plural, one {# order is} other {# orders are}} late: {list}{more}.',
  'schedule.waitItem': '{order} waits for {item} ({source}) until {until}',
  'schedule.newPurchase': 'a new purchase',
  'schedule.waiting':
    '{count, plural, one {# order waits} other {# orders wait}} for material: {list}{more}.',
  'schedule.unplanned':
    '{count, plural, one {# open order has} other {# open orders have}} no operations and could not be planned: {list}.',
  'schedule.noCalendar': 'No calendar is known for {workCenters}: planned as available around the clock.',
  'schedule.setups':
    '{count, plural, one {# setup} other {# setups}} ({hours, number, ::.0} h); overall utilization {utilization, number, ::percent}.',
  'schedule.against':
    'Against {baseline, select, client {your previous schedule} other {the released plan}}: {changes}',
  'schedule.warning':
    '⚠️ {code, select, MACHINE_CHANGE_LIMIT_EXCEEDED {{count, plural, one {# operation changes} other {# operations change}} work center; the limit is {limit, number}} START_SHIFT_LIMIT_EXCEEDED {{count, plural, one {# operation moves} other {# operations move}} more than {limit, number} minutes} other {{message}}}',
  'schedule.breaksRules':
    '⛔ This plan breaks {count, plural, one {# hard rule} other {# hard rules}}: {list}{more}. It cannot be applied.',
  'schedule.search':
    'Search {algorithm}: {work, number}{hasBudget, select, yes { of {budget, number}} other {}} units of work, stopped by {stoppedBy, select, work_budget {work budget} stagnation {stagnation} optimal {optimal} time_cap {time cap} stop_request {stop request} complete {complete} other {{stoppedBy}}} ({seconds, number, ::.0} s). The same request gives the same plan.',
  'schedule.interrupted':
    '{count, plural, one {# running operation interrupted and planned again} other {# running operations interrupted and planned again}}: {operations}.',
  'schedule.rushNoRouting': 'Rush order {order} could not be planned: its material has no routing.',
  'schedule.rushEarly': 'It can be ready {when}, {duration} before the wanted date.',
  'schedule.rushLate': 'It can be ready {when} at the earliest: {duration} after the wanted date.',

  'disruption.breakdown':
    '{workCenter} is down from {from} {hasEnd, select, yes {until {until}} other {until further notice}} {zone}.',
  'disruption.restoreNone':
    '{workCenter} has no downtime in force at {at} {zone}: the plan already counts it as available.',
  'disruption.restore':
    '{workCenter} is back in service at {at} {zone}: the downtime planned until {until} ends there.',
  'disruption.addShift':
    '{workCenter} also works from {from} to {until} {zone} (extra shift): late work may use it.',
  'disruption.addShifts':
    '{workCenter} also works {count, plural, one {# extra window} other {# extra windows}} {zone}: {windows}. Late work may use them.',
  'extraTime.nothing':
    '{workCenter} already works {shift, select, early {its early shift} late {its late shift} night {its night shift} after_hours {around the clock} other {every shift}} then: there is no time to add. Say the hours if you mean others.',
  'disruption.orderChangeDue':
    'If order {order} were due {due} {zone}: the plan as it would be, nothing applied.',
  'disruption.orderChangePriority':
    'If order {order} had priority {priority}: the plan as it would be, nothing applied.',
  'disruption.orderKeepsPriority':
    'Order {order} already has priority {priority}, so it would keep it: the plan below is the plan as it is, nothing applied.',
  'disruption.materialDelay':
    '{material} arrives {at} {zone}: {orders, plural, one {# open order making or using it waits} other {# open orders making or using it wait}} for it.',
  'disruption.rushOrder':
    'Rush order {order}: {quantity, number} × {material}, wanted by {due} {zone}, planned with urgent priority.',

  'repair.counts':
    'Repair ({stability, select, frozen {frozen} balanced {balanced} free {free} other {{stability}}}): {forced, plural, one {# operation} other {# operations}} forced to move, {knockOn, number} pushed by {forced, plural, one {it} other {them}}, {improved, plural, one {# improvement that paid its price} other {# improvements that paid their price}}; {kept, number} kept as planned.',
  'repair.staleReason':
    '{count, number} {reason, select, material {wait for material that arrives after their planned start} start_passed {missed their planned start} calendar {were planned outside working time} downtime {were planned into recorded downtime} not_eligible {were on a machine that can no longer run them} other {for another reason}}',
  'repair.stalePlan':
    'Of these, {forced, plural, one {# forced move} other {# forced moves}} and {pushed, number} pushed ones do not come from this command: the released plan was already out of date ({reasons}). Rescheduling the plan clears them.',
  'repair.forcedItem':
    "{operation} ({reason, select, downtime {on {workCenter} during its downtime{window}} calendar {outside {workCenter}'s working time} material {waits for material until {from}} not_eligible {{workCenter} can no longer run it} start_passed {its planned start has passed} interrupted {interrupted on {workCenter}} new_operation {new in the plan} requested {moved at your request from {workCenter}} other {{reason}}})",
  'repair.forcedList': 'Forced: {list}{more}.',
  'repair.fellBackToFree': 'The previous plan cannot be followed',
  'repair.improvement':
    'improvement {step}: order {order}, {lateGained, plural, =0 {} other {−# late, }}−{hours, number, ::.0} h of lateness for {moved, plural, one {# moved operation} other {# moved operations}}',

  'changes.none': 'No changes to the schedule.',
  'changes.summary': '{count, plural, one {# operation changed} other {# operations changed}}: {parts}.',
  'changes.machine': '{count, plural, one {# machine change} other {# machine changes}}',
  'changes.delayed': '{count, plural, one {# operation delayed} other {# operations delayed}}',
  'changes.advanced': '{count, plural, one {# operation advanced} other {# operations advanced}}',
  'changes.new': '{count, plural, one {# new operation} other {# new operations}}',
  'changes.removed': '{count, plural, one {# operation removed} other {# operations removed}}',

  'violation.rule': '{message}',
  'violation.noWorkingTime':
    'none of the work centers that can run it ({workCenters}) is working and free by {latest}; the earliest is {earliest}',
  'violation.busy': '{workCenter} is busy with {busyWith} until {until}',

  'stock.status': '{status, select, adequate {adequate} low {low} critical {critical} other {{status}}}',
  'production.status':
    '📊 **Production status**: {open, plural, one {# open order} other {# open orders}}, {late, number} late; {overloaded, plural, one {# work center} other {# work centers}} over capacity in the next {weeks, plural, one {week} other {# weeks}}.',
  'production.counts':
    'In process: {inProcess, number} · Released: {released, number} · Created: {created, number} · Completed: {completed, number} · Closed: {closed, number}',
  'production.running': '- {order} {material} on {workCenter}: {completion, number}%',

  'action.acceptPromise': 'Accept & Schedule',
  'tool.promise_check.description':
    'Check a delivery promise on the live plan: the date, the margin and the orders it pushes',
  'tool.promise_check.reasoning': 'Asked whether an order can be promised by a date.',
  'notYet.balance': 'Line-balancing analysis is not built yet; it comes with the Line Balancing screen.',
  'notYet.report': 'Reports are not built yet. Ask for production status or inventory meanwhile.',
  'notYet.transfer': 'Stock transfers are not built yet, in the assistant or on a screen.',
  'notYet.other': 'That is not something I can do yet.',

  'help.intro': 'I plan and repair the schedule and answer stock and status questions. Try:',
  'help.examples':
    '- "Create an optimal schedule for today"\n- "PRS-03 is down from 8am for 4 hours"\n- "EPDM delivery delayed 3 days"\n- "Rush order: 500 STD-101 by Friday"\n- "How much RM-778 do we have?" · "What is low on stock?" · "Production status"',
  'help.scheduleLabel': 'Create schedule',
  'help.schedulePrompt': 'Create an optimal schedule for today',
  'help.statusLabel': 'Production status',
  'help.statusPrompt': 'Production status',
  'help.stockLabel': 'Check inventory',
  'help.stockPrompt': 'What is low on stock?',

  'mrp.header':
    '📊 **MRP, next 30 days**: {planned, plural, one {# planned order} other {# planned orders}} for {items, plural, one {# item} other {# items}}; {messages, plural, one {# action message} other {# action messages}}, {urgent, plural, =0 {none urgent.} other {the most urgent:}}',
  'mrp.action': '- **{type}** {item}: {message}',

  'bom.whichProduct': 'Which product? Name its material id, e.g. "BOM of PRODUCT-001".',
  'bom.summary':
    '**{product}**: {components, plural, one {# component} other {# components}} over {levels, plural, one {# level} other {# levels}}, material cost {cost, number, ::currency/USD precision-currency-standard}. Critical path: {path} ({days, plural, one {# day} other {# days}}).',
  'bom.component': '- {item} {name}: {quantity, number, ::.####} per {per, number, ::.####}',
  'bom.none': '{product} has no bill of materials.',
  'bomRule.productIdRequired': 'Product ID is required',
  'bomRule.productNameRequired': 'Product name is required',
  'bomRule.componentsRequired': 'At least one component is required',
  'bomRule.componentItemRequired': 'Component {component}: Item ID is required',
  'bomRule.componentQuantityNotPositive': 'Component {component}: Quantity must be positive',
  'bomRule.componentScrapOutOfRange': 'Component {component}: Scrap % must be between 0 and 100',
  'bomRule.selfReference': 'Circular reference detected: Component cannot be the same as parent product',
  'bomRule.cycle': 'Circular reference detected: {cycle}',
  'bomRule.quantityNotPositive': 'quantity must be a number above 0',
  'bomRule.maxLevelBelowOne': 'max_level must be an integer of at least 1',
  'bomRule.unknownItem': 'Line {line}: item {item} is not in the item master',

  'order.notFound': 'Order {order} does not exist.',
  'order.priorityName':
    '{priority, select, Urgent {Urgent} High {High} Normal {Normal} Low {Low} other {{priority}}}',
  'order.priorityChange': 'priority {from} → {to}',
  'order.quantityChange': 'quantity {from, number} → {to, number}',
  'order.quantityBelowOne':
    'Order {order} makes {quantity, number}: taking off {by, number} leaves nothing. To take it out of the plan, cancel it.',
  'order.correctedFrom': 'counted from {date}, the date before “{command}”, which this replaces',
  'order.dueChange': 'due {from} → {to}',
  'order.unchanged': 'Order {order} already is as asked.',
  'order.priorityKept':
    'Order {order} already has priority {priority}, {change, select, raise {at or above} other {at or below}} {wanted}: its priority stays.',
  'order.proposal':
    '**Proposal** for order {order} ({material}): {changes}. Nothing changes until you apply it.',
  'order.whichMaterial': 'Which material, and how many?',
  'order.newProposal':
    '**Proposal**: new order {order} for {quantity, number} × {material}, due {due}. Nothing is created until you apply it.',

  'undo.none': 'There is no applied change to undo in your plan.',
  'undo.operations':
    '{count, plural, one {# operation goes back to where it was} other {# operations go back to where they were}}',
  'undo.orderRemoved': 'order {orders} is removed',
  'undo.orderRestored': 'order {orders} gets its previous values back',
  'undo.downtimeRemoved': 'the downtime {downtimes} is removed',
  'undo.downtimeRestored': 'the downtime {downtimes} is as it was before',
  'undo.planBack': 'the plan goes back to what it was',
  'undo.you': 'you',
  'undo.latest':
    'The latest change is “{command}”, applied {when} by {user}. Undoing it: {effects}. Press Undo to do it.',

  'tool.inventory_query.description': 'Stock from the inventory by location',
  'tool.inventory_query.reasoning':
    'Asked for {kind, select, low_stock {low stock} stock {stock} location {location} value {value} other {{kind}}}.',
  'tool.production_status.description': 'Orders by status from the dataset',
  'tool.production_status.reasoning': 'Asked how production stands.',
  'tool.not_available.description': 'Capability not built yet',
  'tool.not_available.reasoning': 'Recognised {intent}.',
  'tool.help.description': 'What the assistant can do',
  'tool.help.reasoning': 'No planning command recognised.',
  'tool.mrp_run.description': 'MRP over the next 30 days for the open sales orders',
  'tool.mrp_run.reasoning': 'Asked to run MRP.',
  'tool.bom_explode.description': 'Multi-level BOM explosion',
  'tool.bom_explode.reasoning': 'Asked about a bill of materials.',
  'tool.change_order.description': 'Propose a change to a production order',
  'tool.change_order.reasoning': 'Asked to change an order.',
  'tool.transfer_stock.description': 'Propose a stock transfer between two locations',
  'tool.transfer_stock.reasoning': 'Asked to move stock.',
  'tool.create_order.description': 'Propose a new production order',
  'tool.create_order.reasoning': 'Asked to create an order.',
  'tool.undo_change.description': 'Undo the latest change applied to the plan',
  'tool.undo_change.reasoning':
    'The command asks to take back the last change; only the latest change in force can be undone.',
  'late.none': 'No order is late in the released plan.',
  'late.header':
    '**{count, plural, one {# late order} other {# late orders}}** in the released plan, worst first:',
  'late.item':
    '- **{order}** {material} × {quantity, number}: due {due}, {finish} — {days, number, ::.0} days late',
  'late.plannedFinish': 'planned to finish {at}',
  'late.noFinish': 'nothing planned to finish it',
  'late.more': '… and {count, number} more.',
  'proposedOrder.line':
    '**{order}** {material} × {quantity, number} is only proposed, not in the released plan yet: the proposal finishes it {at} ({early, select, yes {{days, number, ::.0} days before its due date} no {{days, number, ::.0} days late} other {no due date}}). Nothing is booked until you apply it.',
  'orderStatus.notFound': 'There is no open production order {order} in your plan.',
  'orderStatus.line':
    '**{order}** {material} × {quantity, number} ({status, select, Created {created} Released {released} other {in process}}, {percent, number} % done{customer}): {done, number} of {total, plural, one {# operation} other {# operations}} done; {where}; {finish}.{late}',
  'orderStatus.running': 'running on {workCenter} until {at}',
  'orderStatus.next': 'next on {workCenter} at {at}',
  'orderStatus.notStarted':
    'planned on {workCenter} from {at} but not started: the released plan is out of date, and rescheduling moves it',
  'orderStatus.nothingAhead': 'no operation planned ahead',
  'orderStatus.finishes':
    'finishes {at} ({early, select, yes {{days, number, ::.0} days before its due date} no {{days, number, ::.0} days late} other {no due date}})',
  'orderStatus.noFinish': 'no finish planned',
  'orderStatus.late': ' **Late.**',
  'orderStatus.waits': ' Where it waits: {waits}.',
  'orderStatus.waitBehind':
    '{inDays, select, yes {{days, number, ::.#} {days, plural, one {day} other {days}}} other {{hours, number, ::.#} h}} on {workCenter} behind {orders}{more, plural, =0 {} other { and # more}}',
  'orderStatus.waitIdle':
    '{inDays, select, yes {{days, number, ::.#} {days, plural, one {day} other {days}}} other {{hours, number, ::.#} h}} on {workCenter}, which runs no other order then (closed, down, or the order waits for material)',
  'machine.down': '**{workCenter}** is down until {at}.',
  'machine.up': '**{workCenter}** is up: no downtime in force now.',
  'machine.running': '**{workCenter}** is running order {order} until {at}.',
  'machine.idle': '**{workCenter}** has nothing running now.',
  'machine.notStarted':
    '**{workCenter}** has not started order {order}, which the released plan has running since {at}: the plan is out of date, and rescheduling moves it.',
  'machine.next': '- next: {order} {from}–{to}',
  'machine.nothingAhead': 'Nothing is planned on it ahead.',
  'customer.none': 'Customer {customer} has no open production order.',
  'customer.header':
    '**{customer}**: {count, plural, one {# open order} other {# open orders}}, {late, number} late.',
  'customer.item': '- **{order}** {material} × {quantity, number}: {finish}',
  'confirm.nothing': 'There is no open proposal to apply: ask for the change again and apply its plan.',
  'confirm.applied':
    'Applied “{command}”: its plan is now the released plan ({orders, plural, one {# order} other {# orders}}). The change is recorded and can be undone.',
  'confirm.discarded': 'Discarded “{command}”: nothing changed in the plan.',
  'confirm.nothingToDiscard': 'There is no open proposal: nothing changed.',
  'rush.fromStock': '{quantity, number} from unreserved stock now',
  'rush.fromOrder': '{quantity, number} from order {order}, ready {at}',
  'rush.noneCovers': 'No unreserved stock or order in process of {material} covers it: all of it is made.',
  'rush.covered': '{quantity, number} × {material} are covered without new production: {covered}.',
  'rush.partly': 'Already covered: {covered}. Only {shortfall, number} are made in the rush order.',
  'whatIf.note':
    '**What-if**: the plan below is computed and compared with the released plan; nothing is applied.',
  'clarify.fallback': 'Could you say that another way?',
  'restore.noDowntime':
    '{workCenter} has no downtime in force at {at}: the plan already counts it as available.',
  'tool.list_late_orders.description': 'The late orders of the released plan, with their tardiness',
  'tool.list_late_orders.reasoning':
    'Asked which orders are late: the released plan, by the late rule the dashboard uses.',
  'tool.order_status.description': 'Where one order stands in the released plan',
  'tool.order_status.reasoning': 'Asked about order {subject}.',
  'tool.machine_status.description': 'What one work center is doing in the released plan',
  'tool.machine_status.reasoning': 'Asked about {subject}.',
  'tool.customer_status.description': "A customer's open orders in the released plan",
  'tool.customer_status.reasoning': 'Asked about customer {subject}.',
  'tool.apply_proposal.description': 'Apply the proposal of the previous reply',
  'tool.apply_proposal.reasoning': 'The planner confirmed the last proposal.',
  'tool.discard_proposal.description': 'Set aside the proposal of the previous reply',
  'tool.discard_proposal.reasoning':
    'The planner declined the last proposal; a proposal changes nothing until applied.',
  'tool.plan_rush_order.description':
    'Net a rush order against stock and orders in process before planning production',
  'tool.plan_rush_order.reasoning':
    'Unreserved stock and make-to-stock orders ready in time cover the whole quantity.',
  'tool.restore_machine.description': 'End a downtime early and let late work use the time given back',
  'tool.restore_machine.reasoning':
    'The machine has no downtime in force then, so the plan already counts it as available.',
  'tool.clarify.description': 'Ask before acting',
  'tool.clarify.reasoning': 'Something the command needs is missing or ambiguous.',
  'receipts.none': 'Nothing is on order or in production for it.',
  'receipts.header': '{count, plural, one {# receipt} other {# receipts}} to come:',
  'receipts.line':
    '- {kind, select, purchase {purchase order} other {production order}} {id}: {quantity, number} {unit}, expected {expected}{overdue, plural, =0 {} one { — **overdue by # day**} other { — **overdue by # days**}}',
  'order.startChange': 'start {from} → {to}',
  'order.cancelProposal':
    '**Proposal**: cancel order {order} ({material} × {quantity, number}, {status, select, Created {created} Released {released} other {in process}}); it leaves the plan. Nothing changes until you apply it, and undo brings it back.',
  'order.notOpen': 'Order {order} is not open: there is nothing to cancel or split.',
  'order.splitProposal':
    '**Proposal**: split order {order} ({material} × {quantity, number}): {part, number} go to a new order {newOrder} with the same due date and customer, {rest, number} stay on {order}. Nothing changes until you apply it.',
  'order.splitHow':
    'How should order {order} ({quantity, number}) be split: how many go to the new order, or into how many parts?',
  'tool.cancel_order.description': 'Propose to cancel a production order',
  'tool.cancel_order.reasoning': 'Asked to cancel an order.',
  'tool.split_order.description': 'Propose to split a production order in two',
  'tool.split_order.reasoning': 'Asked to split an order.',
  'trace.localAnswered':
    '{reason, select, none {No language model is configured} other {The language model failed ({detail})}}: the local interpreter answered.',
  'whereUsed.none': 'No bill of materials uses {item}.',
  'whereUsed.header':
    '{item} is used in {count, plural, one {# product} other {# products}} (through phantom assemblies too):',
  'whereUsed.line':
    '- **{product}**{phantom, select, yes { (phantom assembly: built inside its parents)} other {}}{hasOrders, select, yes { — open orders: {orders}} other {}}',
  'overdue.none': 'No purchase order is past its expected date.',
  'overdue.header':
    '{count, plural, one {# purchase order is} other {# purchase orders are}} past the expected date:',
  'overdue.line':
    '- **{po}** {item} × {quantity, number} from {vendor}: expected {expected}, {days, plural, one {# day} other {# days}} late',
  'bottlenecks.none': 'Nothing is planned in the week of {week}.',
  'bottlenecks.header': 'Most loaded work centers in the week of {week} (released plan):',
  'machineLoad.line':
    '**{workCenter}** is planned at {percent, number, ::percent} of its hours in the week of {week} ({load, number, ::.0} h of {capacity, number, ::.0} h, released plan).',
  'machineLoad.none': 'Nothing is planned on **{workCenter}** in the week of {week}.',
  'bottlenecks.line':
    '- **{workCenter}**: {percent, number, ::percent} ({load, number, ::.0} h of {capacity, number, ::.0} h)',
  'affected.none': 'Nothing is planned on {workCenter} from {from} to {to}.',
  'affected.header':
    '{count, plural, one {# order is} other {# orders are}} hit by {workCenter} down from {from} to {to}:',
  'affected.line': '- **{order}**: {from} – {to}',
  'affected.moved':
    '- **{order}**/{operation}: {kind, select, forced {was on {workCenter} in the downtime, planned again} other {pushed by that move}}',
  'tool.where_used.description': 'Where a material is used, through phantom assemblies too',
  'tool.where_used.reasoning': 'Asked where {item} is used.',
  'tool.overdue_receipts.description': 'Purchase orders past their expected date',
  'tool.overdue_receipts.reasoning': 'Asked which receipts are late.',
  'tool.bottlenecks.description': 'Work centers by load over capacity in a week of the released plan',
  'tool.bottlenecks.reasoning': 'Asked for the bottlenecks.',
  'tool.line_balancing.description':
    'Line-balancing analysis of a line from the routings, the calendars and the released plan',
  'tool.line_balancing.reasoning': 'Asked to analyse the line ({focus}).',
  'tool.report.description': 'A report of the plant’s figures for a period, from the screens that show them',
  'tool.report.reasoning': 'Asked for a {period} report for {audience}.',
  'balance.bottleneck':
    '{line}: the bottleneck is {station} at {percent, number, ::.#}% of its hours ({kind, select, setup {changeovers eat its time} other {not enough hours for its work}}).',
  'balance.perUnit':
    '{inMinutes, select, yes {{minutes, number, ::.##} min} other {{seconds, number, ::.#} s}}',
  'balance.noBottleneck': '{line}: no station limits the line; line balance rate {rate, number, ::.#}%.',
  'balance.figures':
    '{hasTakt, select, yes {Takt time {takt} a unit} other {No demand in these days, so no takt time}}, longest station cycle {cycle} ({station}) · throughput {throughput, number, ::.#} units/day · line balance rate {rate, number, ::.#}% · the whole analysis is in the Line Balancing tab (PP02).',
  'tool.downtimes.description': 'Machines down on a day, from the downtimes the plan works around',
  'tool.downtimes.reasoning': 'Asked which machines are down.',
  'downtimes.none': 'No machine has a downtime on {day}.',
  'downtimes.header': '{count, plural, one {# machine is} other {# machines are}} down on {day}:',
  'downtimes.line':
    '- **{workCenter}**: {from} – {to} ({kind, select, breakdown {breakdown} other {maintenance}})',
  'tool.affected_orders.description': 'Orders with work planned on a machine over a window',
  'tool.affected_orders.reasoning': 'Asked which orders {subject} affects.',

  'capacity.rec.move':
    'Move order {order} (operation {operation}, {hours, number, ::.#} h) from {from} to {to} {period, select, day {on {date}} week {in the week of {date}} other {in the month of {date}}}: it takes {hoursThere, number, ::.#} h there, within its free capacity',
  'capacity.rec.overtime':
    '{hours, number, ::.#} h of overtime on {workCenter} {period, select, day {on {date}} week {in the week of {date}} other {in the month of {date}}} would clear its overload{moves, select, cleared {, or none after the moves above} partial {, or {after, number, ::.#} h after the moves above} other {}}',
  'line.rec.move':
    'Move {hours, number, ::.#} h of work a day ({minutes} a unit) from {from} to {to}: the line makes {units, number, ::.#} units a day, {percent, number, ::.#}% more',
  'line.rec.shift':
    'Add one more {hours, number, ::.#} h shift at {station}: the line makes {units, number, ::.#} units a day, {percent, number, ::.#}% more',
  'line.rec.setups':
    'Sequence {station} by setup family: changeovers take {minutes, number, ::.#} min, {percent, number, ::.#}% of its hours, over {days, plural, one {# day} other {# days}}',
  'line.rec.demand':
    'The line makes {units, number, ::.#} units a day against a demand of {demand, number, ::.#}: {station} needs {cycle} a unit, the takt time is {takt}',
  'line.rec.meetsDemand':
    'The line meets its demand: {station}, the slowest station, needs {cycle} a unit within a takt time of {takt}',
  'line.rec.paceVsLoad':
    '{slowest} sets the pace of the line with the longest cycle, {cycle} a unit; {loaded} is the bottleneck of the plan: it is planned at {percent, number, ::.#}% of its hours, {slowest} at {slowestPercent, number, ::.#}%',
  'line.rec.noDemand':
    'No open orders of this line are due in these days: there is no takt time to balance to',
  'line.rec.overloaded': '{station} is planned at {percent, number, ::.#}% of its hours over these days',
  'line.rec.machineOverloaded':
    "{machine} is planned at {percent, number, ::.#}% of its hours while {station} as a whole is at {stationPercent, number, ::.#}%: spread its work over the station's other machines",
  'line.bottleneck.shift':
    '{station} is planned at {percent, number, ::.#}% of its hours: one more {hours, number, ::.#} h shift on its machines brings it to {after, number, ::.#}%',
  'line.bottleneck.capacity':
    '{station} is planned at {percent, number, ::.#}% of its hours: move work to a station with free hours or add a shift',
};

/** A message of the catalogs: every locale has each one. */
export type MessageKey = keyof typeof enUS;
