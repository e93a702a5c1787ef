import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { Bom } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { AiChatPanel } from './AiChatPanel.tsx';
import { BomExplorerTab } from './BomExplorerTab.tsx';
import { BomManagementTab } from './BomManagementTab.tsx';
import { type BomPageTab, BomPageTabs } from './BomPageTabs.tsx';
import type { BomMode } from './bom-form.ts';
import { MrpPlanningTab } from './MrpPlanningTab.tsx';
import { ProductContextBar } from './ProductContextBar.tsx';
import { QuickActions } from './QuickActions.tsx';
import { ShortcutFooter } from './ShortcutFooter.tsx';
import { StockRequirementsTab } from './StockRequirementsTab.tsx';
import { useBomChat } from './use-bom-chat.ts';
import { bomQueryKey } from './use-bom-editor.ts';
import { WhereUsedTab } from './WhereUsedTab.tsx';
import './bom.css';
import './bom-management.css';
import './bom-explorer.css';
import './mrp-planning.css';

interface BomMrpPageProps {
  /** CS01 opens in create mode, CS02 in edit mode, CS03 in display mode. */
  initialMode?: BomMode;
  initialTab?: BomPageTab;
}

/** The BOM Management and MRP Planning page (planning-workspaces §2): five tabs and the AI chat. */
export function BomMrpPage({ initialMode = 'display', initialTab = 'bom' }: BomMrpPageProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [productId, setProductId] = useState('');
  const [tab, setTab] = useState<BomPageTab>(initialTab);
  // A tab is mounted the first time it is opened and then kept, so its work survives a tab switch.
  const [visited, setVisited] = useState<ReadonlySet<BomPageTab>>(new Set([initialTab]));
  const [isChatOpen, setIsChatOpen] = useState(false);
  const chat = useBomChat(() => {
    const bom = productId ? queryClient.getQueryData<Bom | null>(bomQueryKey(productId)) : null;
    return {
      ...(productId ? { product_id: productId } : {}),
      current_view: tab,
      ...(bom ? { bom_data: { components: bom.components } } : {}),
    };
  });

  function open(next: BomPageTab) {
    setTab(next);
    setVisited((current) => new Set(current).add(next));
  }

  function askFromQuickAction(query: string) {
    setIsChatOpen(true);
    void chat.ask(query);
  }

  const panel = (key: BomPageTab, content: ReactNode) =>
    visited.has(key) && (
      <div
        role="tabpanel"
        id={`bom-page-panel-${key}`}
        aria-labelledby={`bom-page-tab-${key}`}
        hidden={tab !== key}
        className="bom-page__panel"
      >
        {content}
      </div>
    );

  return (
    <div className={`bom-page${isChatOpen ? ' bom-page--chat-open' : ''}`}>
      <div className="bom-page__main">
        <div className="bom-page__top">
          <ProductContextBar productId={productId} onProductChange={setProductId} />
          <button
            type="button"
            className={`button ai-chat-toggle${isChatOpen ? ' ai-chat-toggle--on' : ''}`}
            aria-expanded={isChatOpen}
            onClick={() => setIsChatOpen((isOpen) => !isOpen)}
          >
            {t('bom.page.chat')}
          </button>
        </div>
        <QuickActions productId={productId} onAsk={askFromQuickAction} />
        {chat.error && (
          <p className="bom-error" role="alert">
            {chat.error}
          </p>
        )}
        <BomPageTabs active={tab} onSelect={open} />
        {panel(
          'bom',
          <BomManagementTab productId={productId} initialMode={initialMode} onProductSaved={setProductId} />,
        )}
        {panel('explorer', <BomExplorerTab productId={productId} />)}
        {panel('mrp', <MrpPlanningTab productId={productId} />)}
        {panel('stock', <StockRequirementsTab productId={productId} />)}
        {panel('where-used', <WhereUsedTab productId={productId} />)}
        <ShortcutFooter />
      </div>
      {isChatOpen && (
        <AiChatPanel
          messages={chat.messages}
          isAsking={chat.isAsking}
          onAsk={(query) => void chat.ask(query)}
          onClose={() => setIsChatOpen(false)}
        />
      )}
    </div>
  );
}
