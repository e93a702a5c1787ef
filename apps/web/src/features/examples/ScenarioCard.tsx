import type { ExampleScenario } from '@takt/contract';
import { useT } from '../../i18n/t.ts';
import { type ScreenLink, useOpenScreen } from '../../ui/screen-links.ts';

/**
 * Where a scenario's Try This goes (enterprise-shell §2): Promise Check for inventory-promise, else
 * PP01; with the prompt of the language the card shows.
 */
export function linkOf(scenario: ExampleScenario): ScreenLink {
  return scenario.targetTab === 'inventory-promise'
    ? { screen: 'inventory', promisePrompt: scenario.prompt }
    : { screen: 'schedule', schedulePrompt: scenario.prompt };
}

/** One scenario: what to ask, what Takt answers, and a Try This that opens the screen that answers it. */
export function ScenarioCard({ scenario }: { scenario: ExampleScenario }) {
  const t = useT();
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
          title={t('zex.complexity')}
          className={`scenario-card__complexity scenario-card__complexity--${scenario.complexity.toLowerCase()}`}
        >
          {t(`zex.complexity.${scenario.complexity}`)}
        </span>
      </header>
      <p className="scenario-card__description">{scenario.description}</p>
      <blockquote className="scenario-card__prompt" aria-label={t('zex.prompt')}>
        {scenario.prompt}
      </blockquote>
      <dl className="scenario-card__facts">
        <dt>{t('zex.expectedResult')}</dt>
        <dd>{scenario.expectedResult}</dd>
        <dt>{t('zex.estimatedTime')}</dt>
        <dd>{scenario.estimatedTime}</dd>
        {scenario.kpiImpact && (
          <>
            <dt>{t('zex.kpiImpact')}</dt>
            <dd>{scenario.kpiImpact}</dd>
          </>
        )}
      </dl>
      <footer className="scenario-card__footer">
        <span className="scenario-card__target">{t(`zex.opensIn.${target}`)}</span>
        {openScreen && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => openScreen(linkOf(scenario))}
          >
            {t('zex.tryThis')}
          </button>
        )}
      </footer>
    </article>
  );
}
