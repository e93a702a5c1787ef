import type { MrpWordingKey } from './mrp-wording.en-US.ts';

/** The pt-BR sentences of mrp-wording.en-US.ts, in a Brazilian planner's words; spread into pt-BR.ts. */
export const ptBRMrpWording: Record<MrpWordingKey, string> = {
  'mrpText.planned': '{order} de {amount} de {item}',
  'mrpText.receipt':
    '{kind, select, PURCHASE_ORDER {Pedido de compra} other {Ordem de produção}} {order} de {amount} de {item}',
  'mrpText.expedite':
    'Acelerar {what}: a liberação era para {release} (há {days, plural, =0 {# dias} one {# dia} other {# dias}}) para atender {due}',
  'mrpText.release': 'Liberar {what} em {release}, entrega {due}',
  'mrpText.plan': 'Planejar {what} com liberação em {release}, entrega {due}',
  'mrpText.rescheduleOutUnneeded':
    'Adiar {what} de {dated} para {date}: em processo, não é necessária no horizonte de planejamento',
  'mrpText.cancel': 'Cancelar {what} com entrega em {dated}: não é necessária no horizonte de planejamento',
  'mrpText.expediteReceipt': 'Acelerar {what}: atrasada desde {dated}, necessária em {needed}',
  'mrpText.rescheduleIn': 'Antecipar {what} de {dated} para {needed}',
  'mrpText.rescheduleOut': 'Adiar {what} de {dated} para {needed}',
  'mrpText.belowSafety':
    'O estoque disponível de {item} é {available}, abaixo do estoque de segurança {safety}',
  'mrpText.atReorder':
    'O estoque disponível de {item} é {available}, no ponto de pedido {reorder} ou abaixo dele',
  'mrpText.notInMaster':
    'O item {item} não está no cadastro de itens: planejado com lead time 0, lote a lote',
  'mrpText.noCapacity':
    'O centro de trabalho {workCenter} não tem capacidade: sua carga fica fora da verificação de capacidade',
};
