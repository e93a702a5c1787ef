import type { ScheduleResult } from '@takt/contract';
import { useT } from '../../i18n/t.ts';
import { ScheduleSummaryText } from './ScheduleSummaryText.tsx';

/** AI processing details (enterprise-shell §2): the reasoning, the selected tool and its action, then the reply. */
export function ProcessingDetails({ result }: { result: ScheduleResult }) {
  const t = useT();
  return (
    <section className="schedule-card processing" aria-labelledby="processing-title">
      <h2 id="processing-title">{t('pp.details')}</h2>
      <dl className="processing__facts">
        <dt>{t('pp.reasoning')}</dt>
        <dd>{result.tool.reasoning}</dd>
        <dt>{t('pp.tool')}</dt>
        <dd className="mono">{result.tool.name}</dd>
        <dt>{t('pp.action')}</dt>
        <dd>{result.tool.description}</dd>
      </dl>
      {result.text && <ScheduleSummaryText text={result.text} />}
      {result.warnings.length > 0 && (
        <ul className="processing__warnings">
          {result.warnings.map((warning) => (
            <li key={`${warning.code}:${warning.message}`}>{warning.message}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
