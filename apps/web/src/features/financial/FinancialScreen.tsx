import { type KeyboardEvent, useRef, useState } from 'react';
import { type UiKey, useT } from '../../i18n/t.ts';
import { FinancialReports } from './FinancialReports.tsx';
import { ProductCosting } from './ProductCosting.tsx';
import '../bom-mrp/mrp-planning.css';
import '../dashboard/dashboard.css';
import '../masterdata/masterdata.css';
import './financial.css';

export type FinancialView = 'reports' | 'costing';

const VIEWS: ReadonlyArray<{ view: FinancialView; label: UiKey }> = [
  { view: 'reports', label: 'fi.tab.reports' },
  { view: 'costing', label: 'fi.tab.costing' },
];

/** F.01 opens the reports, CK11N the product costing (enterprise-shell §2); anything else the reports. */
export function financialViewForTransaction(code: string | null | undefined): FinancialView {
  return code === 'CK11N' ? 'costing' : 'reports';
}

/** The financial screen of F.01 and CK11N: the ledger's reports and the products' cost roll-up. */
export function FinancialScreen({ initialView = 'reports' }: { initialView?: FinancialView }) {
  const t = useT();
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
      <div className="tabs" role="tablist" aria-label={t('fi.tabs')}>
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
            {t(label)}
          </button>
        ))}
      </div>
      <div id="financial-panel" role="tabpanel" aria-labelledby={`financial-tab-${active}`}>
        {active === 'reports' ? <FinancialReports /> : <ProductCosting />}
      </div>
    </div>
  );
}
