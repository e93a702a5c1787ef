import { ApiError } from '../../api/client.ts';
import { FINANCIAL_LABELS } from './labels.ts';

export function FinancialLoading() {
  return (
    <p className="load-note" role="status">
      <span className="load-note__spinner" aria-hidden="true" />
      {FINANCIAL_LABELS.loading}
    </p>
  );
}

/** enterprise-shell §8: 'Financial data temporarily unavailable', with what the server said beneath. */
export function FinancialLoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const detail =
    error instanceof ApiError
      ? (error.serverMessage ?? error.message)
      : error instanceof Error
        ? error.message
        : '';
  return (
    <div className="error-note" role="alert">
      <p>{FINANCIAL_LABELS.loadFailed}</p>
      {detail && <p className="error-note__detail">{detail}</p>}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {FINANCIAL_LABELS.retry}
        </button>
      )}
    </div>
  );
}
