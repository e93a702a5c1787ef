import type { PlanQuestionsKey } from './plan-questions.en-US.ts';

/** The pt-BR words of plan-questions.en-US.ts, spread into pt-BR.ts. */
export const ptBRPlanQuestions: Record<PlanQuestionsKey, string> = {
  'tool.material_waiting.description':
    'Ordens abertas não iniciadas que precisam de um material, também por fantasmas',
  'tool.material_waiting.reasoning': 'Pergunta quais ordens esperam {subject}.',
  'tool.material_holds.description':
    'Ordens ainda não liberadas cujos componentes comprados não estão todos disponíveis, como o plano as libera',
  'tool.material_holds.reasoning': 'Perguntou quais ordens esperam material.',
  'holds.none':
    'Nenhuma ordem espera material: os componentes de todas as ordens ainda não liberadas estão em estoque.',
  'holds.header':
    '{count, plural, =0 {Nenhuma ordem espera} one {# ordem espera} other {# ordens esperam}} material, a de entrega mais cedo primeiro (o plano não começa nenhuma antes de o material chegar):',
  'holds.line':
    '- **{order}** {product} × {quantity, number}: espera {item} até {until} ({source, select, purchase {uma nova compra, após o prazo de entrega} other {{reference}}})',
  'holds.more': '… e mais {count, number}.',
  'tool.free_slots.description':
    'Trechos sem trabalho planejado e sem parada em um centro de trabalho, com as horas de turno',
  'tool.free_slots.reasoning': 'Perguntou quando {subject} fica livre.',
  'tool.idle_machines.description':
    'Centros de trabalho sem nada em execução agora, e quando começa o próximo trabalho',
  'tool.idle_machines.reasoning': 'Perguntou quais máquinas estão ociosas.',
  'free.header':
    '**{workCenter}** está livre no plano liberado (próximos {days} dias, sem trabalho e sem parada):',
  'free.window':
    '- de {from} {bounded, select, yes {até {to}} other {em diante: nada planejado nos {days} dias}} · {hours, number, ::.#} h de turno',
  'free.none':
    '**{workCenter}** não tem trecho livre de uma hora ou mais de turno nos próximos {days} dias do plano liberado.',
  'idle.header':
    '{count, plural, =0 {Nenhuma de {total} máquinas está} one {# de {total} máquinas está} other {# de {total} máquinas estão}} sem nada em execução agora, a mais livre primeiro:',
  'idle.line':
    '- **{workCenter}** {next, select, yes {livre até {at} ({order})} other {nada planejado adiante}}{onShift, select, yes {} other {, fora de turno agora}}{notStarted, select, yes { — o plano tem {late} nela agora, não iniciada} other {}}',
  'idle.none': 'Todas as máquinas estão operando ou paradas agora.',
  'tool.orders_in_window.description':
    'Ordens abertas que o plano liberado termina, ou que vencem, nos dias perguntados',
  'tool.orders_in_window.reasoning': 'Perguntou quais ordens terminam ou vencem em um período.',
  'window.header':
    '{count, plural, =0 {Nenhuma ordem termina} one {# ordem termina} other {# ordens terminam}} ou {count, plural, =0 {vence} one {vence} other {vencem}} {single, select, yes {em {from}} other {de {from} a {to}}} no plano liberado{late, plural, =0 {, nenhuma atrasada} one {, # atrasada} other {, # atrasadas}}:',
  'window.line':
    '- **{order}** {material} × {quantity, number}: {hasDue, select, yes {vence {due}} other {sem data de entrega}}, {hasFinish, select, yes {termina {finish}} other {nada planejado para terminá-la}}{late, select, yes { — **atrasada**} other {}}',
  'window.none':
    'Nenhuma ordem aberta termina ou vence {single, select, yes {em {from}} other {de {from} a {to}}} no plano liberado.',
  'window.more': '… e mais {count, number}.',
  'tool.last_change.description': 'A última alteração aplicada ao plano e o que ela moveu',
  'tool.last_change.reasoning': 'Perguntou o que mudou no plano.',
  'lastChange.none':
    'Nenhuma alteração foi aplicada ao seu plano ainda: propostas não mudam nada até você aplicá-las.',
  'lastChange.text':
    'A última alteração é “{command}”, aplicada em {when} por {user}. {count, plural, =0 {Ela não moveu nenhuma operação.} one {Ela moveu # operação, da ordem {orders}.} other {Ela moveu # operações, {orderCount, plural, =0 {de nenhuma ordem} one {da ordem} other {de # ordens}}: {orders}.}} Diga “desfaz isso” para voltar atrás.',
  'tool.day_plan.description': 'As operações do plano atual em um dia, por centro de trabalho (só leitura)',
  'tool.day_plan.reasoning': 'Pediu para ver o plano de um dia.',
  'dayPlan.header':
    '{count, plural, =0 {Nenhuma operação} one {# operação} other {# operações}} no plano atual em {day}{hasSubject, select, yes { em {subject}} other {, em {workCenters, plural, =0 {nenhum centro de trabalho} one {# centro de trabalho} other {# centros de trabalho}}}}:',
  'dayPlan.line':
    '- **{workCenter}** ({count, number}): {operations}{more, plural, =0 {} one { … e mais #} other { … e mais #}}',
  'dayPlan.none':
    'O plano atual não tem operação em {day}{hasSubject, select, yes { em {subject}} other {}}.',
  'tool.utilization.description':
    'Carga sobre capacidade de cada centro de trabalho de um tipo e do grupo nesta semana, como o planejamento de capacidade mostra',
  'tool.utilization.reasoning': 'Perguntou a utilização dos centros de trabalho do tipo {subject}.',
  'utilization.header':
    'Utilização do grupo {type} na semana de {week} (plano liberado): {percent, number, ::percent} em {count, plural, =0 {nenhum centro de trabalho} one {# centro de trabalho} other {# centros de trabalho}} ({load, number, ::.0} h de {capacity, number, ::.0} h):',
  'utilization.line':
    '- **{workCenter}**: {percent, number, ::percent} ({load, number, ::.0} h de {capacity, number, ::.0} h)',
  'utilization.none': 'A planta não tem centro de trabalho do tipo {type}.',
  'waiting.none': 'Nenhuma ordem aberta e não iniciada precisa de {material}.',
  'waiting.header':
    '{count, plural, =0 {Nenhuma ordem precisa} one {# ordem precisa} other {# ordens precisam}} de {material} (direto ou por um fantasma) e {count, plural, one {não começou} other {não começaram}}:',
  'waiting.line': '- **{order}** {product} × {quantity, number}: início previsto {at}',
};
