import type { TransferRequest, TransferResponse } from '@takt/contract';
import { isUsableLocation } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, withWriteScope } from '../../db/scope.ts';
import { AppError } from '../../errors.ts';
import type { Language } from '../../i18n/error-messages.ts';
import { t } from '../../i18n/translate.ts';
import { closeChatProposal } from '../proposals/close-chat-proposal.ts';
import { findMaterial, locationBalances, toLocationBalance } from './balances.ts';
import { postMovements } from './stock-movements.ts';

/**
 * Moves stock of one item between two locations in the caller's dataset (POST /inventory/transfer):
 * one movement row and both balances in one transaction. Only free stock leaves (on hand − reserved:
 * what is reserved is promised to an order); taking more is a 409 STOCK_SHORT naming the shortfall,
 * and nothing is written. Out of QUARANTINE the transfer is a quality release: the stock becomes
 * usable where it lands. Concurrent transfers take turns on the dataset's lock, and the balance
 * update is conditional, so no update is lost and no balance goes below zero.
 */
export async function transferStock(
  db: Kysely<Database>,
  caller: Caller,
  request: TransferRequest,
  now: Date,
  language: Language = 'en-US',
): Promise<TransferResponse> {
  // The contract refuses it with a field message; a service caller (the chat) gets the same answer.
  if (request.from_location === request.to_location)
    throw new AppError('VALIDATION_FAILED', {}, [
      {
        field: 'body.to_location',
        message: 'must differ from from_location: a transfer moves stock between two locations',
      },
    ]);
  // Out of stock held for inspection (QUARANTINE) into use: a quality release.
  const isQualityRelease = !isUsableLocation(request.from_location) && isUsableLocation(request.to_location);
  const { result, version } = await withWriteScope(db, caller, request.source, async (trx, datasetId) => {
    // First, so of a button and a typed yes at once the loser waits here and moves nothing.
    if (request.proposal_id) await closeChatProposal(trx, caller.key, request.proposal_id, 'applied');
    const material = await findMaterial(trx, datasetId, request.item_id);
    if (!material)
      throw new AppError('ITEM_NOT_FOUND', { itemId: request.item_id }, [
        { field: 'body.item_id', message: 'no such item' },
      ]);
    await postMovements(trx, datasetId, [
      {
        materialId: material.material_id,
        from: request.from_location,
        to: request.to_location,
        quantity: request.quantity,
        kind: 'transfer',
        reason: request.reason ?? (isQualityRelease ? 'Quality release' : 'Stock transfer'),
        reference: request.reference ?? null,
        userId: caller.userId,
        at: now,
      },
    ]);
    const balances = await locationBalances(trx, datasetId, material.material_id);
    const balanceAt = (location: string) =>
      balances.find((b) => b.location_id === location) ?? toLocationBalance(location, null, 0, 0);
    return { material, from: balanceAt(request.from_location), to: balanceAt(request.to_location) };
  });
  const values = {
    quantity: request.quantity,
    unit: result.material.unit,
    item: result.material.material_id,
    from: request.from_location,
    to: request.to_location,
    fromAvailable: result.from.available,
    toOnHand: result.to.on_hand,
  };
  return {
    message: t(language, isQualityRelease ? 'inventory.qualityRelease' : 'inventory.transferDone', values),
    item_id: result.material.material_id,
    quantity: request.quantity,
    from_location: request.from_location,
    to_location: request.to_location,
    is_quality_release: isQualityRelease,
    from_balance: result.from,
    to_balance: result.to,
    version,
  };
}
