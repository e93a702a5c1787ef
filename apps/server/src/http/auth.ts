import type { FastifyRequest } from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AuthConfig } from '../config.ts';
import type { Caller } from '../db/scope.ts';
import { AppError } from '../errors.ts';

const USER_ID = /^[A-Za-z0-9._@:-]{1,128}$/;

export type IdentifyCaller = (request: FastifyRequest) => Promise<Caller>;

/**
 * With an issuer configured, the caller is the subject of a valid bearer token (a bad or
 * expired token is refused; no token means anonymous). Without one, X-User-Id names the caller.
 */
export function callerIdentifier(auth: AuthConfig | undefined): IdentifyCaller {
  if (!auth) return async (request) => fromUserIdHeader(request);
  const jwks = createRemoteJWKSet(new URL(auth.jwksUrl));
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
      });
      if (!payload.sub) throw new AppError('UNAUTHORIZED', { reason: 'the token has no subject' });
      return { userId: payload.sub, key: `user:${payload.sub}` };
    } catch (error) {
      if (error instanceof AppError) throw error;
      const reason =
        (error as { code?: string }).code === 'ERR_JWT_EXPIRED'
          ? 'the token has expired'
          : 'the token is not valid';
      throw new AppError('UNAUTHORIZED', { reason });
    }
  };
}

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
