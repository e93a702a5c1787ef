import { OrderPriority, type ProductionOrder, Unit } from '@takt/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { createProductionOrder } from '../../api/orders-api.ts';
import { type CreateOrderDraft, draftToRequest, emptyDraft } from './create-order-form.ts';
import '../contact/contact.css';
import { t, useT } from '../../i18n/t.ts';

interface CreateOrderDialogProps {
  today: string;
  timeZone: string | undefined;
  onCreated: (order: ProductionOrder) => void;
  onClose: () => void;
}

/** The spec's failure texts (enterprise-shell §8), with what the server said beneath. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http') {
    const statusText = error.message.replace(/^API error: /, '');
    const text = t('co.form.failedStatus', { status: statusText });
    return `${text}${error.serverMessage ? ` — ${error.serverMessage}` : ''}`;
  }
  return t('co.form.failed');
}

/** CO01's Create Order modal: required order, material and quantity; the rest defaulted (§4, §5). */
export function CreateOrderDialog({ today, timeZone, onCreated, onClose }: CreateOrderDialogProps) {
  const [draft, setDraft] = useState<CreateOrderDraft>(() => emptyDraft(today));
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const tr = useT();
  const firstField = useRef<HTMLInputElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => firstField.current?.focus(), []);
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, []);

  // An edit answers the alert it was made for: the alert goes until the next Create Order.
  const set = (field: keyof CreateOrderDraft) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setProblem(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = draftToRequest(draft, timeZone);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      onCreated(await createProductionOrder(result.request));
    } catch (error) {
      setProblem(failureText(error));
      setSaving(false);
    }
  }

  return (
    <div className="modal-backdrop">
      <div className="modal order-form" role="dialog" aria-modal="true" aria-labelledby="create-order-title">
        <h2 id="create-order-title" className="modal__title">
          {tr('co.create')}
        </h2>
        <form onSubmit={submit} noValidate>
          <div className="order-form__grid">
            <label>
              <span>{tr('co.form.orderId')}</span>
              <input ref={firstField} value={draft.order_id} onChange={set('order_id')} maxLength={40} />
            </label>
            <label>
              <span>{tr('co.form.material')}</span>
              <input value={draft.material} onChange={set('material')} maxLength={40} />
            </label>
            <label className="order-form__wide">
              <span>{tr('co.form.description')}</span>
              <input
                value={draft.material_description}
                onChange={set('material_description')}
                maxLength={200}
              />
            </label>
            <label>
              <span>{tr('co.form.quantity')}</span>
              <input type="number" min={1} step={1} value={draft.quantity} onChange={set('quantity')} />
            </label>
            <label>
              <span>{tr('co.form.unit')}</span>
              <select value={draft.unit} onChange={set('unit')}>
                {Unit.options.map((unit) => (
                  <option key={unit}>{unit}</option>
                ))}
              </select>
            </label>
            <label>
              <span>{tr('co.form.priority')}</span>
              <select value={draft.priority} onChange={set('priority')}>
                {OrderPriority.options.map((priority) => (
                  <option key={priority} value={priority}>
                    {tr(`status.priority.${priority}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>{tr('co.form.workCenter')}</span>
              <input value={draft.work_center} onChange={set('work_center')} maxLength={40} />
            </label>
            <label>
              <span>{tr('co.form.start')}</span>
              <input type="date" value={draft.basic_start_date} onChange={set('basic_start_date')} />
            </label>
            <label>
              <span>{tr('co.form.end')}</span>
              <input type="date" value={draft.basic_end_date} onChange={set('basic_end_date')} />
            </label>
          </div>
          <p className="order-form__note">{tr('co.form.note')}</p>
          {problem && (
            <p className="order-form__problem" role="alert">
              {problem}
            </p>
          )}
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose} disabled={isSaving}>
              {tr('co.form.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={isSaving}>
              {isSaving ? tr('co.form.creating') : tr('co.create')}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
