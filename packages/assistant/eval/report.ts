import type { CaseResult, EvalReport } from './score.ts';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function describeFailure(result: CaseResult): string {
  const { command, interpretation } = result;
  const lines = [`- [${command.lang}] "${command.text}"`];
  if (!result.isIntentRight)
    lines.push(`    intent: expected ${command.intent}, got ${interpretation.intent}`);
  if (result.missed.length > 0) lines.push(`    missed: ${result.missed.join(', ')}`);
  if (result.extra.length > 0) lines.push(`    extra:  ${result.extra.join(', ')}`);
  if (result.unsafe.length > 0) lines.push(`    unsafe: ${result.unsafe.join(', ')}`);
  return lines.join('\n');
}

function breakdown(report: EvalReport, key: (c: CaseResult) => string): string[] {
  const groups = new Map<string, CaseResult[]>();
  for (const c of report.cases) groups.set(key(c), [...(groups.get(key(c)) ?? []), c]);
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, cases]) => {
      const right = cases.filter((c) => c.isIntentRight).length;
      const exact = cases.filter(
        (c) => c.isIntentRight && c.missed.length === 0 && c.extra.length === 0,
      ).length;
      return `  ${name.padEnd(26)} ${String(cases.length).padStart(4)}   intent ${percent(right / cases.length).padStart(7)}   all right ${percent(exact / cases.length).padStart(7)}`;
    });
}

/** The evaluation report as text: the figures, per intent and language, then every failure. */
export function formatReport(report: EvalReport, file: string): string {
  const failures = report.cases.filter(
    (c) => !c.isIntentRight || c.missed.length > 0 || c.extra.length > 0 || c.unsafe.length > 0,
  );
  const safety =
    report.safetyLabelled > 0
      ? [`Safety labels:     ${percent(report.safetyAccuracy)} of ${report.safetyLabelled} commands hold`]
      : [];
  return [
    `Assistant interpreter evaluation: ${file}`,
    `Commands:          ${report.cases.length}`,
    `Intent accuracy:   ${percent(report.intentAccuracy)}`,
    `Entity precision:  ${percent(report.precision)}`,
    `Entity recall:     ${percent(report.recall)}`,
    `Entity F1:         ${report.f1.toFixed(3)}`,
    ...safety,
    '',
    'By intent:',
    ...breakdown(report, (c) => c.command.intent),
    '',
    'By language:',
    ...breakdown(report, (c) => c.command.lang),
    '',
    `Failures (${failures.length}):`,
    ...(failures.length > 0 ? failures.map(describeFailure) : ['  none']),
  ].join('\n');
}
