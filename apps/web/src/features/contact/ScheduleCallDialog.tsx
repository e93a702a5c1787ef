import { type FormEvent, useEffect, useRef, useState } from 'react';
import { sendContactRequest } from '../../api/takt-api.ts';
import './contact.css';

/** After a successful request the dialog closes itself (planning-workspaces §9). */
export const SUCCESS_CLOSE_MS = 3_000;
export const SUBMIT_FAILURE_ALERT = 'There was an error submitting your request. Please try again.';

type DialogState = 'idle' | 'submitting' | 'success';

interface ScheduleCallDialogProps {
  feature: string;
  onClose: () => void;
}

/** The Schedule a Call dialog that gates the custom-data feature (planning-workspaces §2, §4, §5, §8). */
export function ScheduleCallDialog({ feature, onClose }: ScheduleCallDialogProps) {
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
      window.alert(SUBMIT_FAILURE_ALERT);
      setState('idle');
    }
  }

  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="schedule-call-title">
        <h2 id="schedule-call-title" className="modal__title">
          Schedule a Call
        </h2>
        {state === 'success' ? (
          <div className="modal__success" role="status">
            <p className="modal__thanks">Thank you!</p>
            <p>We'll be in touch soon to schedule a call...</p>
          </div>
        ) : (
          <form className="contact-form" onSubmit={submitRequest}>
            <p className="modal__intro">
              Custom data lets you plan with your own orders and routings. Tell us about your plant and we
              will set it up with you.
            </p>
            <label>
              <span>
                Name <span aria-hidden="true">*</span>
              </span>
              <input ref={firstField} name="name" required autoComplete="name" />
            </label>
            <label>
              <span>
                Email <span aria-hidden="true">*</span>
              </span>
              <input name="email" type="email" required autoComplete="email" />
            </label>
            <label>
              Company
              <input name="company" autoComplete="organization" />
            </label>
            <label>
              Tell us about your use case
              <textarea name="message" rows={4} />
            </label>
            <div className="modal__actions">
              <button type="button" className="button" onClick={onClose} disabled={state === 'submitting'}>
                Cancel
              </button>
              <button type="submit" className="button button--primary" disabled={state === 'submitting'}>
                {state === 'submitting' ? 'Submitting...' : 'Submit Request'}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
