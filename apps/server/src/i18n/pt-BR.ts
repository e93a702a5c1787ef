import { ptBRBomChat } from './bom-chat.pt-BR.ts';
import { ptBRConfirmChat } from './confirm-chat.pt-BR.ts';
import type { MessageKey } from './en-US.ts';
import { ptBRMrpWording } from './mrp-wording.pt-BR.ts';
import { ptBROrderMove } from './order-move.pt-BR.ts';
import { ptBROrderRelease } from './order-release.pt-BR.ts';
import { ptBRPlanQuestions } from './plan-questions.pt-BR.ts';
import { ptBRPlantWords } from './plant-words.pt-BR.ts';
import { ptBRPromise } from './promise.pt-BR.ts';
import { ptBRStockAndFinance } from './stock-and-finance.pt-BR.ts';

/**
 * The Brazilian Portuguese (pt-BR) catalog: the keys of en-US.ts, each with the same values. Counts
 * that can be zero have an `=0` branch: pt-BR's plural rule puts 0 with 1 ("0 ordem"), which a
 * Brazilian planner does not write.
 */
export const ptBR: Record<MessageKey, string> = {
  ...ptBRPromise,
  ...ptBRMrpWording,
  ...ptBRBomChat,
  ...ptBRPlantWords,
  ...ptBRPlanQuestions,
  ...ptBROrderRelease,
  ...ptBROrderMove,
  ...ptBRConfirmChat,
  ...ptBRStockAndFinance,
  'list.more': ', e mais {count, number}',
  'duration.days': '{days, number, ::.0} dias',
  'duration.hours': '{hours, number, ::.0} h',
  'duration.minutes': '{minutes, number} min',
  'action.apply': 'Aplicar',
  'action.transferToSystem': 'Transferir para o Sistema',
  'action.discard': 'Descartar',
  'action.undo': 'Desfazer',

  'schedule.header':
    '**Programação**: {orders, plural, =0 {nenhuma ordem aberta} one {# ordem aberta} other {# ordens abertas}}, {operations, plural, =0 {nenhuma operação} one {# operação} other {# operações}} em {workCenters, plural, =0 {nenhum centro de trabalho} one {# centro de trabalho} other {# centros de trabalho}}, a partir de {from} {zone}.',
  'schedule.allOnTime': 'Todas as ordens terminam até a data de entrega.',
  'schedule.lateItem': '{order} ({material}) {duration} de atraso',
  'schedule.late':
    '{count, plural, =0 {Nenhuma ordem está atrasada} one {# ordem está atrasada} other {# ordens estão atrasadas}}: {list}{more}.',
  'schedule.waitItem': '{order} espera {item} ({source}) até {until}',
  'schedule.newPurchase': 'nova compra',
  'schedule.waiting':
    '{count, plural, =0 {Nenhuma ordem espera} one {# ordem espera} other {# ordens esperam}} por material: {list}{more}.',
  'schedule.unplanned':
    '{count, plural, =0 {Nenhuma ordem aberta ficou sem programar} one {# ordem aberta não tem operações e não pôde ser programada} other {# ordens abertas não têm operações e não puderam ser programadas}}: {list}.',
  'schedule.noCalendar': 'Sem calendário para {workCenters}: programado como disponível 24 horas.',
  'schedule.setups':
    '{count, plural, =0 {nenhuma preparação de máquina} one {# preparação de máquina} other {# preparações de máquina}} ({hours, number, ::.0} h); utilização geral {utilization, number, ::percent}.',
  'schedule.against':
    'Em relação {baseline, select, client {à sua programação anterior} other {ao plano liberado}}: {changes}',
  'schedule.warning':
    '⚠️ {code, select, MACHINE_CHANGE_LIMIT_EXCEEDED {{count, plural, =0 {nenhuma operação muda} one {# operação muda} other {# operações mudam}} de centro de trabalho; o limite é {limit, number}} START_SHIFT_LIMIT_EXCEEDED {{count, plural, =0 {nenhuma operação se desloca} one {# operação se desloca} other {# operações se deslocam}} mais de {limit, number} minutos} other {aviso {code}}}',
  'schedule.breaksRules':
    '⛔ Este plano viola {count, plural, =0 {nenhuma regra obrigatória} one {# regra obrigatória} other {# regras obrigatórias}}: {list}{more}. Ele não pode ser aplicado.',
  'schedule.search':
    'Busca {algorithm, select, dispatch {por despacho} tabu {tabu} repair {de reparo} other {{algorithm}}}: {work, number}{hasBudget, select, yes { de {budget, number}} other {}} unidades de trabalho, parou por {stoppedBy, select, work_budget {orçamento de trabalho} stagnation {estagnação} optimal {ótimo provado} time_cap {limite de tempo} stop_request {pedido de parada} complete {conclusão} other {{stoppedBy}}} ({seconds, number, ::.0} s). O mesmo pedido dá o mesmo plano.',
  'schedule.interrupted':
    '{count, plural, =0 {Nenhuma operação em andamento interrompida} one {# operação em andamento interrompida e programada de novo} other {# operações em andamento interrompidas e programadas de novo}}: {operations}.',
  'schedule.rushNoRouting': 'A ordem urgente {order} não pôde ser programada: o material não tem roteiro.',
  'schedule.rushEarly': 'Pode ficar pronta {when}, {duration} antes da data pedida.',
  'schedule.rushLate': 'O mais cedo que pode ficar pronta é {when}: {duration} depois da data pedida.',

  'disruption.breakdown':
    '{workCenter} está parado desde {from} {hasEnd, select, yes {até {until}} other {até segunda ordem}} {zone}.',
  'disruption.restoreNone':
    '{workCenter} não tem parada em vigor em {at} {zone}: o plano já o conta como disponível.',
  'disruption.restore':
    '{workCenter} volta a operar em {at} {zone}: a parada prevista até {until} termina aí.',
  'disruption.addShift':
    '{workCenter} também trabalha de {from} a {until} {zone} (turno extra): o trabalho atrasado pode usá-lo.',
  'disruption.addShifts':
    '{workCenter} também trabalha {count, plural, =0 {nenhuma janela extra} one {# janela extra} other {# janelas extras}} {zone}: {windows}. O trabalho atrasado pode usá-las.',
  'extraTime.nothing':
    '{workCenter} já trabalha {shift, select, early {o turno da manhã} late {o turno da tarde} night {o turno da noite} after_hours {24 horas} other {todos os turnos}} nesse dia: não há tempo a acrescentar. Diga o horário se quiser outro.',
  'disruption.orderChangeDue':
    'Se a ordem {order} tivesse entrega em {due} {zone}: o plano como ficaria, nada aplicado.',
  'disruption.orderChangePriority':
    'Se a ordem {order} tivesse prioridade {priority}: o plano como ficaria, nada aplicado.',
  'disruption.orderKeepsPriority':
    'A ordem {order} já tem prioridade {priority}, então a manteria: o plano abaixo é o plano como está, nada aplicado.',
  'disruption.materialDelay':
    '{material} chega em {at} {zone}: {orders, plural, =0 {nenhuma ordem aberta o produz ou usa} one {# ordem aberta que o produz ou usa espera por ele} other {# ordens abertas que o produzem ou usam esperam por ele}}.',
  'disruption.rushOrder':
    'Ordem urgente {order}: {quantity, number} × {material}, pedida para {due} {zone}, programada com prioridade urgente.',

  'repair.counts':
    'Reparo ({stability, select, frozen {congelado} balanced {equilibrado} free {livre} other {{stability}}}): {forced, plural, =0 {nenhuma operação forçada} one {# operação forçada} other {# operações forçadas}} a mudar, {knockOn, plural, =0 {nenhuma empurrada} one {# empurrada} other {# empurradas}} por {forced, plural, =0 {elas} one {ela} other {elas}}, {improved, plural, =0 {nenhuma melhoria que se pagou} one {# melhoria que se pagou} other {# melhorias que se pagaram}}; {kept, plural, =0 {nenhuma operação mantida como estava} one {# operação mantida como estava} other {# operações mantidas como estavam}}.',
  'repair.staleReason':
    '{count, number} {reason, select, material {por material que chega depois do início planejado} start_passed {por início planejado que já passou} calendar {por horário fora do expediente} downtime {por parada registrada} not_eligible {por máquina que não pode mais executar a operação} other {por outro motivo}}',
  'repair.stalePlan':
    'Destas, {forced, plural, =0 {nenhuma operação forçada} one {# operação forçada} other {# operações forçadas}} e {pushed, plural, =0 {nenhuma empurrada} one {# empurrada} other {# empurradas}} não vêm deste comando: o plano liberado já estava desatualizado ({reasons}). Reprogramar o plano resolve isso.',
  'repair.forcedItem':
    '{operation} ({reason, select, downtime {em {workCenter} durante a parada{window}} calendar {fora do horário de {workCenter}} material {espera material até {from}} not_eligible {{workCenter} não pode mais executá-la} start_passed {o início planejado já passou} interrupted {interrompida em {workCenter}} new_operation {nova no plano} requested {movida a seu pedido da {workCenter}} other {{reason}}})',
  'repair.forcedList': 'Forçadas: {list}{more}.',
  'repair.fellBackToFree': 'O plano anterior não pode ser seguido',
  'repair.improvement':
    'melhoria {step}: ordem {order}, {lateGained, plural, =0 {} one {−# ordem atrasada, } other {−# ordens atrasadas, }}−{hours, number, ::.0} h de atraso por {moved, plural, =0 {nenhuma operação movida} one {# operação movida} other {# operações movidas}}',

  'changes.none': 'Nenhuma mudança na programação.',
  'changes.summary':
    '{count, plural, =0 {Nenhuma operação alterada} one {# operação alterada} other {# operações alteradas}}: {parts}.',
  'changes.machine':
    '{count, plural, =0 {nenhuma troca de máquina} one {# troca de máquina} other {# trocas de máquina}}',
  'changes.delayed':
    '{count, plural, =0 {nenhuma operação atrasada} one {# operação atrasada} other {# operações atrasadas}}',
  'changes.advanced':
    '{count, plural, =0 {nenhuma operação adiantada} one {# operação adiantada} other {# operações adiantadas}}',
  'changes.new':
    '{count, plural, =0 {nenhuma operação nova} one {# operação nova} other {# operações novas}}',
  'changes.removed':
    '{count, plural, =0 {nenhuma operação removida} one {# operação removida} other {# operações removidas}}',

  'violation.rule':
    '{count, plural, =0 {Operações {operations}} one {Operação {operations}} other {Operações {operations}}}: {code, select, MISSING_OPERATION {ausente do plano} UNKNOWN_OPERATION {desconhecida no plano} DUPLICATE_OPERATION {programada mais de uma vez} INVALID_TIME {com horário inválido} NOT_ELIGIBLE {não pode rodar em {workCenter}} WRONG_DURATION {com duração diferente de preparação mais execução} BEFORE_RELEASE {começa antes da liberação da ordem} PRECEDENCE {começa antes do fim da operação anterior} MIN_WAIT {não respeita a espera mínima depois da operação anterior} MAX_WAIT {passa da espera máxima depois da operação anterior} OUTSIDE_CALENDAR {fora do horário de trabalho ou numa parada de {workCenter}} OVERLAP {sobrepostas em {workCenter}} SETUP_TOO_SHORT {com preparação mais curta que a necessária} MOLD_MISSING {sem o molde necessário} MOLD_NOT_ELIGIBLE {com o molde {mold}, que não serve para ela} MOLD_DOES_NOT_FIT {com o molde {mold}, que não cabe em {workCenter}} MOLD_CONFLICT {usam o molde {mold} ao mesmo tempo} MOLD_UNAVAILABLE {com o molde {mold} indisponível} FROZEN_MOVED {congelada, mas foi movida} other {violam a regra {code}}}',
  'violation.noWorkingTime':
    'nenhum centro que pode fazê-la ({workCenters}) está trabalhando e livre até {latest}; o mais cedo possível é {earliest}',
  'violation.busy': '{workCenter} está ocupado com {busyWith} até {until}',

  'stock.status':
    '{status, select, adequate {estoque adequado} low {estoque baixo} critical {estoque crítico} other {{status}}}',
  'production.status':
    '📊 **Situação da produção**: {open, plural, =0 {nenhuma ordem aberta} one {# ordem aberta} other {# ordens abertas}}, {late, plural, =0 {nenhuma atrasada} one {# atrasada} other {# atrasadas}}; {overloaded, plural, =0 {nenhum centro de trabalho} one {# centro de trabalho} other {# centros de trabalho}} acima da capacidade {weeks, plural, =0 {nas próximas semanas} one {na próxima semana} other {nas próximas # semanas}}.',
  'production.counts':
    'Em processo: {inProcess, number} · Liberadas: {released, number} · Criadas: {created, number} · Concluídas: {completed, number} · Encerradas: {closed, number}',
  'production.running': '- {order} {material} em {workCenter}: {completion, number}%',

  'action.acceptPromise': 'Aceitar e programar',
  'tool.promise_check.description':
    'Verificar uma promessa de entrega no plano vigente: a data, a margem e as ordens que ela empurra',
  'tool.promise_check.reasoning': 'Perguntou se um pedido pode ser prometido para uma data.',
  'notYet.balance':
    'A análise de balanceamento de linha ainda não existe; ela virá com a tela de balanceamento de linha.',
  'notYet.report':
    'Relatórios ainda não existem. Enquanto isso, pergunte pela situação da produção ou pelo estoque.',
  'notYet.transfer': 'Transferências de estoque ainda não existem, nem pelo assistente nem em uma tela.',
  'notYet.other': 'Isso ainda não está disponível no assistente; use a tela correspondente no menu.',

  'help.intro':
    'Eu programo e reprogramo a produção e respondo sobre estoque e situação. Experimente (em português ou inglês):',
  'help.examples':
    '- "Criar uma programação ótima para hoje"\n- "A PRS-03 parou às 8h por 4 horas"\n- "Entrega de EPDM atrasada 3 dias"\n- "Pedido urgente: 500 STD-101 até sexta"\n- "Quanto temos de RM-778?" · "O que está com estoque baixo?" · "Situação da produção"',
  'help.scheduleLabel': 'Criar programação',
  'help.schedulePrompt': 'Criar uma programação ótima para hoje',
  'help.statusLabel': 'Situação da produção',
  'help.statusPrompt': 'Situação da produção',
  'help.stockLabel': 'Ver estoque',
  'help.stockPrompt': 'O que está com estoque baixo?',

  'mrp.header':
    '📊 **MRP, próximos 30 dias**: {planned, plural, =0 {nenhuma ordem planejada} one {# ordem planejada} other {# ordens planejadas}} para {items, plural, =0 {nenhum item} one {# item} other {# itens}}; {messages, plural, =0 {nenhuma mensagem de ação} one {# mensagem de ação} other {# mensagens de ação}}, {urgent, plural, =0 {nenhuma urgente.} one {a mais urgente:} other {as mais urgentes:}}',
  'mrp.action':
    '- **{type, select, EXPEDITE {Acelerar} RELEASE {Liberar} PLAN {Planejar} RESCHEDULE_IN {Antecipar} RESCHEDULE_OUT {Adiar} CANCEL {Cancelar} LOW_STOCK {Estoque baixo} other {{type}}}** {item}: {type, select, LOW_STOCK {o disponível está abaixo do mínimo; faltam {quantity, number, ::.#}} CANCEL {{order} de {quantity, number, ::.#} não é necessária no horizonte de planejamento} EXPEDITE {{order} de {quantity, number, ::.#} está atrasada; data {date}} RESCHEDULE_IN {{order} de {quantity, number, ::.#} deve vir antes, para {date}} RESCHEDULE_OUT {{order} de {quantity, number, ::.#} pode ficar para {date}} other {{order} de {quantity, number, ::.#}, liberação em {date}}}',

  'bom.whichProduct': 'Qual produto? Diga o código, por exemplo "estrutura do PRODUCT-001".',
  'bom.summary':
    '**{product}**: {components, plural, =0 {nenhum componente} one {# componente} other {# componentes}} em {levels, plural, =0 {nenhum nível} one {# nível} other {# níveis}}, custo de material {cost, number, ::currency/USD precision-currency-standard}. Caminho crítico: {path} ({days, plural, =0 {# dias} one {# dia} other {# dias}}).',
  'bom.component': '- {item} {name}: {quantity, number, ::.####} por {per, number, ::.####}',
  'bom.none': '{product} não tem lista técnica.',
  'bomRule.productIdRequired': 'O ID do produto é obrigatório',
  'bomRule.productNameRequired': 'O nome do produto é obrigatório',
  'bomRule.componentsRequired': 'Informe pelo menos um componente',
  'bomRule.componentItemRequired': 'Componente {component}: o ID do item é obrigatório',
  'bomRule.componentQuantityNotPositive': 'Componente {component}: a quantidade deve ser positiva',
  'bomRule.componentScrapOutOfRange': 'Componente {component}: o refugo % deve estar entre 0 e 100',
  'bomRule.selfReference': 'Referência circular detectada: o componente não pode ser o próprio produto',
  'bomRule.cycle': 'Referência circular detectada: {cycle}',
  'bomRule.quantityNotPositive': 'quantity deve ser um número maior que 0',
  'bomRule.maxLevelBelowOne': 'max_level deve ser um inteiro de pelo menos 1',
  'bomRule.unknownItem': 'Linha {line}: o item {item} não está no cadastro de materiais',

  'order.notFound': 'A ordem {order} não existe.',
  'order.priorityName':
    '{priority, select, Urgent {Urgente} High {Alta} Normal {Normal} Low {Baixa} other {{priority}}}',
  'order.priorityChange': 'prioridade {from} → {to}',
  'order.quantityChange': 'quantidade {from, number} → {to, number}',
  'order.quantityBelowOne':
    'A ordem {order} faz {quantity, number}: tirar {by, number} não deixa nada. Para tirá-la do plano, cancele-a.',
  'order.correctedFrom': 'contado a partir de {date}, a data antes de “{command}”, que isto substitui',
  'order.dueChange': 'entrega {from} → {to}',
  'order.unchanged': 'A ordem {order} já está assim.',
  'order.priorityKept':
    'A ordem {order} já tem prioridade {priority}, {change, select, raise {igual ou acima de} other {igual ou abaixo de}} {wanted}: a prioridade fica como está.',
  'order.proposal': '**Proposta** para a ordem {order} ({material}): {changes}. Nada muda até você aplicar.',
  'order.whichMaterial': 'Qual material e quantas unidades?',
  'order.newProposal':
    '**Proposta**: nova ordem {order} de {quantity, number} × {material}, entrega {due}. Nada é criado até você aplicar.',

  'undo.none': 'Não há alteração aplicada para desfazer no seu plano.',
  'undo.operations':
    '{count, plural, =0 {nenhuma operação muda de lugar} one {# operação volta para onde estava} other {# operações voltam para onde estavam}}',
  'undo.orderRemoved': 'a ordem {orders} é removida',
  'undo.orderRestored': 'a ordem {orders} volta aos valores anteriores',
  'undo.downtimeRemoved': 'a parada {downtimes} é removida',
  'undo.downtimeRestored': 'a parada {downtimes} volta a ser como era',
  'undo.planBack': 'o plano volta ao que era',
  'undo.you': 'você',
  'undo.latest':
    'A última alteração é “{command}”, aplicada em {when} por {user}. Ao desfazer: {effects}. Pressione Desfazer para confirmar.',

  'tool.inventory_query.description': 'Estoque do inventário por local',
  'tool.inventory_query.reasoning':
    'Pergunta sobre {kind, select, low_stock {estoque baixo} stock {estoque} location {local do estoque} value {valor do estoque} other {{kind}}}.',
  'tool.production_status.description': 'Ordens por situação no conjunto de dados',
  'tool.production_status.reasoning': 'Pergunta sobre a situação da produção.',
  'tool.not_available.description': 'Função ainda não disponível',
  'tool.not_available.reasoning': 'Reconhecido: {intent}.',
  'tool.help.description': 'O que o assistente sabe fazer',
  'tool.help.reasoning': 'Nenhum comando de planejamento reconhecido.',
  'tool.mrp_run.description': 'MRP dos próximos 30 dias para os pedidos de venda em aberto',
  'tool.mrp_run.reasoning': 'Pedido para rodar o MRP.',
  'tool.bom_explode.description': 'Explosão da lista técnica em vários níveis',
  'tool.bom_explode.reasoning': 'Pergunta sobre uma lista técnica.',
  'tool.change_order.description': 'Propor uma alteração numa ordem de produção',
  'tool.change_order.reasoning': 'Pedido para alterar uma ordem.',
  'tool.transfer_stock.description': 'Propor uma transferência de estoque entre dois locais',
  'tool.transfer_stock.reasoning': 'Pedido para mover estoque.',
  'tool.create_order.description': 'Propor uma nova ordem de produção',
  'tool.create_order.reasoning': 'Pedido para criar uma ordem.',
  'tool.undo_change.description': 'Desfazer a última alteração aplicada ao plano',
  'tool.undo_change.reasoning':
    'O comando pede para desfazer a última alteração; só a última alteração em vigor pode ser desfeita.',
  'late.none': 'Nenhuma ordem está atrasada no plano liberado.',
  'late.header':
    '**{count, plural, =0 {Nenhuma ordem atrasada} one {# ordem atrasada} other {# ordens atrasadas}}** no plano liberado, da pior para a menor:',
  'late.item':
    '- **{order}** {material} × {quantity, number}: entrega {due}, {finish} — {days, number, ::.0} dias de atraso',
  'late.plannedFinish': 'termina pelo plano {at}',
  'late.noFinish': 'nada planejado para terminá-la',
  'late.more': '… e mais {count, number}.',
  'proposedOrder.line':
    '**{order}** {material} × {quantity, number} ainda é só uma proposta, fora do plano liberado: a proposta termina {at} ({early, select, yes {{days, number, ::.0} dias antes da entrega} no {{days, number, ::.0} dias de atraso} other {sem data de entrega}}). Nada muda até você aplicar.',
  'orderStatus.notFound': 'Não há ordem de produção aberta {order} no seu plano.',
  'orderStatus.line':
    '**{order}** {material} × {quantity, number} ({status, select, Created {criada} Released {liberada} other {em processo}}, {percent, number} % feita{customer}): {done, number} de {total, plural, =0 {nenhuma operação} one {# operação} other {# operações}} feitas; {where}; {finish}.{late}',
  'orderStatus.running': 'em execução na {workCenter} até {at}',
  'orderStatus.next': 'próxima na {workCenter} em {at}',
  'orderStatus.notStarted':
    'planejada na {workCenter} desde {at}, mas não iniciada: o plano liberado está desatualizado, e reprogramar a move',
  'orderStatus.nothingAhead': 'nenhuma operação planejada adiante',
  'orderStatus.finishes':
    'termina {at} ({early, select, yes {{days, number, ::.0} dias antes da entrega} no {{days, number, ::.0} dias de atraso} other {sem data de entrega}})',
  'orderStatus.noFinish': 'sem término planejado',
  'orderStatus.late': ' **Atrasada.**',
  'orderStatus.waits': ' Onde espera: {waits}.',
  'orderStatus.waitBehind':
    '{inDays, select, yes {{days, number, ::.#} {days, plural, =0 {dias} one {dia} other {dias}}} other {{hours, number, ::.#} h}} na {workCenter} atrás de {orders}{more, plural, =0 {} one { e mais #} other { e mais #}}',
  'orderStatus.waitIdle':
    '{inDays, select, yes {{days, number, ::.#} {days, plural, =0 {dias} one {dia} other {dias}}} other {{hours, number, ::.#} h}} na {workCenter}, que não roda outra ordem nesse tempo (fechada, parada, ou a ordem espera material)',
  'machine.down': '**{workCenter}** está parada até {at}.',
  'machine.up': '**{workCenter}** está operando: nenhuma parada em vigor agora.',
  'machine.running': '**{workCenter}** está com a ordem {order} até {at}.',
  'machine.idle': '**{workCenter}** não tem nada em execução agora.',
  'machine.notStarted':
    '**{workCenter}** não iniciou a ordem {order}, que o plano liberado tem em execução desde {at}: o plano está desatualizado, e reprogramar a move.',
  'machine.next': '- a seguir: {order} {from}–{to}',
  'machine.nothingAhead': 'Nada está planejado nela adiante.',
  'customer.none': 'O cliente {customer} não tem ordem de produção aberta.',
  'customer.header':
    '**{customer}**: {count, plural, =0 {nenhuma ordem aberta} one {# ordem aberta} other {# ordens abertas}}, {late, plural, =0 {nenhuma atrasada} one {# atrasada} other {# atrasadas}}.',
  'customer.item': '- **{order}** {material} × {quantity, number}: {finish}',
  'confirm.nothing': 'Não há proposta aberta para aplicar: peça a mudança de novo e aplique o plano dela.',
  'confirm.applied':
    'Aplicado “{command}”: o plano dela é agora o plano liberado ({orders, plural, =0 {nenhuma ordem} one {# ordem} other {# ordens}}). A mudança fica registrada e pode ser desfeita.',
  'confirm.discarded': 'Descartado “{command}”: nada mudou no plano.',
  'confirm.nothingToDiscard': 'Não há proposta aberta: nada mudou.',
  'rush.fromStock': '{quantity, number} do estoque livre agora',
  'rush.fromOrder': '{quantity, number} da ordem {order}, pronta {at}',
  'rush.noneCovers':
    'Nenhum estoque livre nem ordem em processo de {material} cobre o pedido: tudo é produzido.',
  'rush.covered': '{quantity, number} × {material} já estão cobertos, sem nova produção: {covered}.',
  'rush.partly': 'Já cobertos: {covered}. Só {shortfall, number} são produzidos na ordem urgente.',
  'whatIf.note':
    '**Simulação (e se)**: o plano abaixo é calculado e comparado com o plano liberado; nada é aplicado.',
  'clarify.fallback': 'Pode dizer isso de outro jeito?',
  'restore.noDowntime': '{workCenter} não tem parada em vigor {at}: o plano já a conta como disponível.',
  'tool.list_late_orders.description': 'As ordens atrasadas do plano liberado, com o atraso de cada uma',
  'tool.list_late_orders.reasoning':
    'Pergunta quais ordens estão atrasadas: o plano liberado, pela regra de atraso do painel.',
  'tool.order_status.description': 'Onde uma ordem está no plano liberado',
  'tool.order_status.reasoning': 'Pergunta sobre a ordem {subject}.',
  'tool.machine_status.description': 'O que um centro de trabalho está fazendo no plano liberado',
  'tool.machine_status.reasoning': 'Pergunta sobre {subject}.',
  'tool.customer_status.description': 'As ordens abertas de um cliente no plano liberado',
  'tool.customer_status.reasoning': 'Pergunta sobre o cliente {subject}.',
  'tool.apply_proposal.description': 'Aplicar a proposta da resposta anterior',
  'tool.apply_proposal.reasoning': 'O planejador confirmou a última proposta.',
  'tool.discard_proposal.description': 'Deixar de lado a proposta da resposta anterior',
  'tool.discard_proposal.reasoning':
    'O planejador recusou a última proposta; uma proposta não muda nada até ser aplicada.',
  'tool.plan_rush_order.description':
    'Abater um pedido urgente do estoque e das ordens em processo antes de planejar produção',
  'tool.plan_rush_order.reasoning':
    'Estoque livre e ordens para estoque prontas a tempo cobrem toda a quantidade.',
  'tool.restore_machine.description':
    'Encerrar uma parada antes e deixar o trabalho atrasado usar o tempo devolvido',
  'tool.restore_machine.reasoning':
    'A máquina não tem parada em vigor então, e o plano já a conta como disponível.',
  'tool.clarify.description': 'Perguntar antes de agir',
  'tool.clarify.reasoning': 'Falta algo de que o comando precisa, ou ele é ambíguo.',
  'receipts.none': 'Não há nada pedido nem em produção para ele.',
  'receipts.header': '{count, plural, =0 {Nenhuma entrada} one {# entrada} other {# entradas}} por vir:',
  'receipts.line':
    '- {kind, select, purchase {pedido de compra} other {ordem de produção}} {id}: {quantity, number} {unit}, previsto para {expected}{overdue, plural, =0 {} one { — **atrasado # dia**} other { — **atrasado # dias**}}',
  'order.startChange': 'início {from} → {to}',
  'order.cancelProposal':
    '**Proposta**: cancelar a ordem {order} ({material} × {quantity, number}, {status, select, Created {criada} Released {liberada} other {em processo}}); ela sai do plano. Nada muda até você aplicar, e desfazer a traz de volta.',
  'order.notOpen': 'A ordem {order} não está aberta: não há o que cancelar ou dividir.',
  'order.splitProposal':
    '**Proposta**: dividir a ordem {order} ({material} × {quantity, number}): {part, number} vão para a nova ordem {newOrder}, com a mesma data de entrega e cliente, e {rest, number} ficam na {order}. Nada muda até você aplicar.',
  'order.splitHow':
    'Como dividir a ordem {order} ({quantity, number}): quantas unidades vão para a nova ordem, ou em quantas partes?',
  'tool.cancel_order.description': 'Propor o cancelamento de uma ordem de produção',
  'tool.cancel_order.reasoning': 'Pedido para cancelar uma ordem.',
  'tool.split_order.description': 'Propor a divisão de uma ordem de produção em duas',
  'tool.split_order.reasoning': 'Pedido para dividir uma ordem.',
  'trace.localAnswered':
    '{reason, select, none {Nenhum modelo de linguagem está configurado} other {O modelo de linguagem falhou ({detail})}}: o interpretador local respondeu.',
  'whereUsed.none': 'Nenhuma estrutura de produto usa {item}.',
  'whereUsed.header':
    '{item} é usado em {count, plural, =0 {nenhum produto} one {# produto} other {# produtos}} (também por montagens fantasma):',
  'whereUsed.line':
    '- **{product}**{phantom, select, yes { (montagem fantasma: feita dentro dos produtos que a usam)} other {}}{hasOrders, select, yes { — ordens abertas: {orders}} other {}}',
  'overdue.none': 'Nenhum pedido de compra está com a data prevista vencida.',
  'overdue.header':
    '{count, plural, =0 {Nenhum pedido de compra está} one {# pedido de compra está} other {# pedidos de compra estão}} com a data prevista vencida:',
  'overdue.line':
    '- **{po}** {item} × {quantity, number} de {vendor}: previsto para {expected}, {days, plural, =0 {sem atraso} one {# dia de atraso} other {# dias de atraso}}',
  'bottlenecks.none': 'Nada está planejado na semana de {week}.',
  'bottlenecks.header': 'Centros de trabalho mais carregados na semana de {week} (plano liberado):',
  'machineLoad.line':
    '**{workCenter}** está planejada a {percent, number, ::percent} das suas horas na semana de {week} ({load, number, ::.0} h de {capacity, number, ::.0} h, plano liberado).',
  'machineLoad.none': 'Nada está planejado na **{workCenter}** na semana de {week}.',
  'bottlenecks.line':
    '- **{workCenter}**: {percent, number, ::percent} ({load, number, ::.0} h de {capacity, number, ::.0} h)',
  'affected.none': 'Nada está planejado na {workCenter} de {from} a {to}.',
  'affected.header':
    '{count, plural, =0 {Nenhuma ordem é afetada} one {# ordem é afetada} other {# ordens são afetadas}} pela {workCenter} parada de {from} a {to}:',
  'affected.line': '- **{order}**: {from} – {to}',
  'affected.moved':
    '- **{order}**/{operation}: {kind, select, forced {estava na {workCenter} durante a parada, programada de novo} other {empurrada por essa mudança}}',
  'tool.where_used.description': 'Onde um material é usado, também por montagens fantasma',
  'tool.where_used.reasoning': 'Pergunta onde {item} é usado.',
  'tool.overdue_receipts.description': 'Pedidos de compra com a data prevista vencida',
  'tool.overdue_receipts.reasoning': 'Pergunta quais entradas estão atrasadas.',
  'tool.bottlenecks.description':
    'Centros de trabalho por carga sobre capacidade numa semana do plano liberado',
  'tool.bottlenecks.reasoning': 'Pergunta pelos gargalos.',
  'tool.line_balancing.description':
    'Análise de balanceamento de uma linha pelos roteiros, calendários e plano liberado',
  'tool.line_balancing.reasoning':
    'Pedido de análise da linha ({focus, select, bottlenecks {gargalos} schedule {programação} setups {setups} capacity {capacidade} other {completa}}).',
  'tool.report.description': 'Um relatório dos números da planta num período, das telas que os mostram',
  'tool.report.reasoning': 'Pedido de relatório ({period}) para {audience}.',
  'balance.bottleneck':
    '{line}: o gargalo é {station}, a {percent, number, ::.#}% das suas horas ({kind, select, setup {as trocas consomem o seu tempo} other {faltam horas para o seu trabalho}}).',
  'balance.perUnit':
    '{inMinutes, select, yes {{minutes, number, ::.##} min} other {{seconds, number, ::.#} s}}',
  'balance.noBottleneck':
    '{line}: nenhuma estação limita a linha; taxa de balanceamento {rate, number, ::.#}%.',
  'balance.figures':
    '{hasTakt, select, yes {Takt time {takt} por unidade} other {Sem demanda nestes dias, então sem takt time}}, maior ciclo de estação {cycle} ({station}) · produção {throughput, number, ::.#} unidades/dia · taxa de balanceamento {rate, number, ::.#}% · a análise completa está na aba Balanceamento de Linha (PP02).',
  'tool.downtimes.description': 'Máquinas paradas num dia, pelas paradas que o plano respeita',
  'tool.downtimes.reasoning': 'Pergunta quais máquinas estão paradas.',
  'downtimes.none': 'Nenhuma máquina tem parada em {day}.',
  'downtimes.header':
    '{count, plural, =0 {Nenhuma máquina parada} one {# máquina parada} other {# máquinas paradas}} em {day}:',
  'downtimes.line':
    '- **{workCenter}**: {from} – {to} ({kind, select, breakdown {quebra} other {manutenção}})',
  'tool.affected_orders.description': 'Ordens com trabalho planejado numa máquina num intervalo',
  'tool.affected_orders.reasoning': 'Pergunta quais ordens {subject} afeta.',

  'capacity.rec.move':
    'Mova a ordem {order} (operação {operation}, {hours, number, ::.#} h) de {from} para {to} {period, select, day {em {date}} week {na semana de {date}} other {no mês de {date}}}: lá leva {hoursThere, number, ::.#} h, dentro da capacidade livre',
  'capacity.rec.overtime':
    '{hours, number, ::.#} h de hora extra em {workCenter} {period, select, day {em {date}} week {na semana de {date}} other {no mês de {date}}} eliminariam a sobrecarga{moves, select, cleared {, ou nenhuma após as mudanças acima} partial {, ou {after, number, ::.#} h após as mudanças acima} other {}}',
  'line.rec.move':
    'Mova {hours, number, ::.#} h de trabalho por dia ({minutes} por unidade) de {from} para {to}: a linha faz {units, number, ::.#} unidades por dia, {percent, number, ::.#}% a mais',
  'line.rec.shift':
    'Adicione mais um turno de {hours, number, ::.#} h em {station}: a linha faz {units, number, ::.#} unidades por dia, {percent, number, ::.#}% a mais',
  'line.rec.setups':
    'Sequencie {station} por família de setup: as trocas levam {minutes, number, ::.#} min, {percent, number, ::.#}% das suas horas, em {days, plural, =0 {nenhum dia} one {# dia} other {# dias}}',
  'line.rec.demand':
    'A linha faz {units, number, ::.#} unidades por dia para uma demanda de {demand, number, ::.#}: {station} precisa de {cycle} por unidade, o takt time é {takt}',
  'line.rec.meetsDemand':
    'A linha atende à demanda: {station}, a estação mais lenta, precisa de {cycle} por unidade dentro de um takt time de {takt}',
  'line.rec.paceVsLoad':
    '{slowest} dita o ritmo da linha com o ciclo mais longo, {cycle} por unidade; {loaded} é o gargalo do plano, com {percent, number, ::.#}% das suas horas planejadas ({slowest}: {slowestPercent, number, ::.#}%)',
  'line.rec.noDemand': 'Nenhuma ordem aberta desta linha vence nestes dias: não há takt time para balancear',
  'line.rec.overloaded': '{station} está programada a {percent, number, ::.#}% das suas horas nestes dias',
  'line.rec.machineOverloaded':
    '{machine} está programada a {percent, number, ::.#}% das suas horas enquanto {station} como um todo está a {stationPercent, number, ::.#}%: distribua o trabalho entre as outras máquinas da estação',
  'line.bottleneck.shift':
    '{station} está programada a {percent, number, ::.#}% das suas horas: mais um turno de {hours, number, ::.#} h nas suas máquinas a leva a {after, number, ::.#}%',
  'line.bottleneck.capacity':
    '{station} está programada a {percent, number, ::.#}% das suas horas: mova trabalho para uma estação com horas livres ou adicione um turno',
};
