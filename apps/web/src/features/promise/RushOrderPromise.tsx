import { useState } from 'react';
import {
  acceptPromise,
  analyzePromise,
  type PromiseResult,
  promiseFailureText,
} from '../../api/promise-api.ts';
import { usePlantTimeZone } from '../../i18n/plant-time.ts';
import { PromiseForm } from './PromiseForm.tsx';
import { PromiseResultCard } from './PromiseResultCard.tsx';
import {
  analyzeRequestOf,
  DEFAULT_PRICE,
  DEFAULT_QUANTITY,
  initialFormValues,
  type PromiseFormErrors,
  type PromiseFormValues,
  validatePromiseForm,
} from './promise-form.ts';
import './promise.css';
import { useT } from '../../i18n/t.ts';

/** planning-workspaces §4: idle, analyzing, result shown. */
type Analysis = { status: 'idle' } | { status: 'analyzing' } | { status: 'result'; result: PromiseResult };

/**
 * Rush Order Promise Analysis (planning-workspaces §2–§9; issue 13), in the modern Promise view and
 * MB51's Promise Check tab: can the plant make the order by the requested date, at what margin, and
 * whom does it push. `initialPrompt` (a ZEX01 scenario's, say) pre-fills the form (§5).
 */
export function RushOrderPromise({ initialPrompt }: { initialPrompt?: string }) {
  const [values, setValues] = useState<PromiseFormValues>(() => initialFormValues(new Date(), initialPrompt));
  const [errors, setErrors] = useState<PromiseFormErrors>({});
  const [analysis, setAnalysis] = useState<Analysis>({ status: 'idle' });
  const [isAccepting, setIsAccepting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const timeZone = usePlantTimeZone();
  const t = useT();

  async function analyze() {
    const found = validatePromiseForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    setAnalysis({ status: 'analyzing' });
    try {
      setAnalysis({ status: 'result', result: await analyzePromise(analyzeRequestOf(values)) });
    } catch (error) {
      setAnalysis({ status: 'idle' });
      setFailure(promiseFailureText(error, t('pr.failed')));
    }
  }

  async function accept() {
    if (analysis.status !== 'result' || !analysis.result.is_feasible) return;
    const { analysis_id, order_id, sku, quantity, promised_date } = analysis.result;
    setFailure(null);
    setIsAccepting(true);
    try {
      const accepted = await acceptPromise({ analysis_id, order_id, sku, quantity, promised_date });
      // §4: after acceptance the result is cleared and quantity and price return to 500 and 50.
      setAnalysis({ status: 'idle' });
      setValues((current) => ({ ...current, quantity: DEFAULT_QUANTITY, price: DEFAULT_PRICE }));
      window.alert(t('pr.success', { order: accepted.order_id }));
    } catch (error) {
      setFailure(promiseFailureText(error, t('pr.failed')));
    } finally {
      setIsAccepting(false);
    }
  }

  const result = analysis.status === 'result' ? analysis.result : null;
  return (
    <section className="promise" aria-labelledby="promise-title">
      <h2 id="promise-title">{t('pr.title')}</h2>
      <PromiseForm
        values={values}
        errors={errors}
        isAnalyzing={analysis.status === 'analyzing'}
        canAccept={result?.is_feasible === true}
        isAccepting={isAccepting}
        onChange={setValues}
        onAnalyze={analyze}
        onAccept={accept}
      />
      {failure && (
        <p className="promise__error" role="alert">
          {failure}
        </p>
      )}
      {analysis.status === 'analyzing' && (
        <p className="load-note" role="status">
          {t('pr.analyzingNote')}
        </p>
      )}
      {result && <PromiseResultCard result={result} timeZone={timeZone} />}
    </section>
  );
}
