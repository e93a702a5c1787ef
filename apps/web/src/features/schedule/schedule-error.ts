import { ApiError } from '../../api/client.ts';
import { t } from '../../i18n/t.ts';

/** What the error banner shows: the server's text (or the client's spec text) and the server's details. */
export function scheduleErrorText(error: unknown): { message: string; details: string[] } {
  if (error instanceof ApiError) {
    return {
      message: error.serverMessage || error.message || t('pp.error'),
      details: error.details.map((detail) => `${detail.field}: ${detail.message}`),
    };
  }
  if (error instanceof Error && error.message) return { message: error.message, details: [] };
  return { message: t('pp.error'), details: [] };
}

/** The alert after a failed Transfer to System: the spec's text, then why, when the server said. */
export function pushFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || !error.serverMessage) return t('pp.pushFailed');
  const reasons = error.details.map((detail) => `- ${detail.field}: ${detail.message}`);
  return [t('pp.pushFailed'), '', error.serverMessage, ...reasons].join('\n');
}
