import type { SetupQuestion } from '@takt/assistant';
import type { InventoryChatResponse } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { t } from '../../i18n/translate.ts';

/** The answer to a setup-time question: its text and the matrix rows as a table. */
export interface SetupAnswer {
  text: string;
  table: NonNullable<InventoryChatResponse['visualization']> | null;
}

/**
 * Answers a setup-time question from the setup matrix of the machine type it asks about: the
 * range of changeover minutes, the time of a change the matrix does not list (its `* → *` row), and
 * with `asksCost` what a change costs at the work centers' hourly rate (the named one's, else the
 * type's average). Every figure is read from the caller's dataset.
 */
export async function answerSetupQuestion(
  db: Kysely<Database>,
  datasetId: string | null,
  question: SetupQuestion,
  language: string,
): Promise<SetupAnswer> {
  const q = scoped(db, datasetId);
  const type = question.workCenterType;
  const [rows, workCenters] = await Promise.all([
    q
      .selectFrom('setup_matrices')
      .select(['from_family', 'to_family', 'setup_minutes'])
      .where('work_center_type', '=', type)
      .orderBy('setup_minutes', 'desc')
      .orderBy('from_family')
      .orderBy('to_family')
      .execute(),
    q
      .selectFrom('work_centers')
      .select(['work_center_id', 'cost_rate_per_hour'])
      .where('type', '=', type)
      .orderBy('work_center_id')
      .execute(),
  ]);
  if (rows.length === 0) return { text: t(language, 'setup.none', { type }), table: null };
  const minutes = rows.map((r) => Number(r.setup_minutes));
  const fallback = rows.find((r) => r.from_family === '*' && r.to_family === '*');
  const named = workCenters.find((wc) => wc.work_center_id === question.workCenterId);
  const rated = named ? [named] : workCenters;
  const rate = rated.length
    ? rated.reduce((sum, wc) => sum + Number(wc.cost_rate_per_hour), 0) / rated.length
    : 0;
  const costOf = (m: number) => Math.round((m / 60) * rate * 100) / 100;
  const family = (f: string) => (f === '*' ? t(language, 'setup.anyFamily') : f);
  const lines = [
    t(language, 'setup.summary', {
      type,
      workCenters: (named ? [named] : workCenters).map((wc) => wc.work_center_id).join(', ') || type,
      min: Math.min(...minutes),
      max: Math.max(...minutes),
    }),
  ];
  if (fallback) lines.push(t(language, 'setup.fallback', { minutes: Number(fallback.setup_minutes) }));
  if (question.asksCost && rate > 0) {
    lines.push(
      t(language, 'setup.cost', {
        rate,
        rated: named ? named.work_center_id : 'average',
        minCost: costOf(Math.min(...minutes)),
        maxCost: costOf(Math.max(...minutes)),
        fallbackCost: fallback ? costOf(Number(fallback.setup_minutes)) : 0,
        hasFallback: fallback ? 'yes' : 'no',
      }),
    );
  }
  const withCost = question.asksCost && rate > 0;
  return {
    text: lines.join(' '),
    table: {
      type: 'table',
      columns: [
        t(language, 'setup.column.from'),
        t(language, 'setup.column.to'),
        t(language, 'setup.column.minutes'),
        ...(withCost ? [t(language, 'setup.column.cost')] : []),
      ],
      rows: rows.map((r) => [
        family(r.from_family),
        family(r.to_family),
        Number(r.setup_minutes),
        ...(withCost ? [costOf(Number(r.setup_minutes))] : []),
      ]),
    },
  };
}
