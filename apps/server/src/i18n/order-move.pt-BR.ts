import type { OrderMoveKey } from './order-move.en-US.ts';

/** The pt-BR words of order-move.en-US.ts, spread into pt-BR.ts. */
export const ptBROrderMove: Record<OrderMoveKey, string> = {
  'tool.move_operation.description':
    'Propor um reparo do plano com a operação de uma ordem passada para o centro de trabalho pedido',
  'tool.move_operation.reasoning': 'Pedido para passar uma ordem para outro centro de trabalho.',
  'disruption.operationMove':
    'Movida a seu pedido: ordem {order}, operação {operation} ({description}), da {from} para a {to}. O resto do plano é reparado em volta dela: só muda o que ela empurra.',
  'move.newPlace':
    '{operation} agora começa {start} na {workCenter}{direction, select, delayed {, {shift} mais tarde que o planejado} advanced {, {shift} mais cedo que o planejado} other {}}.',
  'move.pushedItem':
    '{operation} {direction, select, delayed {{shift} mais tarde} other {{shift} mais cedo}} (depois da {pusher})',
  'move.pushedList': 'Empurradas por ela: {items}{more}.',
  'move.unknownOrder': 'A ordem {order} não existe: nada foi movido.',
  'move.closedOrder':
    'A ordem {order} está {status}: as operações dela não são mais programadas, então nada foi movido.',
  'move.unknownWorkCenter':
    'Não existe o centro de trabalho {workCenter} nesta planta: nada foi movido. {eligibleList}',
  'move.inactiveWorkCenter':
    'O centro de trabalho {workCenter} não está ativo: o plano não dá trabalho a ele, então nada foi movido. {eligibleList}',
  'move.unknownOperation':
    'A ordem {order} não tem a operação {operation}: nada foi movido. As operações dela: {eligibleList}',
  'move.notEligible':
    '{named, select, yes {A operação {operation} da ordem {order} não pode rodar na {workCenter}: ela pode rodar na {eligible}.} other {Nenhuma operação da ordem {order} pode rodar na {workCenter}.}} Nada foi movido. {named, select, yes {} other {Onde cada uma pode rodar: {eligibleList}}}',
  'move.eligibleItem': '{operation} na {workCenters}',
  'move.eligibleList': 'Onde a ordem {order} pode rodar: {items}.',
  'move.frozen':
    'A operação {operation} da ordem {order} está {status, select, Started {iniciada} Done {concluída} other {{status}}} na {workCenter}: uma operação iniciada ou concluída fica onde está. Nada foi movido.',
  'move.alreadyThere': 'A operação {operation} da ordem {order} já roda na {workCenter}: nada a mover.',
};
