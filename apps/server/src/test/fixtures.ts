import { resolve } from 'node:path';
import type { ServerConfig } from '../config.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
export const SEED_DIR = resolve(REPO_ROOT, 'data/plant-1000');

/** Tests run on a Wednesday of the seed's anchor week, so the plant's dates are not shifted. */
export const TEST_NOW = new Date('2026-11-25T10:00:00.000Z');

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    features: { customData: false },
    contactRateLimitPerHour: 5,
    // The suites make many writes as one caller quickly; the limits have their own test.
    limits: { writesPerMinute: 0, solvesPerMinute: 0 },
    // Many suites start several solves as one caller; the queue limits have their own tests.
    solveQueue: { perUser: 0, perAnonymous: 0, anonymousTimeCapMs: 0 },
    trustProxy: false,
    solverConcurrency: 1,
    logLevel: 'silent',
    ...overrides,
  };
}
