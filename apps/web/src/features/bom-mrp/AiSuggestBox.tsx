import { useState } from 'react';
import { askBomAssistant, type SuggestedComponent } from '../../api/bom-api.ts';
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
  const [suggestions, setSuggestions] = useState<SuggestedComponent[] | null>(null);
  const [explanation, setExplanation] = useState('');
  const [isAsking, setIsAsking] = useState(false);

  async function suggest() {
    setIsAsking(true);
    try {
      const answer = await askBomAssistant(`Suggest components for ${productId || 'this product'}`, {
        ...(productId ? { product_id: productId } : {}),
        current_view: 'bom-management',
        bom_data: { components: components.map((c) => ({ item_id: c.item_id })) },
      });
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
        <h3 id="ai-suggest-title">AI Suggest</h3>
        <button type="button" className="button" onClick={suggest} disabled={isAsking}>
          {isAsking ? 'Asking...' : 'Get Suggestions'}
        </button>
      </div>
      {suggestions === null && (
        <p className="muted">Components that products like this one use, from the plant's BOMs.</p>
      )}
      {explanation && <p className="ai-suggest__explanation">{explanation}</p>}
      {suggestions && suggestions.length > 0 && (
        <ul className="ai-suggest__list" aria-label="Suggested components">
          {suggestions.map((s) => (
            <li key={s.item_id}>
              <div>
                <strong className="mono">{s.item_id}</strong> {s.item_name}
                <div className="muted">
                  {formatNumber(s.quantity_per)} {s.uom} · {formatMoney(s.unit_cost)} · used by{' '}
                  {s.used_by_similar_products} similar product{s.used_by_similar_products === 1 ? '' : 's'}
                </div>
              </div>
              <button type="button" className="button" aria-label={`Add ${s.item_id}`} onClick={() => add(s)}>
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
