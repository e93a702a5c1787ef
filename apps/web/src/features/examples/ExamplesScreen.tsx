import { EXAMPLE_SCENARIOS, ExampleCategory } from '@takt/contract';
import { useState } from 'react';
import { CATEGORY_BLURBS, EXAMPLES_LABELS as L } from './labels.ts';
import { ScenarioCard } from './ScenarioCard.tsx';
import './examples.css';

/**
 * ZEX01 Examples and Demos (enterprise-shell §2): category cards, the chosen category's scenario
 * cards with Try This, and a quick-start guide. The scenarios are the contract's, each one tested
 * against the sample plant (apps/server/src/routes/examples.test.ts).
 */
export function ExamplesScreen() {
  const [category, setCategory] = useState<ExampleCategory>('Vulcanization');
  const shown = EXAMPLE_SCENARIOS.filter((scenario) => scenario.category === category);

  return (
    <div className="examples">
      <p className="examples__intro">{L.intro}</p>
      <section aria-labelledby="examples-categories">
        <h2 id="examples-categories" className="examples__heading">
          {L.categoriesTitle}
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
              <span className="category-card__name">{name}</span>
              <span className="category-card__blurb">{CATEGORY_BLURBS[name]}</span>
              <span className="category-card__count">
                {L.scenarioCount(EXAMPLE_SCENARIOS.filter((scenario) => scenario.category === name).length)}
              </span>
            </button>
          ))}
        </div>
      </section>
      <div className="examples__body">
        <section aria-labelledby="examples-scenarios" className="examples__scenarios">
          <h2 id="examples-scenarios" className="examples__heading">
            {L.scenariosTitle}: {category}
          </h2>
          <div className="examples__scenario-grid">
            {shown.map((scenario) => (
              <ScenarioCard key={scenario.id} scenario={scenario} />
            ))}
          </div>
        </section>
        <aside aria-labelledby="examples-quick-start" className="examples__guide">
          <h2 id="examples-quick-start" className="examples__heading">
            {L.quickStartTitle}
          </h2>
          <ol>
            {L.quickStartSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}
