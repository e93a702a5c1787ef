import { type KeyboardEvent, useRef } from 'react';
import { type UiKey, useT } from '../../i18n/t.ts';

export type BomPageTab = 'bom' | 'explorer' | 'mrp' | 'stock' | 'where-used';

export const BOM_PAGE_TABS: ReadonlyArray<{ tab: BomPageTab; label: UiKey; codes: string }> = [
  { tab: 'bom', label: 'bom.page.tab.bom', codes: 'CS01/CS02/CS03' },
  { tab: 'explorer', label: 'bom.page.tab.explorer', codes: 'CS11/CS12' },
  { tab: 'mrp', label: 'bom.page.tab.mrp', codes: 'MD01/MD02' },
  { tab: 'stock', label: 'bom.page.tab.stock', codes: 'MD04' },
  { tab: 'where-used', label: 'bom.page.tab.where-used', codes: 'CS15' },
];

interface BomPageTabsProps {
  active: BomPageTab;
  onSelect: (tab: BomPageTab) => void;
}

/** The page's five tabs with their transaction codes; arrow keys move between them. */
export function BomPageTabs({ active, onSelect }: BomPageTabsProps) {
  const t = useT();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function moveWithArrows(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + BOM_PAGE_TABS.length) % BOM_PAGE_TABS.length;
    onSelect(BOM_PAGE_TABS[next]!.tab);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs bom-page-tabs" role="tablist" aria-label={t('bom.page.tabs')}>
      {BOM_PAGE_TABS.map(({ tab, label, codes }, index) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`bom-page-tab-${tab}`}
          aria-selected={tab === active}
          aria-controls={`bom-page-panel-${tab}`}
          tabIndex={tab === active ? 0 : -1}
          className="tabs__tab"
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => moveWithArrows(event, index)}
        >
          {t(label)} <span className="tabs__code">({codes})</span>
        </button>
      ))}
    </div>
  );
}
