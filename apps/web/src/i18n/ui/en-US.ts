import { assistantEnUS } from './assistant.ts';
import { bomEnUS } from './bom.ts';
import { capacityEnUS } from './capacity.ts';
import { changesEnUS } from './changes.ts';
import { commonEnUS } from './common.ts';
import { examplesEnUS } from './examples.ts';
import { financialEnUS } from './financial.ts';
import { financialBillsEnUS } from './financial-bills.ts';
import { inventoryEnUS } from './inventory.ts';
import { lineBalancingEnUS } from './line-balancing.ts';
import { masterdataEnUS } from './masterdata.ts';
import { mrpEnUS } from './mrp.ts';
import { ordersEnUS } from './orders.ts';
import { promiseEnUS } from './promise.ts';
import { scheduleEnUS } from './schedule.ts';
import { shellEnUS } from './shell.ts';

/**
 * The English (en-US) labels and messages of the screens, as ICU messages (intl-messageformat):
 * plurals, numbers and dates are formatted by the message in the locale. The spec's English texts
 * are kept exact. One file per area holds both languages; pt-BR.ts joins the same areas.
 */
export const uiEnUS = {
  ...commonEnUS,
  ...shellEnUS,
  ...masterdataEnUS,
  ...inventoryEnUS,
  ...ordersEnUS,
  ...capacityEnUS,
  ...promiseEnUS,
  ...lineBalancingEnUS,
  ...scheduleEnUS,
  ...financialEnUS,
  ...examplesEnUS,
  ...financialBillsEnUS,
  ...bomEnUS,
  ...mrpEnUS,
  ...assistantEnUS,
  ...changesEnUS,
} as const;

export type UiKey = keyof typeof uiEnUS;
