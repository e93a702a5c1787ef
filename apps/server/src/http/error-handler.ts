import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isLostConnection } from '../db/lost-connection.ts';
import { AppError, type ErrorCode, statusOf } from '../errors.ts';
import { type Language, languageOf, messageOf } from '../i18n/error-messages.ts';
import { AUTH_RETRY_AFTER_SECONDS } from './auth.ts';
import { uniqueViolation, unstorableValue } from './database-errors.ts';
import { localizeIssueMessage } from './localize-issue.ts';

const BODY_LIMIT_TEXT = '1 MB';
/** Seconds a client should wait before retrying when the database connection dropped. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** The one place where errors become HTTP answers `{ error, code, details }`; no stack trace leaves. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(request.headers['accept-language']);
  const appError = toAppError(error, language);
  if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
  if (appError.code === 'VALUE_OUT_OF_RANGE')
    request.log.warn({ err: error }, 'a value no contract bound refused reached the database');
  if (appError.code === 'DATABASE_UNAVAILABLE') {
    request.log.warn({ err: error }, 'database connection lost');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  }
  if (appError.code === 'AUTH_UNAVAILABLE') reply.header('retry-after', String(AUTH_RETRY_AFTER_SECONDS));
  if (appError.code === 'SOLVE_QUEUE_FULL' || appError.code === 'STATION_ASSIGNMENT_BUSY')
    reply.header('retry-after', String(appError.params.retryAfter));
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
  const duplicate = uniqueViolation(error) ?? unstorableValue(error);
  if (duplicate) return duplicate;
  if (isLostConnection(error))
    return new AppError('DATABASE_UNAVAILABLE', { retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  const routing = routingError(error);
  if (routing) return routing;
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

/** Fastify's own path length cap (`maxParamLength`): one path parameter at most this long. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Errors Fastify meets before any route runs (its `frameworkErrors`): a path that is not valid URL
 * text, or a path parameter past `maxParamLength`. Fastify's default answers are not the one shape.
 */
function routingError(error: FastifyError): AppError | undefined {
  const path = (error.message.match(/'([^']*)'/)?.[1] ?? '').split('?')[0]?.slice(0, 200) ?? '';
  if (error.code === 'FST_ERR_BAD_URL')
    return new AppError('BAD_URL', { path }, [{ field: 'url', message: 'is not valid URL text' }]);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return new AppError('URI_TOO_LONG', { limit: MAX_PARAM_LENGTH }, [
      { field: 'url', message: `a path segment may have at most ${MAX_PARAM_LENGTH} characters` },
    ]);
  return undefined;
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers past 16 KB, which also
 * catches a URL that long, a malformed request line, a request too slow to arrive): Fastify's
 * `clientErrorHandler` answers on the raw socket, here in the one error shape, in English (the
 * Accept-Language header may be what could not be read).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'BAD_REQUEST';
  const status = statusOf(code);
  const body = JSON.stringify({ error: messageOf(code, 'en-US', {}), code, details: [] });
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
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
