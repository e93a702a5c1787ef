import { ApiError } from '../../api/client.ts';
import { useT } from '../../i18n/t.ts';

export function FinancialLoading() {
  const t = useT();
  return (
    <p className="load-note" role="status">
      <span className="load-note__spinner" aria-hidden="true" />
      {t('fi.loading')}
    </p>
  );
}

/** enterprise-shell §8: 'Financial data temporarily unavailable', with what the server said beneath. */
export function FinancialLoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const detail =
    error instanceof ApiError
      ? (error.serverMessage ?? error.message)
      : error instanceof Error
        ? error.message
        : '';
  return (
    <div className="error-note" role="alert">
      <p>{t('fi.loadFailed')}</p>
      {detail && <p className="error-note__detail">{detail}</p>}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('fi.retry')}
        </button>
      )}
    </div>
  );
}
