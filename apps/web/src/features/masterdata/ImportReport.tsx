import type { FieldError } from '@takt/contract';
import { type UiKey, useT } from '../../i18n/t.ts';

/** The outcome of the last import, as the screen shows it. */
export type ImportOutcome =
  | { kind: 'imported'; orders: number; operations: number; materials: number }
  | { kind: 'refused'; message: string; problems: FieldError[] }
  | { kind: 'failed'; message: string }
  | { kind: 'cleared'; orders: number };

/** Which table a reported field is of: an operation inside its order counts as an operation. */
function tableOf(field: string): UiKey {
  if (field.startsWith('materials')) return 'md.report.Materials';
  return field.startsWith('operations') || field.includes('.operations.')
    ? 'md.report.Operations'
    : 'md.report.Orders';
}

/** The field's own name, without the table and row in front of it. */
function fieldNameOf(field: string): string {
  return field.split('.').pop() ?? field;
}

/** The import report: what was imported, or every row's problem (row, field, rule) when nothing was. */
export function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  const t = useT();
  switch (outcome.kind) {
    case 'imported':
      return (
        <p className="import-report__done" role="status">
          {t('md.imported', {
            orders: outcome.orders,
            operations: outcome.operations,
            materials: outcome.materials,
          })}
        </p>
      );
    case 'cleared':
      return (
        <p className="import-report__done" role="status">
          {t('md.cleared', { orders: outcome.orders })}
        </p>
      );
    case 'failed':
      return (
        <p className="import-report__error" role="alert">
          {t('md.importFailed', { message: outcome.message })}
        </p>
      );
    case 'refused':
      return (
        <section className="import-report" aria-label={t('md.report')}>
          <p className="import-report__error" role="alert">
            {outcome.message}
          </p>
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('md.report.table')}</th>
                  <th scope="col">{t('md.report.row')}</th>
                  <th scope="col">{t('md.report.field')}</th>
                  <th scope="col">{t('md.report.rule')}</th>
                </tr>
              </thead>
              <tbody>
                {outcome.problems.map((problem, index) => (
                  // A row may break several rules, and one field twice: the position keeps keys apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the report is replaced whole, never reordered.
                  <tr key={index}>
                    <td>{t(tableOf(problem.field))}</td>
                    <td>{problem.row ?? ''}</td>
                    <td>{fieldNameOf(problem.field)}</td>
                    <td title={problem.rule}>{problem.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      );
  }
}
