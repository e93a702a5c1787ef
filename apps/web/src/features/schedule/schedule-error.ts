import { ApiError } from '../../api/client.ts';

/** The spec's fallback when an error says nothing (enterprise-shell §8). */
export const SCHEDULE_ERROR_FALLBACK = 'An error occurred';

/** What the error banner shows: the server's text (or the client's spec text) and the server's details. */
export function scheduleErrorText(error: unknown): { message: string; details: string[] } {
  if (error instanceof ApiError) {
    return {
      message: error.serverMessage || error.message || SCHEDULE_ERROR_FALLBACK,
      details: error.details.map((detail) => `${detail.field}: ${detail.message}`),
    };
  }
  if (error instanceof Error && error.message) return { message: error.message, details: [] };
  return { message: SCHEDULE_ERROR_FALLBACK, details: [] };
}

/** The alert after a failed Transfer to System: the spec's text, then why, when the server said. */
export function pushFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || !error.serverMessage) return 'Failed to push schedule';
  const reasons = error.details.map((detail) => `- ${detail.field}: ${detail.message}`);
  return ['Failed to push schedule', '', error.serverMessage, ...reasons].join('\n');
}
