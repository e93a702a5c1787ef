import { BomComponentRow } from './BomComponentRow.tsx';
import { type ComponentDraft, lineNumber } from './bom-form.ts';

interface BomComponentsTableProps {
  components: readonly ComponentDraft[];
  isReadOnly: boolean;
  onEdit: (index: number, patch: Partial<ComponentDraft>) => void;
  onRemove: (index: number) => void;
  onAdd: () => void;
}

/** The components table, numbered 10, 20, 30 ...; adding a line while displaying starts a change. */
export function BomComponentsTable({
  components,
  isReadOnly,
  onEdit,
  onRemove,
  onAdd,
}: BomComponentsTableProps) {
  return (
    <section className="bom-components" aria-labelledby="bom-components-title">
      <div className="bom-section-head">
        <h3 id="bom-components-title">Components</h3>
        <button type="button" className="button" onClick={onAdd}>
          + Add Component
        </button>
      </div>
      <div className="table-scroll">
        <table className="data-table bom-table">
          <thead>
            <tr>
              <th className="num">Item</th>
              <th>Item ID</th>
              <th>Item Name</th>
              <th>Quantity</th>
              <th>UoM</th>
              <th>Type</th>
              <th>Scrap %</th>
              <th>Phantom</th>
              <th>Unit Cost</th>
              <th className="num">Total Cost</th>
              <th>
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {components.map((component, index) => (
              <BomComponentRow
                // Lines have no stable id before they are saved; the position is the line number.
                // biome-ignore lint/suspicious/noArrayIndexKey: the line number is the identity here
                key={index}
                component={component}
                lineNo={lineNumber(index)}
                isReadOnly={isReadOnly}
                onEdit={(patch) => onEdit(index, patch)}
                onRemove={() => onRemove(index)}
              />
            ))}
            {components.length === 0 && (
              <tr>
                <td colSpan={11} className="muted">
                  No components. Use Add Component or Copy From.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
