import type { ExampleScenario } from '@takt/contract';
import { type ScreenLink, useOpenScreen } from '../../ui/screen-links.ts';
import { EXAMPLES_LABELS as L } from './labels.ts';

/** Where a scenario's Try This goes (enterprise-shell §2): Promise Check for inventory-promise, else PP01. */
export function linkOf(scenario: ExampleScenario): ScreenLink {
  return scenario.targetTab === 'inventory-promise'
    ? { screen: 'inventory', promisePrompt: scenario.prompt }
    : { screen: 'schedule', schedulePrompt: scenario.prompt };
}

/** One scenario: what to ask, what Takt answers, and a Try This that opens the screen that answers it. */
export function ScenarioCard({ scenario }: { scenario: ExampleScenario }) {
  const openScreen = useOpenScreen();
  const titleId = `scenario-${scenario.id}`;
  const target = scenario.targetTab === 'inventory-promise' ? 'MB51' : 'PP01';
  return (
    <article className="scenario-card" aria-labelledby={titleId}>
      <header className="scenario-card__header">
        <h3 id={titleId} className="scenario-card__title">
          {scenario.title}
        </h3>
        <span
          title={L.complexity}
          className={`scenario-card__complexity scenario-card__complexity--${scenario.complexity.toLowerCase()}`}
        >
          {scenario.complexity}
        </span>
      </header>
      <p className="scenario-card__description">{scenario.description}</p>
      <blockquote className="scenario-card__prompt" aria-label={L.prompt}>
        {scenario.prompt}
      </blockquote>
      <dl className="scenario-card__facts">
        <dt>{L.expectedResult}</dt>
        <dd>{scenario.expectedResult}</dd>
        <dt>{L.estimatedTime}</dt>
        <dd>{scenario.estimatedTime}</dd>
        {scenario.kpiImpact && (
          <>
            <dt>{L.kpiImpact}</dt>
            <dd>{scenario.kpiImpact}</dd>
          </>
        )}
      </dl>
      <footer className="scenario-card__footer">
        <span className="scenario-card__target">{L.opensIn(target)}</span>
        {openScreen && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => openScreen(linkOf(scenario))}
          >
            {L.tryThis}
          </button>
        )}
      </footer>
    </article>
  );
}
