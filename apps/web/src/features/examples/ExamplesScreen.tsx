import { EXAMPLE_SCENARIOS, ExampleCategory, exampleScenariosIn } from '@takt/contract';
import { useState } from 'react';
import { useLocale } from '../../i18n/language.ts';
import { useT } from '../../i18n/t.ts';
import { ScenarioCard } from './ScenarioCard.tsx';
import './examples.css';

const QUICK_START = ['zex.quickStart.1', 'zex.quickStart.2', 'zex.quickStart.3', 'zex.quickStart.4'] as const;

/**
 * ZEX01 Examples and Demos (enterprise-shell §2): category cards, the chosen category's scenario
 * cards with Try This, and a quick-start guide, in the stored language (the scenarios' Portuguese is
 * the contract's). Each scenario is tested against the sample plant in both languages
 * (apps/server/src/routes/examples.test.ts).
 */
export function ExamplesScreen() {
  const t = useT();
  const locale = useLocale();
  const [category, setCategory] = useState<ExampleCategory>('Vulcanization');
  const shown = exampleScenariosIn(locale).filter((scenario) => scenario.category === category);

  return (
    <div className="examples">
      <p className="examples__intro">{t('zex.intro')}</p>
      <section aria-labelledby="examples-categories">
        <h2 id="examples-categories" className="examples__heading">
          {t('zex.categories')}
        </h2>
        <div className="examples__categories">
          {ExampleCategory.options.map((name) => (
            <button
              key={name}
              type="button"
              className="category-card"
              aria-pressed={name === category}
              onClick={() => setCategory(name)}
            >
              <span className="category-card__name">{t(`zex.category.${name}`)}</span>
              <span className="category-card__blurb">{t(`zex.blurb.${name}`)}</span>
              <span className="category-card__count">
                {t('zex.scenarioCount', {
                  count: EXAMPLE_SCENARIOS.filter((scenario) => scenario.category === name).length,
                })}
              </span>
            </button>
          ))}
        </div>
      </section>
      <div className="examples__body">
        <section aria-labelledby="examples-scenarios" className="examples__scenarios">
          <h2 id="examples-scenarios" className="examples__heading">
            {t('zex.scenarios', { category: t(`zex.category.${category}`) })}
          </h2>
          <div className="examples__scenario-grid">
            {shown.map((scenario) => (
              <ScenarioCard key={scenario.id} scenario={scenario} />
            ))}
          </div>
        </section>
        <aside aria-labelledby="examples-quick-start" className="examples__guide">
          <h2 id="examples-quick-start" className="examples__heading">
            {t('zex.quickStart')}
          </h2>
          <ol>
            {QUICK_START.map((step) => (
              <li key={step}>{t(step)}</li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
