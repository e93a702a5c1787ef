import type { OrderReleaseKey } from './order-release.en-US.ts';

/** The pt-BR words of order-release.en-US.ts, spread into pt-BR.ts. */
export const ptBROrderRelease: Record<OrderReleaseKey, string> = {
  'tool.release_order.description':
    'Propor a liberação de uma ordem de produção criada para o chão de fábrica',
  'tool.release_order.reasoning': 'Pedido para liberar uma ordem.',
  'order.releaseProposal':
    '**Proposta**: liberar a ordem {order} para o chão de fábrica: situação criada → liberada. {material} × {quantity, number}, {hasDue, select, yes {entrega {due}} other {sem data de entrega}}; {hasStart, select, yes {o plano liberado a inicia {start}} other {o plano liberado ainda não tem início para ela}}.',
  'order.releaseComponentsReady': 'Os componentes comprados dela estão em estoque agora.',
  'order.releaseHeldHeader':
    'Ela espera {count, plural, =0 {nenhum componente} one {# componente} other {# componentes}}; o plano a inicia quando o último chegar:',
  'order.releaseHeldLine':
    '- {item} até {until} ({source, select, purchase {uma nova compra, após o prazo de reposição} other {{reference}}})',
  'order.releaseFooter': 'Nada muda até você aplicar, e desfazer a volta para criada.',
  'order.notReleasable':
    'A ordem {order} não pode ser liberada: {status, select, Released {ela já está liberada} InProcess {ela já está em processo} Completed {ela está concluída} Closed {ela está encerrada} other {o status dela é {status}}}. Só uma ordem criada pode ser liberada.',
};
