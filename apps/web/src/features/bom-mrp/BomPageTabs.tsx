import { type KeyboardEvent, useRef } from 'react';

export type BomPageTab = 'bom' | 'explorer' | 'mrp' | 'stock' | 'where-used';

export const BOM_PAGE_TABS: ReadonlyArray<{ tab: BomPageTab; label: string; codes: string }> = [
  { tab: 'bom', label: 'BOM Management', codes: 'CS01/CS02/CS03' },
  { tab: 'explorer', label: 'BOM Explorer', codes: 'CS11/CS12' },
  { tab: 'mrp', label: 'MRP Planning', codes: 'MD01/MD02' },
  { tab: 'stock', label: 'Stock Requirements', codes: 'MD04' },
  { tab: 'where-used', label: 'Where-Used', codes: 'CS15' },
];

interface BomPageTabsProps {
  active: BomPageTab;
  onSelect: (tab: BomPageTab) => void;
}

/** The page's five tabs with their transaction codes; arrow keys move between them. */
export function BomPageTabs({ active, onSelect }: BomPageTabsProps) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function moveWithArrows(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = (index + step + BOM_PAGE_TABS.length) % BOM_PAGE_TABS.length;
    onSelect(BOM_PAGE_TABS[next]!.tab);
    buttons.current[next]?.focus();
  }

  return (
    <div className="tabs bom-page-tabs" role="tablist" aria-label="BOM and MRP">
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
          {label} <span className="tabs__code">({codes})</span>
        </button>
      ))}
    </div>
  );
}
