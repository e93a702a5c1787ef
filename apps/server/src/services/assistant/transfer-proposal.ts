import type { Interpretation } from '@takt/assistant';
import { InventoryLocation, type TextReply } from '@takt/contract';
import { isUsableLocation } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadScope } from '../../db/scope.ts';
import { t } from '../../i18n/translate.ts';
import { findMaterial, locationBalances } from '../inventory/balances.ts';
import { toolOf } from './tool-answers.ts';

type Answer = Pick<TextReply, 'type' | 'text' | 'tool' | 'data' | 'actions'>;

/** What a confirmed transfer proposal sends to POST /api/inventory/transfer, as the action's data. */
export interface TransferProposal {
  item_id: string;
  quantity: string;
  from_location: InventoryLocation;
  to_location: InventoryLocation;
}

/** Stock is taken from the main warehouse unless the command says where from. */
const DEFAULT_SOURCE: InventoryLocation = 'MAIN';

/**
 * "Move 40 kg of RM-778 from MAIN to PRODUCTION", "libera 350 kg do BATCH-890 da quarentena pra
 * produção": a stock transfer, proposed with Apply (action `transfer_stock`: the web posts its data to
 * POST /api/inventory/transfer, which moves the stock in one transaction and refuses a shortfall) and
 * Discard. Nothing is written here; what is missing or cannot be moved is asked or said instead.
 */
export async function proposeTransfer(
  db: Kysely<Database>,
  scope: ReadScope,
  reading: Interpretation,
): Promise<Answer> {
  const lang = reading.language;
  const tool = toolOf(lang, 'transfer_stock');
  const text = (key: Parameters<typeof t>[1], values = {}) => ({
    type: 'text' as const,
    tool,
    text: t(lang, key, values),
  });
  const { material, quantity, unit, location } = reading.entities;
  const from = reading.entities.from_location ?? (location === DEFAULT_SOURCE ? undefined : DEFAULT_SOURCE);
  if (!material) return text('transfer.whichMaterial');
  if (!quantity) return text('transfer.howMuch', { item: material });
  if (!location) return text('transfer.whereTo', { item: material });
  if (!from) return text('transfer.whereFrom', { item: material });
  const source = InventoryLocation.safeParse(from);
  const destination = InventoryLocation.safeParse(location);
  if (!source.success || !destination.success)
    return text('transfer.unknownLocation', { location: source.success ? location : from });
  if (source.data === destination.data) return text('transfer.sameLocation', { location: from });
  const item = await findMaterial(db, scope.datasetId, material);
  if (!item) return text('inventory.noRecord', { item: material });
  if (unit && unit.toUpperCase() !== item.unit.toUpperCase())
    return text('transfer.unitMismatch', { item: item.material_id, unit, itemUnit: item.unit });
  // Free stock as the transfer counts it (on hand − reserved), from the balances the transfer reads.
  const [balance] = await locationBalances(db, scope.datasetId, item.material_id, source.data);
  const free = Math.max(0, balance?.available ?? 0);
  const values = {
    quantity,
    unit: item.unit,
    item: item.material_id,
    from: source.data,
    to: destination.data,
    free,
  };
  if (quantity > free) return text('transfer.short', values);
  const proposal: TransferProposal = {
    item_id: item.material_id,
    quantity: String(quantity),
    from_location: source.data,
    to_location: destination.data,
  };
  return {
    type: 'text',
    tool,
    // Out of stock that is not usable (quarantine) the transfer is a quality release.
    text: t(lang, isUsableLocation(source.data) ? 'transfer.proposal' : 'transfer.releaseProposal', values),
    data: { ...proposal, quantity },
    actions: [
      { label: t(lang, 'action.apply'), action: 'transfer_stock', data: { ...proposal } },
      { label: t(lang, 'action.discard'), action: 'discard', data: {} },
    ],
  };
}
