import { resolve } from 'node:path';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  AUTH_ISSUER: z.string().min(1).optional(),
  AUTH_JWKS_URL: z.string().url().optional(),
  AUTH_AUDIENCE: z.string().min(1).optional(),
  FEATURE_CUSTOM_DATA: z.enum(['true', 'false', '1', '0']).default('false'),
  CONTACT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  SOLVER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  SOLVER_SEARCHES: z.coerce.number().int().min(1).max(4).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Behind a reverse proxy: which hops' X-Forwarded-For to believe (true, a hop count, or addresses).
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(120),
  RATE_LIMIT_SOLVES_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(30),
  SOLVE_QUEUE_PER_USER: z.coerce.number().int().min(0).max(10_000).default(4),
  SOLVE_QUEUE_PER_ANONYMOUS: z.coerce.number().int().min(0).max(10_000).default(2),
  SOLVE_ANONYMOUS_TIME_CAP_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

/** TRUST_PROXY as Fastify takes it: unset or "false" trusts no forwarding header. */
function trustProxyOf(value: string | undefined): TrustProxy {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address: string, hop: number) => hop < hops;
}

/** Fastify's trustProxy: none, all, a comma list of addresses or ranges, or the first n hops. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export interface AuthConfig {
  issuer: string;
  jwksUrl: string;
  audience?: string;
}

/** An OpenAI-compatible model server (OpenAI, OpenRouter, Ollama, vLLM ...). */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/**
 * How the solver queue is shared (issue 11): solves one caller may have queued or running at once
 * (a signed-in user, else the client address), and the wall-clock cap of an anonymous solve, ms.
 * 0 turns a limit off.
 */
export interface SolveQueuePolicy {
  perUser: number;
  perAnonymous: number;
  anonymousTimeCapMs: number;
}

export interface ServerConfig {
  /** Set when LLM_BASE_URL and LLM_API_KEY are: commands may then be read by the model. */
  llm?: LlmConfig;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  auth?: AuthConfig;
  features: { customData: boolean };
  contactRateLimitPerHour: number;
  /** Writes and solves per caller and minute (0: no limit). */
  limits: { writesPerMinute: number; solvesPerMinute: number };
  /** Solves a caller may have queued or running at once, and the anonymous wall-clock cap. */
  solveQueue: SolveQueuePolicy;
  /** Whether (and which) proxies' forwarding headers name the client: off unless configured. */
  trustProxy: TrustProxy;
  /** Solves this process runs at once, each in its own worker thread. */
  solverConcurrency: number;
  /**
   * Searches a planner's solve runs side by side, each on its own thread (1: one thread). The plan depends
   * on it, so every process of a deployment must have the same; absent: 1 (two pay only with a core to spare).
   */
  solverSearches?: number;
  logLevel: string;
  webDist?: string;
}

/** Reads the environment; a bad setting stops the start with the variable's name. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.AUTH_ISSUER) !== Boolean(e.AUTH_JWKS_URL)) {
    throw new Error('Invalid configuration: AUTH_ISSUER and AUTH_JWKS_URL must be set together');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    ...(e.AUTH_ISSUER && e.AUTH_JWKS_URL
      ? {
          auth: {
            issuer: e.AUTH_ISSUER,
            jwksUrl: e.AUTH_JWKS_URL,
            ...(e.AUTH_AUDIENCE ? { audience: e.AUTH_AUDIENCE } : {}),
          },
        }
      : {}),
    ...(e.LLM_BASE_URL && e.LLM_API_KEY
      ? {
          llm: {
            baseUrl: e.LLM_BASE_URL,
            apiKey: e.LLM_API_KEY,
            model: e.LLM_MODEL,
            timeoutMs: e.LLM_TIMEOUT_MS,
          },
        }
      : {}),
    features: { customData: e.FEATURE_CUSTOM_DATA === 'true' || e.FEATURE_CUSTOM_DATA === '1' },
    contactRateLimitPerHour: e.CONTACT_RATE_LIMIT_PER_HOUR,
    limits: {
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
      solvesPerMinute: e.RATE_LIMIT_SOLVES_PER_MINUTE,
    },
    solveQueue: {
      perUser: e.SOLVE_QUEUE_PER_USER,
      perAnonymous: e.SOLVE_QUEUE_PER_ANONYMOUS,
      anonymousTimeCapMs: e.SOLVE_ANONYMOUS_TIME_CAP_MS,
    },
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    solverConcurrency: e.SOLVER_CONCURRENCY,
    solverSearches: e.SOLVER_SEARCHES,
    logLevel: e.LOG_LEVEL,
    ...(e.WEB_DIST ? { webDist: resolve(e.WEB_DIST) } : {}),
  };
}
