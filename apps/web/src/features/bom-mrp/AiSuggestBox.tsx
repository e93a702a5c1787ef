import { useState } from 'react';
import { askBomAssistant, type SuggestedComponent } from '../../api/bom-api.ts';
import { t as translate, useT } from '../../i18n/t.ts';
import type { ComponentDraft } from './bom-form.ts';
import { formatMoney, formatNumber } from './bom-format.ts';

interface AiSuggestBoxProps {
  productId: string;
  components: readonly ComponentDraft[];
  onAdd: (component: Partial<ComponentDraft>) => void;
}

/**
 * Asks the assistant for components that similar products use and offers them (planning-workspaces
 * §7). A failed suggestion is only logged (§8).
 */
export function AiSuggestBox({ productId, components, onAdd }: AiSuggestBoxProps) {
  const t = useT();
  const [suggestions, setSuggestions] = useState<SuggestedComponent[] | null>(null);
  const [explanation, setExplanation] = useState('');
  const [isAsking, setIsAsking] = useState(false);

  async function suggest() {
    setIsAsking(true);
    try {
      const answer = await askBomAssistant(
        translate('bom.quick.ask.suggest', { product: productId || translate('bom.quick.thisProduct') }),
        {
          ...(productId ? { product_id: productId } : {}),
          current_view: 'bom-management',
          bom_data: { components: components.map((c) => ({ item_id: c.item_id })) },
        },
      );
      // The answer's data depends on the intent read from the question: only a suggestion has components.
      setSuggestions('suggested_components' in answer.data ? answer.data.suggested_components : []);
      setExplanation(answer.explanation);
    } catch (error) {
      console.error('AI suggestion failed', error);
    } finally {
      setIsAsking(false);
    }
  }

  function add(suggestion: SuggestedComponent) {
    onAdd({
      item_id: suggestion.item_id,
      item_name: suggestion.item_name,
      quantity_per: suggestion.quantity_per,
      uom: suggestion.uom,
      component_type: suggestion.component_type,
      unit_cost: suggestion.unit_cost,
    });
    setSuggestions((current) => current?.filter((s) => s.item_id !== suggestion.item_id) ?? null);
  }

  return (
    <aside className="ai-suggest" aria-labelledby="ai-suggest-title">
      <div className="bom-section-head">
        <h3 id="ai-suggest-title">{t('bom.suggest.title')}</h3>
        <button type="button" className="button" onClick={suggest} disabled={isAsking}>
          {isAsking ? t('bom.suggest.asking') : t('bom.suggest.get')}
        </button>
      </div>
      {suggestions === null && <p className="muted">{t('bom.suggest.hint')}</p>}
      {explanation && <p className="ai-suggest__explanation">{explanation}</p>}
      {suggestions && suggestions.length > 0 && (
        <ul className="ai-suggest__list" aria-label={t('bom.suggest.list')}>
          {suggestions.map((s) => (
            <li key={s.item_id}>
              <div>
                <strong className="mono">{s.item_id}</strong> <span translate="no">{s.item_name}</span>
                <div className="muted">
                  {formatNumber(s.quantity_per)} {s.uom} · {formatMoney(s.unit_cost)} ·{' '}
                  {t('bom.suggest.usedBy', { count: s.used_by_similar_products })}
                </div>
              </div>
              <button
                type="button"
                className="button"
                aria-label={t('bom.suggest.addItem', { item: s.item_id })}
                onClick={() => add(s)}
              >
                {t('bom.suggest.add')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
