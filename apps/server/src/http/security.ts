import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

/** The methods that only read: never limited here (the solver queue has its own limits). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A solve: the expensive request, limited more tightly than other writes. */
const SOLVES = /^\/api\/schedule\/runs?(?:\?|$)/;
const MINUTE_MS = 60_000;

/**
 * The counter a request counts against: the signed-in user, else the client's address, and whether
 * it is a solve (solves and other writes have their own limits, so each its own count).
 */
const keyOf = (request: FastifyRequest) =>
  `${SOLVES.test(request.url) ? 'solve' : 'write'}:${request.caller?.key ?? `ip:${request.ip}`}`;

/**
 * Security headers and rate limits (issue 11), from the Fastify plugins rather than by hand.
 *
 * Headers: a content security policy for the built web app (its own scripts only; inline styles,
 * which the Gantt and chart libraries set; no framing), nosniff, a strict referrer policy.
 *
 * Limits, per caller (user, else address) and per route, on writes only: solves at
 * `limits.solvesPerMinute` (a third of that for anonymous callers), other writes at
 * `limits.writesPerMinute`. Past them: 429 in the one error shape, with Retry-After. On PostgreSQL
 * the counters are in the database, shared by every process; the embedded database has one process
 * (its lock file), whose memory holds them.
 */
export async function registerSecurity(
  app: FastifyInstance,
  config: ServerConfig,
  sharedCounters?: Kysely<Database>,
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The API docs page loads Swagger UI's own script and styles: same origin, so the policy holds.
    crossOriginEmbedderPolicy: false,
  });
  const { writesPerMinute, solvesPerMinute } = config.limits;
  if (writesPerMinute === 0 && solvesPerMinute === 0) return;
  await app.register(fastifyRateLimit, {
    global: true,
    // After the caller is known (onRequest): a user is counted as that user, whatever address.
    hook: 'preHandler',
    timeWindow: MINUTE_MS,
    keyGenerator: keyOf,
    ...(sharedCounters ? { store: postgresRateLimitStore(sharedCounters) } : {}),
    allowList: (request) => READS.has(request.method) || !request.url.startsWith('/api/'),
    max: (request) => {
      if (!SOLVES.test(request.url)) return writesPerMinute || Number.MAX_SAFE_INTEGER;
      const solves = solvesPerMinute || Number.MAX_SAFE_INTEGER;
      return request.caller?.userId ? solves : Math.max(1, Math.floor(solves / 3));
    },
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', { limit: context.max, window: 'minute' }),
  });
}
