/**
 * A plan's changes as PP01's changes panel and the assistant's replies list them: each change's
 * line, its cause (forced, knock-on, improvement, issue 9) and spans of time. ICU messages, en-US
 * and pt-BR with the same keys; names and formatted moments arrive as values.
 */
export const changesEnUS = {
  'cause.group':
    '{group, select, forced {Forced} knock_on {Knock-on} improvement {Improvements} other {Other changes}}',
  'cause.stat.forced': 'Forced moves',
  'cause.stat.knockOn': 'Knock-on moves',
  'cause.stat.improvement': 'Improvement moves',
  'cause.forced.downtime': 'on {workCenter} during its downtime',
  'cause.forced.downtimeWindow': 'on {workCenter} during its downtime {window}',
  'cause.forced.calendar': "outside {workCenter}'s working time",
  'cause.forced.material': 'waits for material',
  'cause.forced.materialUntil': 'waits for material until {until}',
  'cause.forced.notEligible': '{workCenter} can no longer run it',
  'cause.forced.startPassed': 'its planned start has passed',
  'cause.forced.interrupted': 'interrupted on {workCenter}',
  'cause.forced.newOperation': 'new in the plan',
  'cause.forced.requested': 'moved at your request from {workCenter}',
  'cause.forced.unknown': 'its planned slot is gone',
  'cause.knockOn': 'pushed by {pusher}',
  'cause.knockOnRoot': 'pushed by {pusher} (after {root})',
  'cause.knockOnUnknown': 'pushed by an earlier move',
  'cause.improvement.onTime': 'brings order {order} on time',
  'cause.improvement.lessLate': 'makes order {order} less late',
  'cause.improvement.lateOrders': '−{count, number} late {count, plural, one {order} other {orders}}',
  'cause.improvement.tardiness': '−{hours, number, ::.#} h',
  'cause.improvement.costs':
    'costs {moves, number} {moves, plural, one {move} other {moves}}{machineChanges, plural, =0 {} one { (# machine change)} other { (# machine changes)}}',
  'cause.improvement.step': 'step {step}: {parts}',
  'cause.improvement.unknown': 'improvement step {step}',
  'change.subject': 'Order {order}, operation {operation}',
  'change.subjectMaterial': 'Order {order} ({material}), operation {operation}',
  'change.machine': 'machine {from} → {to}',
  'change.shift': '{direction, select, advanced {advanced by {amount}} other {delayed by {amount}}}',
  'change.newOn': 'new on {workCenter}',
  'change.removedFrom': 'removed from {workCenter}',
  'change.type':
    '{type, select, machine_change {machine change} time_change {time change} new_operation {new operation} other {removed}}',
  'duration.minutes': '{minutes, number, ::.#} min',
  'duration.hours': '{hours, number, ::.#} h',
  'duration.days': '{days, number, ::.#} days',
} as const;

export const changesPtBR: Readonly<Record<keyof typeof changesEnUS, string>> = {
  'cause.group':
    '{group, select, forced {Forçadas} knock_on {Em cadeia} improvement {Melhorias} other {Outras mudanças}}',
  'cause.stat.forced': 'Movimentos forçados',
  'cause.stat.knockOn': 'Movimentos em cadeia',
  'cause.stat.improvement': 'Movimentos de melhoria',
  'cause.forced.downtime': 'em {workCenter} durante a parada',
  'cause.forced.downtimeWindow': 'em {workCenter} durante a parada {window}',
  'cause.forced.calendar': 'fora do horário de {workCenter}',
  'cause.forced.material': 'espera material',
  'cause.forced.materialUntil': 'espera material até {until}',
  'cause.forced.notEligible': '{workCenter} não pode mais executá-la',
  'cause.forced.startPassed': 'o início planejado já passou',
  'cause.forced.interrupted': 'interrompida em {workCenter}',
  'cause.forced.newOperation': 'nova no plano',
  'cause.forced.requested': 'movida a seu pedido da {workCenter}',
  'cause.forced.unknown': 'o horário planejado não existe mais',
  'cause.knockOn': 'empurrada por {pusher}',
  'cause.knockOnRoot': 'empurrada por {pusher} (depois de {root})',
  'cause.knockOnUnknown': 'empurrada por uma mudança anterior',
  'cause.improvement.onTime': 'deixa a ordem {order} no prazo',
  'cause.improvement.lessLate': 'reduz o atraso da ordem {order}',
  'cause.improvement.lateOrders':
    '−{count, number} {count, plural, one {ordem atrasada} other {ordens atrasadas}}',
  'cause.improvement.tardiness': '−{hours, number, ::.#} h',
  'cause.improvement.costs':
    'custa {moves, number} {moves, plural, one {movimento} other {movimentos}}{machineChanges, plural, =0 {} one { (# troca de máquina)} other { (# trocas de máquina)}}',
  'cause.improvement.step': 'passo {step}: {parts}',
  'cause.improvement.unknown': 'passo de melhoria {step}',
  'change.subject': 'Ordem {order}, operação {operation}',
  'change.subjectMaterial': 'Ordem {order} ({material}), operação {operation}',
  'change.machine': 'máquina {from} → {to}',
  'change.shift': '{direction, select, advanced {adiantada em {amount}} other {atrasada em {amount}}}',
  'change.newOn': 'nova em {workCenter}',
  'change.removedFrom': 'removida de {workCenter}',
  'change.type':
    '{type, select, machine_change {troca de máquina} time_change {mudança de horário} new_operation {operação nova} other {removida}}',
  'duration.minutes': '{minutes, number, ::.#} min',
  'duration.hours': '{hours, number, ::.#} h',
  'duration.days': '{days, number, ::.#} dias',
};
