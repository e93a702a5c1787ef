import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { interpretCommand } from '../src/index.ts';
import { loadPlantMasterData } from './plant-master-data.ts';
import { formatReport } from './report.ts';
import { EVAL_NOW, evaluate, parseCommands } from './score.ts';

/**
 * `npm run eval:assistant`: every labelled set, one line each, the sets tuned on apart from the sets
 * written after tuning and never changed (the honest figure, issue 10). `-- --file other.jsonl` runs
 * one set and prints its failures too; `-- --now 2026-11-25T10:00:00Z` moves the reference time.
 * A report, not a test: it always exits 0.
 */
const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    now: { type: 'string', default: EVAL_NOW.toISOString() },
  },
});

/** Each set and whether the interpreter was tuned on it (see the README's table for the history). */
const SETS: { file: string; untuned: boolean }[] = [
  { file: 'commands.jsonl', untuned: false },
  { file: 'fresh.jsonl', untuned: false },
  { file: 'safety.jsonl', untuned: false },
  { file: 'safety-holdout.jsonl', untuned: false },
  { file: 'status.jsonl', untuned: false },
  { file: 'followups.jsonl', untuned: false },
  { file: 'everyday.jsonl', untuned: false },
  { file: 'answers.jsonl', untuned: false },
  { file: 'followups-2.jsonl', untuned: false },
  { file: 'balance.jsonl', untuned: false },
  { file: 'planning-words.jsonl', untuned: false },
  { file: 'order-release.jsonl', untuned: false },
  { file: 'order-move.jsonl', untuned: false },
  { file: 'holdout.jsonl', untuned: true },
  { file: 'conversation-holdout.jsonl', untuned: true },
  { file: 'everyday-holdout.jsonl', untuned: true },
  { file: 'round4-holdout.jsonl', untuned: true },
  { file: 'balance-holdout.jsonl', untuned: true },
  { file: 'planning-words-holdout.jsonl', untuned: true },
  { file: 'planning-words-holdout-2.jsonl', untuned: true },
  { file: 'planning-words-holdout-3.jsonl', untuned: true },
  { file: 'order-move-holdout.jsonl', untuned: true },
];

const masterData = loadPlantMasterData();
const now = new Date(values.now);
const run = (path: string) =>
  evaluate(parseCommands(readFileSync(path, 'utf8')), (command) =>
    interpretCommand(command.text, {
      now: command.now ? new Date(command.now) : now,
      masterData,
      ...(command.history ? { history: command.history } : {}),
    }),
  );

if (values.file) {
  const base = process.env.INIT_CWD ?? process.cwd();
  const file = isAbsolute(values.file) ? values.file : resolve(base, values.file);
  console.log(formatReport(run(file), file));
} else {
  const percent = (x: number) => `${(100 * x).toFixed(1)} %`;
  for (const untuned of [false, true]) {
    console.log(untuned ? '\nWritten after tuning, never changed:' : 'Tuned on (or looked at while tuning):');
    for (const set of SETS.filter((s) => s.untuned === untuned)) {
      const path = join(import.meta.dirname, set.file);
      if (!existsSync(path)) continue;
      const r = run(path);
      console.log(
        `  ${set.file.padEnd(28)} ${String(r.cases.length).padStart(4)} commands  intent ${percent(r.intentAccuracy).padStart(7)}  entity F1 ${r.f1.toFixed(3)}  safety labels ${r.safetyLabelled ? percent(r.safetyAccuracy) : '-'}`,
      );
    }
  }
  console.log('\nFailures of one set: npm run eval:assistant -- --file packages/assistant/eval/<set>.jsonl');
}
