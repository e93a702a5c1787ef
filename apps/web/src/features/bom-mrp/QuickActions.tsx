import { t, type UiKey, useT } from '../../i18n/t.ts';

const ACTIONS: ReadonlyArray<{ label: UiKey; query: UiKey }> = [
  { label: 'bom.quick.explode', query: 'bom.quick.ask.explode' },
  { label: 'bom.quick.cost', query: 'bom.quick.ask.cost' },
  { label: 'bom.quick.whereUsed', query: 'bom.quick.ask.whereUsed' },
  { label: 'bom.quick.criticalPath', query: 'bom.quick.ask.criticalPath' },
  { label: 'bom.quick.alternatives', query: 'bom.quick.ask.alternatives' },
  { label: 'bom.quick.suggest', query: 'bom.quick.ask.suggest' },
];

/**
 * The six quick actions: each sends a canned question about the product to the AI chat (§2), in the
 * screen's language (the assistant reads Portuguese questions as well as English ones).
 */
export function quickActionQueries(productId: string): ReadonlyArray<{ label: string; query: string }> {
  const product = productId.trim() || t('bom.quick.thisProduct');
  return ACTIONS.map((action) => ({ label: t(action.label), query: t(action.query, { product }) }));
}

export function QuickActions({ productId, onAsk }: { productId: string; onAsk: (query: string) => void }) {
  // Re-rendered when the language is switched, so the labels and questions follow it.
  const translate = useT();
  return (
    <fieldset className="quick-actions">
      <legend className="visually-hidden">{translate('bom.quick')}</legend>
      {quickActionQueries(productId).map((action) => (
        <button
          key={action.label}
          type="button"
          className="button quick-action"
          onClick={() => onAsk(action.query)}
        >
          {action.label}
        </button>
      ))}
    </fieldset>
  );
}
