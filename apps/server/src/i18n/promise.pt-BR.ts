import type { PromiseKey } from './promise.en-US.ts';

/** The pt-BR messages of promise.en-US.ts, spread into pt-BR.ts. */
export const ptBRPromise: Record<PromiseKey, string> = {
  'promiseChat.feasible':
    '✅ **Sim**: dá para entregar {quantity, number} {sku} até {requested} ({zone}); prometido para {promised}, {days, plural, =0 {pronto agora} one {em # dia} other {em # dias}}.',
  'promiseChat.infeasible':
    '⛔ **Não até {requested}** ({zone}): {quantity, number} {sku} ficam prontos no mínimo em {promised}.',
  'promiseChat.earliest':
    '📅 **O mais cedo** que dá para entregar {quantity, number} {sku} é {promised} (horário da planta, {zone}).',
  'promiseChat.margin':
    'Margem de {margin, number, ::.#}% contra a meta de {target, number, ::.#}% ({meets, select, yes {atingida} other {não atingida}}), a {price, number, ::.00} por unidade: {basis, select, said {o preço informado} list {o preço de lista do produto, pois nenhum preço foi informado} other {custo padrão + 15%, pois nenhum preço foi informado nem há preço de lista}}.',
  'promiseChat.noSlips': 'Nenhuma outra ordem é empurrada.',
  'promiseChat.slips':
    '{count, plural, =0 {Nenhuma ordem é empurrada} one {# ordem é empurrada} other {# ordens são empurradas}}: {list}{more}.',
  'promiseChat.slip': '{order} +{hours, number, ::.#} h{late, select, yes { (passa a atrasar)} other {}}',
  'promiseChat.issue': 'Motivo: {text}.',
  'promiseChat.recommendation': 'Recomendação: {text}.',
  'promiseChat.acceptHint':
    'Aceitar e programar lança a ordem {order} com o seu pedido de venda no plano, como foi analisada (fica registrado e pode ser desfeito).',
  'promiseChat.accepted':
    'Aceito: a ordem {order} foi programada e o pedido de venda {salesOrder} lançado. A mudança foi registrada e pode ser desfeita.',
  'promiseChat.acceptedFromStock':
    'Aceito: a ordem {order} é atendida pelo estoque, reservado para o pedido de venda {salesOrder}; nada precisou ser planejado.',
  'promiseChat.notAccepted': 'A promessa não foi aceita: {reason}.',
  'promiseChat.setAside':
    'Deixada de lado: a promessa de {quantity, number} {sku} não foi lançada, e nada mudou.',
  'promiseChat.askProduct': 'Para qual produto devo verificar a promessa?',
  'promiseChat.askQuantity': 'Qual a quantidade de {sku} que o cliente quer, e para quando?',
  'promiseChat.askDate': 'Até quando o cliente precisa de {quantity, number} {sku}?',
  'promiseChat.inAWeekLabel': 'Em 7 dias',
  'promiseChat.inAWeekPrompt': 'Conseguimos entregar {quantity} {sku} até {date}?',
  'promiseChat.laterLabel': 'Verificar {day}',
  'promiseChat.laterPrompt':
    'Conseguimos entregar {quantity} {sku} até {date}{price, select, none {} other { a {price}}}?',
  'promiseChat.unknownProduct': '{sku} não está nos dados mestres deste plano.',
  'promiseChat.past': '{requested} já passou: informe uma data de hoje em diante.',
  'promiseChat.cannotMake':
    '{sku} não tem roteiro: a fábrica não consegue produzi-lo, então não há data a prometer.',
  'promiseChat.refused': 'Não foi possível verificar a promessa: {reason}.',
  'promise.issue.late':
    'A conclusão mais cedo, {completion}, fica {hours, number, ::.#} h depois da data pedida, {requested}',
  'promise.issue.materials': 'Os materiais só ficam prontos em {ready}, depois da data pedida, {requested}',
  'promise.issue.rules':
    'O plano com esta ordem quebra {count, plural, =0 {nenhuma regra rígida} one {# regra rígida} other {# regras rígidas}}: não pode ser aplicado',
  'promise.issue.margin':
    'A margem de {margin, number, ::.#}% fica abaixo da meta de {target, number, ::.#}%',
  'promise.rec.later': 'Prometa {date}: a conclusão mais cedo',
  'promise.rec.split':
    'Divida a entrega: {now, number} unidades até {requested}, {later, number} unidades em {laterDate}',
  'promise.rec.overtime':
    'Faça {hours, number, ::.#} h de hora extra em {workCenter} para terminar até {completion}',
  'promise.rec.alternate': 'Rode {operation} em {to} em vez de {from}',
  'promise.rec.price':
    'Cote {price, number, ::.00} por unidade (hoje {current, number, ::.00}) para atingir a margem de {target, number, ::.#}%',
};
