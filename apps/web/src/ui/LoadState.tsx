import { ApiError } from '../api/client.ts';
import { currentLocale } from '../i18n/locale.ts';
import { type Translate, useT } from '../i18n/t.ts';

/** The spec's loading note: the server may take a few seconds if it is starting up (enterprise-shell §8). */
export function LoadingNote({ what }: { what: string }) {
  const t = useT();
  return (
    <p className="load-note" role="status">
      <span className="load-note__spinner" aria-hidden="true" />
      {t('load.loading', { what })}
    </p>
  );
}

/**
 * What went wrong, in the screen's language: the client's own texts by kind (the spec's English
 * ones in en-US); any other error as it says.
 */
export function errorText(error: unknown, t: Translate): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  switch (error.kind) {
    case 'http':
      return t('load.apiError', { status: error.message.replace(/^API error: /, '') });
    case 'timeout':
      return t('load.timeout');
    case 'network':
      return t('load.network');
    default:
      return error.kind === 'contract' && currentLocale() === 'en-US' ? error.message : t('load.contract');
  }
}

/** The error line a screen shows, with what the server said beneath it when it said anything. */
export function ErrorNote({
  prefix,
  error,
  onRetry,
}: {
  prefix: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const t = useT();
  const message = errorText(error, t);
  const serverMessage = error instanceof ApiError ? error.serverMessage : null;
  return (
    <div className="error-note" role="alert">
      <p>
        {prefix}: {message}
      </p>
      {serverMessage && <p className="error-note__detail">{serverMessage}</p>}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('load.retry')}
        </button>
      )}
    </div>
  );
}
