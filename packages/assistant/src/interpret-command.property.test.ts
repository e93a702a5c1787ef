import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand, MAX_COMMAND_LENGTH } from './interpret-command.ts';
import { INTENTS } from './interpretation.ts';

/** The test measures time; the package itself has no clock (lint forbids Date.now here). */
// biome-ignore lint/style/noRestrictedGlobals: a latency bound needs wall time; the code under test reads no clock.
const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

/** Per call, on a loaded two-core CI machine; a warm call takes about a millisecond. */
const BOUND_MS = 1000;

const PLANNER_WORDS = [
  'PRS-03',
  'press',
  'prensa',
  '3',
  'broke',
  'quebrou',
  'down',
  'for',
  'por',
  '4',
  'hours',
  'horas',
  'rush',
  'order',
  'pedido',
  'urgente',
  '500',
  'pcs',
  'peças',
  'STD-101',
  'by',
  'até',
  'Friday',
  'sexta',
  'tomorrow',
  'amanhã',
  'às',
  '14h',
  'stock',
  'estoque',
  'MAIN',
  'to',
  'para',
  '$48',
  'R$',
  '48,50',
  '1.2k',
  '#1004',
  'Meridian',
  'where',
  'onde',
  'is',
  'the',
  'o',
  'a',
  'de',
  '-',
  ',',
  '?',
  '!',
  '/',
  ':',
  '0',
  '12/05',
];

const context = makeContext();

function checkInterpretation(text: string): void {
  const startedAt = clock.now();
  const interpretation = interpretCommand(text, context);
  const elapsedMs = clock.now() - startedAt;
  expect(INTENTS).toContain(interpretation.intent);
  expect(interpretation.confidence).toBeGreaterThanOrEqual(0);
  expect(interpretation.confidence).toBeLessThanOrEqual(1);
  expect(['en', 'pt']).toContain(interpretation.language);
  expect(interpretation.trace.length).toBeGreaterThan(0);
  expect(elapsedMs).toBeLessThan(BOUND_MS);
}

describe('interpretCommand on any text (issue 5, quality bar)', () => {
  it('gives an interpretation for any string up to 2,000 characters, never an exception', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MAX_COMMAND_LENGTH, unit: 'binary' }), checkInterpretation),
      {
        numRuns: 150,
      },
    );
  }, 120_000);

  it('gives an interpretation for any mix of planner words, ids, numbers and dates', () => {
    const words = fc.array(fc.constantFrom(...PLANNER_WORDS), { maxLength: 300 });
    fc.assert(
      fc.property(words, (list) => checkInterpretation(list.join(' ').slice(0, MAX_COMMAND_LENGTH))),
      {
        numRuns: 150,
      },
    );
  }, 120_000);

  it('reads only the first 2,000 characters of a longer text, and says so', () => {
    const interpretation = interpretCommand(`${'x '.repeat(1500)}PRS-03 broke down`, context);
    expect(interpretation.intent).toBe('help');
    expect(interpretation.trace.some((entry) => entry.type === 'error')).toBe(true);
  });
});
