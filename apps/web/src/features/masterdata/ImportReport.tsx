import type { FieldError } from '@takt/contract';

/** The outcome of the last import, as the screen shows it. */
export type ImportOutcome =
  | { kind: 'imported'; orders: number; operations: number; materials: number }
  | { kind: 'refused'; message: string; problems: FieldError[] }
  | { kind: 'failed'; message: string }
  | { kind: 'cleared'; orders: number };

/** Which table a reported field is of: an operation inside its order counts as an operation. */
function tableOf(field: string): string {
  if (field.startsWith('materials')) return 'Materials';
  return field.startsWith('operations') || field.includes('.operations.') ? 'Operations' : 'Orders';
}

/** The field's own name, without the table and row in front of it. */
function fieldNameOf(field: string): string {
  return field.split('.').pop() ?? field;
}

/** The import report: what was imported, or every row's problem (row, field, rule) when nothing was. */
export function ImportReport({ outcome }: { outcome: ImportOutcome }) {
  switch (outcome.kind) {
    case 'imported':
      return (
        <p className="import-report__done" role="status">
          {outcome.orders} orders and {outcome.operations} operations imported
          {outcome.materials > 0 && `, with ${outcome.materials} new materials`}
        </p>
      );
    case 'cleared':
      return (
        <p className="import-report__done" role="status">
          Custom data cleared: {outcome.orders} orders removed
        </p>
      );
    case 'failed':
      return (
        <p className="import-report__error" role="alert">
          Import failed: {outcome.message}
        </p>
      );
    case 'refused':
      return (
        <section className="import-report" aria-label="Import report">
          <p className="import-report__error" role="alert">
            {outcome.message}
          </p>
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Table</th>
                  <th scope="col">Row</th>
                  <th scope="col">Field</th>
                  <th scope="col">Rule</th>
                </tr>
              </thead>
              <tbody>
                {outcome.problems.map((problem, index) => (
                  // A row may break several rules, and one field twice: the position keeps keys apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the report is replaced whole, never reordered.
                  <tr key={index}>
                    <td>{tableOf(problem.field)}</td>
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
