import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode, statusOf } from '../errors.ts';
import { type Language, languageOf, messageOf } from '../i18n/error-messages.ts';
import { AUTH_RETRY_AFTER_SECONDS } from './auth.ts';
import { uniqueViolation } from './database-errors.ts';
import { localizeIssueMessage } from './localize-issue.ts';

const BODY_LIMIT_TEXT = '1 MB';
/** Seconds a client should wait before retrying when the database connection dropped. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** PostgreSQL connection exceptions (class 08) and shutdowns (57P01–57P03), and socket failures. */
const LOST_CONNECTION_SQLSTATES = /^(08|57P0[123])/;
const LOST_CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether an error means the database connection is gone (a restart, failover, idle timeout): the
 * request failed as a whole (its transaction rolled back) and may be retried, unlike a bug.
 */
export function isLostConnection(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (
    typeof e.code === 'string' &&
    (LOST_CONNECTION_SQLSTATES.test(e.code) || LOST_CONNECTION_ERRNOS.has(e.code))
  )
    return true;
  return typeof e.message === 'string' && /Connection terminated|connection (?:is )?closed/i.test(e.message);
}

/** The one place where errors become HTTP answers `{ error, code, details }`; no stack trace leaves. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(request.headers['accept-language']);
  const appError = toAppError(error, language);
  if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
  if (appError.code === 'DATABASE_UNAVAILABLE') {
    request.log.warn({ err: error }, 'database connection lost');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  if (appError.code === 'AUTH_UNAVAILABLE') reply.header('retry-after', String(AUTH_RETRY_AFTER_SECONDS));
  if (appError.code === 'SOLVE_QUEUE_FULL') reply.header('retry-after', String(appError.params.retryAfter));
  return reply.status(appError.status).send({
    error: messageOf(appError.code, language, appError.params),
    code: appError.code,
    details: appError.details,
  });
}

function toAppError(error: FastifyError, language: Language): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext ?? 'body';
    return new AppError(
      'VALIDATION_FAILED',
      {},
      error.validation.map((v) => ({
        field: [context, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        message: localizeIssueMessage(v.keyword, v.params, v.message ?? 'is invalid', language),
      })),
    );
  }
  const duplicate = uniqueViolation(error);
  if (duplicate) return duplicate;
  if (isLostConnection(error))
    return new AppError('DATABASE_UNAVAILABLE', { retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  const code = fastifyCode(error);
  if (code)
    return new AppError(code, { limit: BODY_LIMIT_TEXT, type: error.message }, [
      { field: 'body', message: error.message },
    ]);
  return new AppError('INTERNAL');
}

function fastifyCode(error: FastifyError): ErrorCode | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'BODY_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'INVALID_JSON';
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return 'INVALID_JSON';
  if (error.statusCode === 413) return 'BODY_TOO_LARGE';
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return 'VALIDATION_FAILED';
  }
  return undefined;
}

export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(request.headers['accept-language']);
  const params = { method: request.method, path: request.url.split('?')[0] ?? request.url };
  return reply.status(statusOf('ROUTE_NOT_FOUND')).send({
    error: messageOf('ROUTE_NOT_FOUND', language, params),
    code: 'ROUTE_NOT_FOUND',
    details: [],
  });
}
