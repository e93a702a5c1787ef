import type { Messages } from './en-US.ts';

/** The Portuguese (pt-BR) catalog: the same keys as en-US.ts. */
export const ptBR: Messages = {
  cause: {
    group: {
      forced: 'Forçadas',
      knock_on: 'Em cadeia',
      improvement: 'Melhorias',
      other: 'Outras mudanças',
    },
    stat: {
      forced_operations: 'Movimentos forçados',
      knock_on_operations: 'Movimentos em cadeia',
      improvement_operations: 'Movimentos de melhoria',
    },
    forced: {
      downtime: (workCenter: string, window: string) =>
        `em ${workCenter} durante a parada${window ? ` ${window}` : ''}`,
      calendar: (workCenter: string) => `fora do horário de ${workCenter}`,
      material: (until: string) => (until ? `espera material até ${until}` : 'espera material'),
      not_eligible: (workCenter: string) => `${workCenter} não pode mais executá-la`,
      start_passed: () => 'o início planejado já passou',
      interrupted: (workCenter: string) => `interrompida em ${workCenter}`,
      new_operation: () => 'nova no plano',
      unknown: () => 'o horário planejado não existe mais',
    },
    knockOn: (pusher: string, root: string | null) =>
      root ? `empurrada por ${pusher} (depois de ${root})` : `empurrada por ${pusher}`,
    knockOnUnknown: 'empurrada por uma mudança anterior',
    improvement: {
      onTime: (orderId: string) => `deixa a ordem ${orderId} no prazo`,
      lessLate: (orderId: string) => `reduz o atraso da ordem ${orderId}`,
      lateOrders: (count: string) => `−${count} ${count === '1' ? 'ordem atrasada' : 'ordens atrasadas'}`,
      tardiness: (hours: string) => `−${hours} h`,
      costs: (moves: string, machineChanges: string) =>
        `custa ${moves} ${moves === '1' ? 'movimento' : 'movimentos'}${
          machineChanges === '0'
            ? ''
            : ` (${machineChanges} ${machineChanges === '1' ? 'troca de máquina' : 'trocas de máquina'})`
        }`,
      step: (step: number, parts: string) => `passo ${step}: ${parts}`,
      unknown: (step: number) => `passo de melhoria ${step}`,
    },
  },
  change: {
    subject: (orderId: string, material: string, operationId: string) =>
      `Ordem ${orderId}${material ? ` (${material})` : ''}, operação ${operationId}`,
    machine: (from: string, to: string) => `máquina ${from} → ${to}`,
    shift: {
      delayed: (amount: string) => `atrasada em ${amount}`,
      advanced: (amount: string) => `adiantada em ${amount}`,
    },
    newOn: (workCenter: string) => `nova em ${workCenter}`,
    removedFrom: (workCenter: string) => `removida de ${workCenter}`,
    type: {
      machine_change: 'troca de máquina',
      time_change: 'mudança de horário',
      new_operation: 'operação nova',
      removed: 'removida',
    },
  },
  duration: {
    minutes: (minutes: string) => `${minutes} min`,
    hours: (hours: string) => `${hours} h`,
    days: (days: string) => `${days} dias`,
  },
};
