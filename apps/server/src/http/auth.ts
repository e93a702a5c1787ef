import { hasControlCharacters } from '@takt/contract';
import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthConfig } from '../config.ts';
import type { Caller } from '../db/scope.ts';
import { AppError } from '../errors.ts';

const USER_ID = /^[A-Za-z0-9._@:-]{1,128}$/;

export type IdentifyCaller = (request: FastifyRequest) => Promise<Caller>;

/** Clock difference allowed between the issuer and this server, on `iat` and `nbf`. */
const CLOCK_SKEW_SECONDS = 60;
/** How long the issuer's keys may take to arrive before the request is answered 503. */
const KEYS_TIMEOUT_MS = 3_000;

/** jose's codes for a token that is itself wrong (401), as opposed to keys that could not be had (503). */
const TOKEN_FAULTS: Record<string, string> = {
  ERR_JWT_EXPIRED: 'the token has expired',
  ERR_JWT_CLAIM_VALIDATION_FAILED: 'the token is not valid',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'the token is not valid',
  ERR_JWS_INVALID: 'the token is not valid',
  ERR_JWT_INVALID: 'the token is not valid',
  ERR_JOSE_NOT_SUPPORTED: 'the token is not valid',
  ERR_JWKS_NO_MATCHING_KEY: 'the token is not valid',
  ERR_JWKS_MULTIPLE_MATCHING_KEYS: 'the token is not valid',
  ERR_JOSE_ALG_NOT_ALLOWED: 'the token is not valid',
};

/**
 * With an issuer configured, the caller is the subject of a valid bearer token: signed by the
 * issuer's keys, with an expiry (`exp` is required), not issued or valid only in the future beyond
 * a minute of clock skew. A bad token is 401; keys that cannot be fetched (the issuer down or slow)
 * are 503 with a retry hint, not the caller's fault. No token means anonymous. Without an issuer,
 * X-User-Id names the caller.
 */
export function callerIdentifier(auth: AuthConfig | undefined): IdentifyCaller {
  if (!auth) return async (request) => fromUserIdHeader(request);
  const jwks = createRemoteJWKSet(new URL(auth.jwksUrl), { timeoutDuration: KEYS_TIMEOUT_MS });
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) return { userId: null, key: `ip:${request.ip}` };
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1])
      throw new AppError('UNAUTHORIZED', { reason: 'the Authorization header must be "Bearer <token>"' });
    try {
      const { payload } = await jwtVerify(match[1], jwks, {
        issuer: auth.issuer,
        ...(auth.audience ? { audience: auth.audience } : {}),
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_SKEW_SECONDS,
      });
      if (typeof payload.iat === 'number' && payload.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS)
        throw new AppError('UNAUTHORIZED', { reason: 'the token is issued in the future' });
      if (!payload.sub) throw new AppError('UNAUTHORIZED', { reason: 'the token has no subject' });
      if (!isUsableSubject(payload.sub))
        throw new AppError('UNAUTHORIZED', { reason: 'the token subject is not valid' });
      return { userId: payload.sub, key: `user:${payload.sub}` };
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code ?? '';
      const reason = TOKEN_FAULTS[code];
      if (reason) throw new AppError('UNAUTHORIZED', { reason });
      // The keys could not be fetched (timeout, refused, not JSON): the issuer is unavailable.
      request.log.warn({ err: error }, 'token keys unavailable');
      throw new AppError('AUTH_UNAVAILABLE', { retryAfter: AUTH_RETRY_AFTER_SECONDS });
    }
  };
}

/** The longest subject taken as a caller id (issuers use up to 255: Auth0, Okta, Keycloak UUIDs fit). */
const MAX_SUBJECT_LENGTH = 255;

/**
 * A signed subject is still input: one with control characters (NUL cannot be stored) or past the
 * length bound is refused like a bad token, 401, rather than failing the request later with a 500.
 */
function isUsableSubject(subject: string): boolean {
  return subject.length <= MAX_SUBJECT_LENGTH && !hasControlCharacters(subject);
}

/** How soon to try again when the issuer's keys could not be had. */
export const AUTH_RETRY_AFTER_SECONDS = 10;

function fromUserIdHeader(request: FastifyRequest): Caller {
  const raw = request.headers['x-user-id'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value.trim() === '') return { userId: null, key: `ip:${request.ip}` };
  if (!USER_ID.test(value)) {
    throw new AppError('VALIDATION_FAILED', {}, [
      {
        field: 'headers.x-user-id',
        message: 'X-User-Id must be 1-128 characters: letters, digits, . _ @ : -',
      },
    ]);
  }
  return { userId: value, key: `user:${value}` };
}
