import type { ConfirmChatKey } from './confirm-chat.en-US.ts';

/** The pt-BR words of confirm-chat.en-US.ts, spread into pt-BR.ts. */
export const ptBRConfirmChat: Record<ConfirmChatKey, string> = {
  'confirm.orderApplied': 'Aplicado “{command}”. A mudança fica registrada e pode ser desfeita.',
  'confirm.orderDiscarded': 'Descartado “{command}”: nenhuma ordem mudou.',
  'confirm.transferApplied': 'Aplicado “{command}”: {moved}',
  'confirm.transferDiscarded': 'Descartado “{command}”: nenhum estoque foi movido.',
  'confirm.notApplied': 'Nada foi aplicado: {reason}.',
  'confirm.latestApplied':
    'A última proposta, “{command}”, já foi aplicada: nada mais foi aplicado. Diga “desfaz” para voltar atrás.',
  'confirm.latestDiscarded':
    'A última proposta, “{command}”, foi descartada: nada foi aplicado. Peça de novo para aplicá-la.',
  'confirm.discardApplied':
    'A última proposta, “{command}”, já foi aplicada: não há o que descartar. Diga “desfaz” para voltar atrás.',
  'confirm.discardDiscarded': 'A última proposta, “{command}”, já está descartada: nada mudou.',
};
