import type { InventoryLocation } from '@takt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { fetchAllInventoryItems, INVENTORY_QUERY_KEY, postTransfer } from '../../api/inventory-api.ts';
import { t, useT } from '../../i18n/t.ts';
import { ItemBalances } from './ItemBalances.tsx';
import { LOCATION_CODES } from './inventory-format.ts';

/** The alert of a failed transfer (enterprise-shell §8), with the server's reason when it gave one. */
export function transferFailureText(error: unknown): string {
  const message =
    error instanceof ApiError
      ? error.serverMessage || error.message
      : error instanceof Error
        ? error.message
        : '';
  return t('inv.transfer.failed', { message });
}

/**
 * MB51 Transfers: the transfer form of enterprise-shell §3/§5. Submit is disabled unless an item is
 * given and the quantity is above 0; quantities step 0.01. Whether from and to differ, and whether the
 * stock is there, the server decides and says (the alert carries its message).
 */
export function InventoryTransfersTab() {
  const queryClient = useQueryClient();
  const [itemId, setItemId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [fromLocation, setFromLocation] = useState<InventoryLocation>('MAIN');
  const [toLocation, setToLocation] = useState<InventoryLocation>('PRODUCTION');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const tr = useT();
  const items = useQuery({
    queryKey: [...INVENTORY_QUERY_KEY, 'items', 'all'],
    queryFn: ({ signal }) => fetchAllInventoryItems(signal),
  });
  const amount = Number(quantity);
  const canSubmit = itemId.trim() !== '' && quantity !== '' && amount > 0 && !isSubmitting;
  const knownItem = items.data?.items.some((i) => i.item_id === itemId.trim()) ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setIsSubmitting(true);
    try {
      const reply = await postTransfer({
        item_id: itemId.trim(),
        quantity: Math.round(amount * 100) / 100,
        from_location: fromLocation,
        to_location: toLocation,
      });
      window.alert(reply.message.trim() === '' ? t('inv.transfer.done') : reply.message);
      setQuantity('');
      await queryClient.invalidateQueries({ queryKey: INVENTORY_QUERY_KEY });
    } catch (error) {
      window.alert(transferFailureText(error));
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <section className="inventory-transfer" aria-label={tr('inv.transfer')}>
      <form className="promise-form" onSubmit={submit}>
        <h2 className="inventory-transfer__title">{tr('inv.transfer')}</h2>
        <div className="promise-form__fields">
          <label className="promise-form__field">
            {tr('inv.transfer.item')}
            <input
              value={itemId}
              onChange={(e) => setItemId(e.target.value)}
              list="inventory-transfer-items"
              placeholder={tr('inv.transfer.itemExample')}
              autoComplete="off"
            />
          </label>
          <datalist id="inventory-transfer-items">
            {items.data?.items.map((i) => (
              <option key={i.item_id} value={i.item_id}>
                {i.description}
              </option>
            ))}
          </datalist>
          <label className="promise-form__field">
            {tr('inv.transfer.quantity')}
            <input
              type="number"
              min={0}
              step={0.01}
              inputMode="decimal"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </label>
          <label className="promise-form__field">
            {tr('inv.transfer.from')}
            <select
              value={fromLocation}
              onChange={(e) => setFromLocation(e.target.value as InventoryLocation)}
            >
              {LOCATION_CODES.map((code) => (
                <option key={code} value={code}>
                  {tr(`inv.location.${code}`)} ({code})
                </option>
              ))}
            </select>
          </label>
          <label className="promise-form__field">
            {tr('inv.transfer.to')}
            <select value={toLocation} onChange={(e) => setToLocation(e.target.value as InventoryLocation)}>
              {LOCATION_CODES.map((code) => (
                <option key={code} value={code}>
                  {tr(`inv.location.${code}`)} ({code})
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="muted inventory-transfer__note">{tr('inv.transfer.note')}</p>
        <div className="promise-form__actions">
          <button type="submit" className="button button--primary" disabled={!canSubmit}>
            {isSubmitting ? tr('inv.transfer.submitting') : tr('inv.transfer.submit')}
          </button>
        </div>
      </form>
      {knownItem && <ItemBalances itemId={itemId.trim()} />}
    </section>
  );
}
