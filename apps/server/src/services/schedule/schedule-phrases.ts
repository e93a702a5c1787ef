import type { ChangesSummary } from '@takt/contract';
import { DEFAULT_TIME_ZONE, plantClockTime, timeZoneLabel } from '../plant-time.ts';

/** The reply's language: Portuguese (pt-BR) when the command was read as Portuguese, else English. */
export type ReplyLanguage = 'en' | 'pt';

const DAY_MINUTES = 24 * 60;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Wed, 25 Nov 07:00" / "qua, 25 nov 07:00", in plant time (`timeZone`, the plant's IANA zone). */
function whenIn(language: ReplyLanguage, iso: string, timeZone: string): string {
  const d = new Date(iso);
  const locale = language === 'pt' ? 'pt-BR' : 'en-GB';
  const day = d.toLocaleDateString(locale, {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    timeZone,
  });
  return `${day} ${plantClockTime(d, timeZone)}`;
}

function duration(language: ReplyLanguage, minutes: number): string {
  if (minutes >= DAY_MINUTES)
    return `${(minutes / DAY_MINUTES).toFixed(1)} ${language === 'pt' ? 'dias' : 'days'}`;
  if (minutes >= 60) return `${(minutes / 60).toFixed(1)} h`;
  return `${Math.round(minutes)} min`;
}

const stabilityPt: Record<string, string> = { frozen: 'congelado', balanced: 'equilibrado', free: 'livre' };
const stoppedByPt: Record<string, string> = {
  work_budget: 'orçamento de trabalho',
  stagnation: 'estagnação',
  optimal: 'ótimo provado',
  time_cap: 'limite de tempo',
  stop_request: 'pedido de parada',
  complete: 'conclusão',
};

/**
 * Every sentence of a schedule reply, in English and in Portuguese, its times in plant time
 * (`timeZone`, the plant's IANA zone; UTC for a run stored before plants had one) and named so:
 * "(America/Sao_Paulo, UTC-03:00)".
 */
export function schedulePhrases(language: ReplyLanguage, timeZone: string = DEFAULT_TIME_ZONE) {
  const pt = language === 'pt';
  const when = (iso: string) => whenIn(language, iso, timeZone);
  const zone = (iso: string) => `(${timeZoneLabel(timeZone, new Date(iso))})`;
  const more = (count: number, listed: number) =>
    count > listed ? (pt ? `, e mais ${count - listed}` : `, and ${count - listed} more`) : '';
  return {
    when,
    duration: (minutes: number) => duration(language, minutes),
    more,
    header: (orders: number, operations: number, workCenters: number, fromIso: string) =>
      pt
        ? `**Programação**: ${orders} ordens abertas, ${operations} operações em ${workCenters} centros de trabalho, a partir de ${when(fromIso)} ${zone(fromIso)}.`
        : `**Schedule**: ${orders} open orders, ${operations} operations on ${workCenters} work centers, from ${when(fromIso)} ${zone(fromIso)}.`,
    allOnTime: pt
      ? 'Todas as ordens terminam até a data de entrega.'
      : 'Every order finishes by its due date.',
    lateItem: (orderId: string, material: string, minutes: number) =>
      pt
        ? `${orderId} (${material}) ${duration(language, minutes)} de atraso`
        : `${orderId} (${material}) ${duration(language, minutes)} late`,
    late: (count: number, list: string, tail: string) =>
      pt
        ? `${plural(count, 'ordem está atrasada', 'ordens estão atrasadas')}: ${list}${tail}.`
        : `${plural(count, 'order is', 'orders are')} late: ${list}${tail}.`,
    waitItem: (orderId: string, itemId: string, source: string, untilIso: string) =>
      pt
        ? `${orderId} espera ${itemId} (${source}) até ${when(untilIso)}`
        : `${orderId} waits for ${itemId} (${source}) until ${when(untilIso)}`,
    newPurchase: pt ? 'nova compra' : 'a new purchase',
    waiting: (count: number, list: string, tail: string) =>
      pt
        ? `${plural(count, 'ordem espera', 'ordens esperam')} material: ${list}${tail}.`
        : `${plural(count, 'order waits', 'orders wait')} for material: ${list}${tail}.`,
    unplanned: (count: number, list: string) =>
      pt
        ? `${plural(count, 'ordem aberta não tem', 'ordens abertas não têm')} operações e não pôde ser programada: ${list}.`
        : `${count} open ${count === 1 ? 'order has' : 'orders have'} no operations and could not be planned: ${list}.`,
    noCalendar: (ids: string) =>
      pt
        ? `Sem calendário para ${ids}: programado como disponível 24 horas.`
        : `No calendar is known for ${ids}: planned as available around the clock.`,
    setups: (count: number, hours: number, utilization: number) =>
      pt
        ? `${count} setups (${hours.toFixed(1)} h); utilização geral ${utilization.toFixed(0)}%.`
        : `${count} setups (${hours.toFixed(1)} h); overall utilization ${utilization.toFixed(0)}%.`,
    against: (isClientBaseline: boolean, summary: ChangesSummary) =>
      pt
        ? `Em relação ${isClientBaseline ? 'à sua programação anterior' : 'ao plano liberado'}: ${changesText(language, summary)}`
        : `Against ${isClientBaseline ? 'your previous schedule' : 'the released plan'}: ${changesText(language, summary)}`,
    repairCounts: (forced: number, knockOn: number, improved: number, kept: number, stability: string) =>
      pt
        ? `Reparo (${stabilityPt[stability] ?? stability}): ${plural(forced, 'operação forçada', 'operações forçadas')} a mudar, ${plural(knockOn, 'empurrada', 'empurradas')} por elas, ${plural(improved, 'melhoria', 'melhorias')} que se pagaram; ${plural(kept, 'operação mantida', 'operações mantidas')} como estavam.`
        : `Repair (${stability}): ${plural(forced, 'operation', 'operations')} forced to move, ${knockOn} pushed by ${forced === 1 ? 'it' : 'them'}, ${plural(improved, 'improvement', 'improvements')} that paid ${improved === 1 ? 'its' : 'their'} price; ${kept} kept as planned.`,
    stalePlan: (forced: number, pushed: number, reasons: Record<string, number>) => {
      const names: Record<string, [string, string]> = {
        material: [
          'wait for material that arrives after their planned start',
          'esperam material que chega depois do início planejado',
        ],
        start_passed: ['missed their planned start', 'perderam o início planejado'],
        calendar: ['were planned outside working time', 'estavam fora do horário de trabalho'],
        downtime: ['were planned into recorded downtime', 'estavam planejadas numa parada registrada'],
        not_eligible: [
          'were on a machine that can no longer run them',
          'estavam numa máquina que não pode mais executá-las',
        ],
      };
      const list = Object.entries(reasons)
        .map(([reason, count]) => `${count} ${(names[reason] ?? [reason, reason])[pt ? 1 : 0]}`)
        .join(pt ? '; ' : '; ');
      return pt
        ? `Destas, ${plural(forced, 'operação forçada', 'operações forçadas')} e ${pushed} empurradas não vêm deste comando: o plano liberado já estava desatualizado (${list}). Reprogramar o plano resolve isso.`
        : `Of these, ${plural(forced, 'forced move', 'forced moves')} and ${pushed} pushed ones do not come from this command: the released plan was already out of date (${list}). Rescheduling the plan clears them.`;
    },
    forcedItem: (operation: string, reason: string, workCenter: string, from: string, to: string) => {
      const window = from ? ` ${from}–${to}` : '';
      const reasons: Record<string, [string, string]> = {
        downtime: [
          `on ${workCenter} during its downtime${window}`,
          `em ${workCenter} durante a parada${window}`,
        ],
        calendar: [`outside ${workCenter}'s working time`, `fora do horário de ${workCenter}`],
        material: [`waits for material until ${from}`, `espera material até ${from}`],
        not_eligible: [`${workCenter} can no longer run it`, `${workCenter} não pode mais executá-la`],
        start_passed: ['its planned start has passed', 'o início planejado já passou'],
        interrupted: [`interrupted on ${workCenter}`, `interrompida em ${workCenter}`],
        new_operation: ['new in the plan', 'nova no plano'],
      };
      const [en, ptText] = reasons[reason] ?? [reason, reason];
      return `${operation} (${pt ? ptText : en})`;
    },
    forcedList: (items: string, tail: string) =>
      pt ? `Forçadas: ${items}${tail}.` : `Forced: ${items}${tail}.`,
    improvementItem: (
      step: number,
      orderId: string,
      lateGained: number,
      hoursGained: number,
      moved: number,
    ) =>
      pt
        ? `melhoria ${step}: ordem ${orderId}, ${lateGained > 0 ? `−${lateGained} atrasada(s), ` : ''}−${hoursGained.toFixed(1)} h de atraso por ${plural(moved, 'operação movida', 'operações movidas')}`
        : `improvement ${step}: order ${orderId}, ${lateGained > 0 ? `−${lateGained} late, ` : ''}−${hoursGained.toFixed(1)} h of lateness for ${plural(moved, 'moved operation', 'moved operations')}`,
    breaksRules: (count: number, list: string, tail: string) =>
      pt
        ? `⛔ Este plano viola ${plural(count, 'regra obrigatória', 'regras obrigatórias')}: ${list}${tail}. Ele não pode ser aplicado.`
        : `⛔ This plan breaks ${plural(count, 'hard rule', 'hard rules')}: ${list}${tail}. It cannot be applied.`,
    search: (algorithm: string, work: number, budget: number | null, stoppedBy: string, seconds: number) =>
      pt
        ? `Busca ${algorithm}: ${work}${budget === null ? '' : ` de ${budget}`} unidades de trabalho, parou por ${stoppedByPt[stoppedBy] ?? stoppedBy} (${seconds.toFixed(1)} s). O mesmo pedido dá o mesmo plano.`
        : `Search ${algorithm}: ${work}${budget === null ? '' : ` of ${budget}`} units of work, stopped by ${stoppedBy.replace('_', ' ')} (${seconds.toFixed(1)} s). The same request gives the same plan.`,
    interrupted: (ids: string[]) =>
      pt
        ? `${ids.length} operação(ões) em andamento interrompida(s) e programada(s) de novo: ${ids.join(', ')}.`
        : `${ids.length} running operation(s) interrupted and planned again: ${ids.join(', ')}.`,
    rushNoRouting: (orderId: string) =>
      pt
        ? `A ordem urgente ${orderId} não pôde ser programada: o material não tem roteiro.`
        : `Rush order ${orderId} could not be planned: its material has no routing.`,
    rushReady: (completionIso: string, slackMinutes: number) =>
      slackMinutes >= 0
        ? pt
          ? `Pode ficar pronta ${when(completionIso)}, ${duration(language, slackMinutes)} antes da data pedida.`
          : `It can be ready ${when(completionIso)}, ${duration(language, slackMinutes)} before the wanted date.`
        : pt
          ? `Fica pronta no mínimo ${when(completionIso)}: ${duration(language, -slackMinutes)} depois da data pedida.`
          : `It can be ready ${when(completionIso)} at the earliest: ${duration(language, -slackMinutes)} after the wanted date.`,
    breakdown: (workCenter: string, startIso: string, endIso: string | null) => {
      const until = endIso
        ? `${pt ? 'até' : 'until'} ${when(endIso)}`
        : pt
          ? 'até segunda ordem'
          : 'until further notice';
      return pt
        ? `${workCenter} está parado desde ${when(startIso)} ${until} ${zone(startIso)}.`
        : `${workCenter} is down from ${when(startIso)} ${until} ${zone(startIso)}.`;
    },
    restore: (workCenter: string, atIso: string, restored: { startAt: string; endAt: string }[]) => {
      if (restored.length === 0)
        return pt
          ? `${workCenter} não tem parada em vigor ${when(atIso)} ${zone(atIso)}: o plano já o conta como disponível.`
          : `${workCenter} has no downtime in force at ${when(atIso)} ${zone(atIso)}: the plan already counts it as available.`;
      const until = restored.map((r) => when(r.endAt)).join(', ');
      return pt
        ? `${workCenter} volta a operar ${when(atIso)} ${zone(atIso)}: a parada prevista até ${until} termina aí.`
        : `${workCenter} is back in service at ${when(atIso)} ${zone(atIso)}: the downtime planned until ${until} ends there.`;
    },
    materialDelay: (materialId: string, atIso: string, orders: number) =>
      pt
        ? `${materialId} chega ${when(atIso)} ${zone(atIso)}: ${orders} ordens abertas que o produzem ou usam esperam por ele.`
        : `${materialId} arrives ${when(atIso)} ${zone(atIso)}: ${orders} open orders making or using it wait for it.`,
    rushOrder: (orderId: string, quantity: number, materialId: string, dueIso: string) =>
      pt
        ? `Ordem urgente ${orderId}: ${quantity} × ${materialId}, pedida para ${when(dueIso)} ${zone(dueIso)}, programada com prioridade urgente.`
        : `Rush order ${orderId}: ${quantity} × ${materialId}, wanted by ${when(dueIso)} ${zone(dueIso)}, planned with urgent priority.`,
  };
}

/** The changes summary's one line, in the reply's language (the engine words it in English). */
export function changesText(
  language: ReplyLanguage,
  summary: Pick<ChangesSummary, 'has_changes' | 'summary_text' | 'summary_stats'> & {
    changes: readonly unknown[];
  },
): string {
  if (language !== 'pt') return summary.summary_text;
  const s = summary.summary_stats;
  if (!summary.has_changes) return 'Nenhuma mudança na programação.';
  const parts = [
    s.machine_changes && plural(s.machine_changes, 'troca de máquina', 'trocas de máquina'),
    s.delayed_operations && plural(s.delayed_operations, 'operação atrasada', 'operações atrasadas'),
    s.advanced_operations && plural(s.advanced_operations, 'operação adiantada', 'operações adiantadas'),
    s.new_operations && plural(s.new_operations, 'operação nova', 'operações novas'),
    s.removed_operations && plural(s.removed_operations, 'operação removida', 'operações removidas'),
  ].filter(Boolean);
  return `${plural(summary.changes.length, 'operação alterada', 'operações alteradas')}: ${parts.join(', ')}.`;
}
