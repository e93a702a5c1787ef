import { type FormEvent, useId } from 'react';
import { type UiKey, useT } from '../../i18n/t.ts';
import {
  type PromiseField,
  type PromiseFormErrors,
  type PromiseFormValues,
  SKU_SUGGESTIONS,
} from './promise-form.ts';

interface PromiseFormProps {
  values: PromiseFormValues;
  errors: PromiseFormErrors;
  isAnalyzing: boolean;
  /** Whether Accept & Schedule is offered: only for a feasible result (planning-workspaces §4). */
  canAccept: boolean;
  isAccepting: boolean;
  onChange: (values: PromiseFormValues) => void;
  onAnalyze: () => void;
  onAccept: () => void;
}

interface FieldSpec {
  field: PromiseField;
  label: UiKey;
  type: 'text' | 'number' | 'date';
  min?: number;
  step?: number;
}

/** planning-workspaces §2 and §5: the four inputs, with the browser's own limits (min, step) too. */
const FIELDS: readonly FieldSpec[] = [
  { field: 'sku', label: 'pr.field.sku', type: 'text' },
  { field: 'quantity', label: 'pr.field.quantity', type: 'number', min: 1, step: 1 },
  { field: 'price', label: 'pr.field.price', type: 'number', min: 0, step: 0.01 },
  { field: 'requestedDate', label: 'pr.field.requestedDate', type: 'date' },
];

/** The promise form: SKU with suggestions, quantity, price, date; Analyze Feasibility and, when feasible, Accept. */
export function PromiseForm(props: PromiseFormProps) {
  const { values, errors, isAnalyzing, canAccept, isAccepting, onChange, onAnalyze, onAccept } = props;
  // Both faces may show the form, so its ids are its own.
  const id = useId();
  const t = useT();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isAnalyzing) onAnalyze();
  }

  return (
    // noValidate: the screen lists its own §5 messages rather than the browser's bubbles.
    <form className="promise-form" noValidate onSubmit={submit} aria-label={t('pr.form')}>
      <div className="promise-form__fields">
        {FIELDS.map(({ field, label, type, min, step }) => (
          // The error sits outside the label, so the input's name stays the spec's label.
          <div key={field} className="promise-form__field">
            <label htmlFor={`${id}-${field}`}>{t(label)}</label>
            <input
              id={`${id}-${field}`}
              type={type}
              required
              min={min}
              step={step}
              list={field === 'sku' ? `${id}-skus` : undefined}
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              onChange={(event) => onChange({ ...values, [field]: event.target.value })}
            />
            {errors[field] && (
              <span className="promise-form__error" id={`${id}-${field}-error`}>
                {errors[field]}
              </span>
            )}
          </div>
        ))}
        <datalist id={`${id}-skus`}>
          {SKU_SUGGESTIONS.map((sku) => (
            <option key={sku} value={sku} />
          ))}
        </datalist>
      </div>
      <div className="promise-form__actions">
        <button type="submit" className="button button--primary" disabled={isAnalyzing || isAccepting}>
          {isAnalyzing ? t('pr.analyzing') : t('pr.analyze')}
        </button>
        {canAccept && (
          <button
            type="button"
            className="button promise-form__accept"
            disabled={isAccepting}
            onClick={onAccept}
          >
            {isAccepting ? t('pr.accepting') : t('pr.accept')}
          </button>
        )}
      </div>
    </form>
  );
}
