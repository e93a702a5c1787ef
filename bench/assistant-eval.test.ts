import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPlantMasterData } from '../packages/assistant/eval/plant-master-data.ts';
import { EVAL_NOW, evaluate, parseCommands } from '../packages/assistant/eval/score.ts';
import { interpretCommand } from '../packages/assistant/src/index.ts';

const EVAL_DIR = join(import.meta.dirname, '../packages/assistant/eval');
const masterData = loadPlantMasterData();

function evaluateSet(file: string) {
  const commands = parseCommands(readFileSync(join(EVAL_DIR, file), 'utf8'));
  return {
    commands,
    // A command labelled with the conversation before it is read after it, as `npm run eval:assistant` does.
    report: evaluate(commands, (c) =>
      interpretCommand(c.text, { now: EVAL_NOW, masterData, ...(c.history ? { history: c.history } : {}) }),
    ),
  };
}

describe('assistant interpreter evaluation (issue 5, quality bar)', () => {
  it('has at least 220 labelled commands, 70 in Portuguese, covering every intent', () => {
    const { commands } = evaluateSet('commands.jsonl');
    expect(commands.length).toBeGreaterThanOrEqual(220);
    expect(commands.filter((c) => c.lang === 'pt').length).toBeGreaterThanOrEqual(70);
    expect(new Set(commands.map((c) => c.intent)).size).toBe(15);
  });

  it.each(['commands.jsonl', 'holdout.jsonl'])(
    'reaches intent accuracy ≥ 0.95 and entity F1 ≥ 0.90 on %s',
    (file) => {
      const { report } = evaluateSet(file);
      expect(report.intentAccuracy).toBeGreaterThanOrEqual(0.95);
      expect(report.f1).toBeGreaterThanOrEqual(0.9);
    },
  );

  // Plain planning phrasings (a plan's goal, a material run out, prioritize): tuned on the first, the
  // second written after and left as found (85 % intent on its first run).
  it('reads plain planning phrasings: all of the tuned set, most of the set written after', () => {
    const tuned = evaluateSet('planning-words.jsonl').report;
    expect(tuned.intentAccuracy).toBe(1);
    const after = evaluateSet('planning-words-holdout.jsonl').report;
    expect(after.intentAccuracy).toBeGreaterThanOrEqual(0.85);
    expect(after.f1).toBeGreaterThanOrEqual(0.9);
    // Written after all of the session's tuning: 93.3 % intent, F1 0.889 on its first run.
    const last = evaluateSet('planning-words-holdout-2.jsonl').report;
    expect(last.intentAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(last.f1).toBeGreaterThanOrEqual(0.85);
    // Session 11's status questions, written after their tuning: 75.0 % intent, F1 0.880 on its first run.
    const third = evaluateSet('planning-words-holdout-3.jsonl').report;
    expect(third.intentAccuracy).toBeGreaterThanOrEqual(0.75);
    expect(third.f1).toBeGreaterThanOrEqual(0.85);
  });

  // Moving an order's operation to another work center: tuned on the first set; the second written
  // after the tuning and left as found (75.0 % intent, F1 0.958 on its first run).
  it('reads moves of an order to another work center: all of the tuned set, most of the set written after', () => {
    const tuned = evaluateSet('order-move.jsonl').report;
    expect(tuned.intentAccuracy).toBe(1);
    expect(tuned.safetyAccuracy).toBe(1);
    const after = evaluateSet('order-move-holdout.jsonl').report;
    expect(after.intentAccuracy).toBeGreaterThanOrEqual(0.75);
    expect(after.f1).toBeGreaterThanOrEqual(0.9);
  });
});
