import { ApiError } from '../api/client.ts';
import { useT } from '../i18n/t.ts';

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
  const message = error instanceof Error ? error.message : String(error);
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
