import { assistantPtBR } from './assistant.ts';
import { bomPtBR } from './bom.ts';
import { capacityPtBR } from './capacity.ts';
import { changesPtBR } from './changes.ts';
import { commonPtBR } from './common.ts';
import type { UiKey } from './en-US.ts';
import { examplesPtBR } from './examples.ts';
import { financialPtBR } from './financial.ts';
import { financialBillsPtBR } from './financial-bills.ts';
import { inventoryPtBR } from './inventory.ts';
import { lineBalancingPtBR } from './line-balancing.ts';
import { masterdataPtBR } from './masterdata.ts';
import { mrpPtBR } from './mrp.ts';
import { ordersPtBR } from './orders.ts';
import { promisePtBR } from './promise.ts';
import { schedulePtBR } from './schedule.ts';
import { shellPtBR } from './shell.ts';

/** The Brazilian Portuguese (pt-BR) labels and messages: the same keys as en-US.ts, ICU messages. */
export const uiPtBR: Readonly<Record<UiKey, string>> = {
  ...commonPtBR,
  ...shellPtBR,
  ...masterdataPtBR,
  ...inventoryPtBR,
  ...ordersPtBR,
  ...capacityPtBR,
  ...promisePtBR,
  ...lineBalancingPtBR,
  ...schedulePtBR,
  ...financialPtBR,
  ...examplesPtBR,
  ...financialBillsPtBR,
  ...bomPtBR,
  ...mrpPtBR,
  ...assistantPtBR,
  ...changesPtBR,
};
