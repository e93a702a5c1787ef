import { formatPlantMoment } from '../../i18n/dates.ts';
import { t } from '../../i18n/translate.ts';
import type { RushNetting } from './rush-netting.ts';

/** What already covers part or all of a rush order, in the reply's language and plant time. */
export function nettingSentence(
  language: 'en' | 'pt',
  netting: RushNetting,
  materialId: string,
  timeZone: string,
): string {
  const parts = [
    ...(netting.fromStock > 0 ? [t(language, 'rush.fromStock', { quantity: netting.fromStock })] : []),
    ...netting.fromOrders.map((o) =>
      t(language, 'rush.fromOrder', {
        quantity: o.quantity,
        order: o.orderId,
        at: formatPlantMoment(language, o.readyAt, timeZone),
      }),
    ),
  ];
  if (parts.length === 0) return t(language, 'rush.noneCovers', { material: materialId });
  const covered = parts.join('; ');
  if (netting.shortfall <= 0)
    return t(language, 'rush.covered', { quantity: netting.quantity, material: materialId, covered });
  return t(language, 'rush.partly', { covered, shortfall: netting.shortfall });
}
