import { type KeyboardEvent, useRef, useState } from 'react';
import { FinancialReports } from './FinancialReports.tsx';
import { FINANCIAL_LABELS } from './labels.ts';
import { ProductCosting } from './ProductCosting.tsx';
import '../bom-mrp/mrp-planning.css';
import '../dashboard/dashboard.css';
import '../masterdata/masterdata.css';
import './financial.css';

export type FinancialView = 'reports' | 'costing';

const VIEWS: ReadonlyArray<{ view: FinancialView; label: string }> = [
  { view: 'reports', label: FINANCIAL_LABELS.tabs.reports },
  { view: 'costing', label: FINANCIAL_LABELS.tabs.costing },
];

/** F.01 opens the reports, CK11N the product costing (enterprise-shell §2); anything else the reports. */
export function financialViewForTransaction(code: string | null | undefined): FinancialView {
  return code === 'CK11N' ? 'costing' : 'reports';
}

/** The financial screen of F.01 and CK11N: the ledger's reports and the products' cost roll-up. */
export function FinancialScreen({ initialView = 'reports' }: { initialView?: FinancialView }) {
  const [active, setActive] = useState<FinancialView>(initialView);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function moveWithArrows(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + VIEWS.length) % VIEWS.length;
    setActive(VIEWS[next]!.view);
    buttons.current[next]?.focus();
  }

  return (
    <div className="financial">
      <div className="tabs" role="tablist" aria-label={FINANCIAL_LABELS.tabs.label}>
        {VIEWS.map(({ view, label }, index) => (
          <button
            key={view}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`financial-tab-${view}`}
            aria-selected={view === active}
            aria-controls="financial-panel"
            tabIndex={view === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => setActive(view)}
            onKeyDown={(event) => moveWithArrows(event, index)}
          >
            {label}
          </button>
        ))}
      </div>
      <div id="financial-panel" role="tabpanel" aria-labelledby={`financial-tab-${active}`}>
        {active === 'reports' ? <FinancialReports /> : <ProductCosting />}
      </div>
    </div>
  );
}
