import { type FormEvent, useEffect, useRef, useState } from 'react';
import { sendContactRequest } from '../../api/takt-api.ts';
import './contact.css';
import { useT } from '../../i18n/t.ts';

/** After a successful request the dialog closes itself (planning-workspaces §9). */
export const SUCCESS_CLOSE_MS = 3_000;

type DialogState = 'idle' | 'submitting' | 'success';

interface ScheduleCallDialogProps {
  feature: string;
  onClose: () => void;
}

/** The Schedule a Call dialog that gates the custom-data feature (planning-workspaces §2, §4, §5, §8). */
export function ScheduleCallDialog({ feature, onClose }: ScheduleCallDialogProps) {
  const t = useT();
  const [state, setState] = useState<DialogState>('idle');
  const firstField = useRef<HTMLInputElement>(null);
  // The parent may pass a new callback on each render; the timers must not restart because of it.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => firstField.current?.focus(), []);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => close.current(), SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key === 'Escape' && state !== 'submitting') close.current();
    }
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [state]);

  async function submitRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    setState('submitting');
    try {
      await sendContactRequest({
        name: field('name'),
        email: field('email'),
        company: field('company'),
        message: field('message'),
        feature,
      });
      setState('success');
    } catch {
      window.alert(t('md.call.failed'));
      setState('idle');
    }
  }

  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="schedule-call-title">
        <h2 id="schedule-call-title" className="modal__title">
          {t('md.call.title')}
        </h2>
        {state === 'success' ? (
          <div className="modal__success" role="status">
            <p className="modal__thanks">{t('md.call.thanks')}</p>
            <p>{t('md.call.soon')}</p>
          </div>
        ) : (
          <form className="contact-form" onSubmit={submitRequest}>
            <p className="modal__intro">{t('md.call.intro')}</p>
            <label>
              <span>
                {t('md.call.name')} <span aria-hidden="true">*</span>
              </span>
              <input ref={firstField} name="name" required autoComplete="name" />
            </label>
            <label>
              <span>
                {t('md.call.email')} <span aria-hidden="true">*</span>
              </span>
              <input name="email" type="email" required autoComplete="email" />
            </label>
            <label>
              {t('md.call.company')}
              <input name="company" autoComplete="organization" />
            </label>
            <label>
              {t('md.call.useCase')}
              <textarea name="message" rows={4} />
            </label>
            <div className="modal__actions">
              <button type="button" className="button" onClick={onClose} disabled={state === 'submitting'}>
                {t('md.call.cancel')}
              </button>
              <button type="submit" className="button button--primary" disabled={state === 'submitting'}>
                {state === 'submitting' ? t('md.call.submitting') : t('md.call.submit')}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
