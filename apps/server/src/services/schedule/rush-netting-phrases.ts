import { plantClockTime, plantDate } from '../plant-time.ts';
import type { RushNetting } from './rush-netting.ts';

const number = (language: 'en' | 'pt', n: number) =>
  n.toLocaleString(language === 'pt' ? 'pt-BR' : 'en-US', { maximumFractionDigits: 1 });

/** What already covers part or all of a rush order, in the reply's language and plant time. */
export function nettingSentence(
  language: 'en' | 'pt',
  netting: RushNetting,
  materialId: string,
  timeZone: string,
): string {
  const pt = language === 'pt';
  const when = (iso: string) =>
    `${plantDate(new Date(iso), timeZone)} ${plantClockTime(new Date(iso), timeZone)}`;
  const parts = [
    netting.fromStock > 0
      ? pt
        ? `${number(language, netting.fromStock)} do estoque livre agora`
        : `${number(language, netting.fromStock)} from unreserved stock now`
      : undefined,
    ...netting.fromOrders.map((o) =>
      pt
        ? `${number(language, o.quantity)} da ordem ${o.orderId}, pronta ${when(o.readyAt)}`
        : `${number(language, o.quantity)} from order ${o.orderId}, ready ${when(o.readyAt)}`,
    ),
  ].filter(Boolean);
  if (parts.length === 0)
    return pt
      ? `Nenhum estoque livre nem ordem em processo de ${materialId} cobre o pedido: tudo é produzido.`
      : `No unreserved stock or order in process of ${materialId} covers it: all of it is made.`;
  const covered = parts.join('; ');
  if (netting.shortfall <= 0)
    return pt
      ? `${number(language, netting.quantity)} × ${materialId} já estão cobertos, sem nova produção: ${covered}.`
      : `${number(language, netting.quantity)} × ${materialId} are covered without new production: ${covered}.`;
  return pt
    ? `Já cobertos: ${covered}. Só ${number(language, netting.shortfall)} são produzidos na ordem urgente.`
    : `Already covered: ${covered}. Only ${number(language, netting.shortfall)} are made in the rush order.`;
}
