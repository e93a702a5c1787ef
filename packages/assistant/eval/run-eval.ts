import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { interpretCommand } from '../src/index.ts';
import { loadPlantMasterData } from './plant-master-data.ts';
import { formatReport } from './report.ts';
import { EVAL_NOW, evaluate, parseCommands } from './score.ts';

/**
 * `npm run eval:assistant [-- --file other.jsonl] [-- --now 2026-11-25T10:00:00Z]`: runs the
 * interpreter over a labelled set and prints intent accuracy, entity precision / recall / F1 and
 * every failure. A report, not a test: it always exits 0.
 */
const { values } = parseArgs({
  options: {
    file: { type: 'string', default: join(import.meta.dirname, 'commands.jsonl') },
    now: { type: 'string', default: EVAL_NOW.toISOString() },
  },
});
const base = process.env.INIT_CWD ?? process.cwd();
const file = isAbsolute(values.file) ? values.file : resolve(base, values.file);
const commands = parseCommands(readFileSync(file, 'utf8'));
const masterData = loadPlantMasterData();
const now = new Date(values.now);
const report = evaluate(commands, (command) =>
  interpretCommand(command.text, {
    now: command.now ? new Date(command.now) : now,
    masterData,
    ...(command.history ? { history: command.history } : {}),
  }),
);
console.log(formatReport(report, file));
