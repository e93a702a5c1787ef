import type { PlantWordsKey } from './plant-words.en-US.ts';

/** The pt-BR words of plant-words.en-US.ts, spread into pt-BR.ts. */
export const ptBRPlantWords: Record<PlantWordsKey, string> = {
  'tool.create_schedule.description':
    'Programação com capacidade finita de todas as ordens de produção abertas nos calendários da planta',
  'tool.create_schedule.reasoning':
    'O comando pede uma programação: cada ordem aberta é planejada nos seus centros de trabalho elegíveis, com setups, moldes, calendários, manutenção e disponibilidade de material.',
  'tool.reschedule.description':
    'Reparar a programação atual: replanejar as ordens abertas mantendo as operações nas suas máquinas e perto dos seus horários',
  'tool.reschedule.reasoning':
    'O comando descreve uma perturbação ou pede para reprogramar, então o plano anterior é a base a manter estável.',
  'tool.repair.description':
    '{name, select, reschedule_breakdown {Reparar a programação em torno de uma quebra de máquina: o trabalho dela vai para máquinas alternativas ou espera} reschedule_material_delay {Reparar a programação em torno de um material atrasado: as ordens que precisam dele esperam por ele} plan_rush_order {Encaixar um pedido urgente na programação com prioridade urgente e dizer quando pode ficar pronto} add_shift {Reparar a programação com um turno extra ou hora extra num centro de trabalho: o trabalho atrasado pode usá-lo, cada movimento pelo seu preço} what_if_order_change {Mostrar a programação como seria com uma ordem para outro dia ou com outra prioridade, sem aplicar} restore_machine {Reparar a programação depois que uma máquina voltou antes: o trabalho atrasado pode usar o tempo devolvido, cada movimento pelo seu preço} move_operation {Reparar a programação com uma operação passada para o centro de trabalho pedido: o que ela empurra muda junto, o resto fica} other {Reparar a programação atual}}',
  'tool.repair.reasoning':
    'Uma perturbação muda a planta, então o plano anterior é reparado onde precisa mudar e mantido no resto.',
  'schedule.warningText':
    '{code, select, MACHINE_CHANGE_LIMIT_EXCEEDED {{count, plural, =0 {nenhuma operação muda} one {# operação muda} other {# operações mudam}} de centro de trabalho; o limite é {limit, number}} START_SHIFT_LIMIT_EXCEEDED {{count, plural, =0 {nenhuma operação se desloca} one {# operação se desloca} other {# operações se deslocam}} mais de {limit, number} minutos} other {aviso {code}}}',
  'workCenter.type':
    '{type, select, Banbury {Banbury} Mill {Cilindro} Extruder {Extrusora} Calender {Calandra} Press {Prensa} Autoclave {Autoclave} Trimming {Rebarbação} Inspection {Inspeção} Packaging {Embalagem} other {{type}}}',
  'workCenter.process':
    '{type, select, Banbury {mistura} Mill {cilindragem} Extruder {extrusão} Calender {calandragem} Press {moldagem} Autoclave {vulcanização} Trimming {rebarbação} Inspection {inspeção} Packaging {embalagem} other {{lower}}}',
  'line.focus':
    '{focus, select, bottlenecks {gargalos} schedule {programação} setups {setups} capacity {capacidade} other {completa}}',
};
