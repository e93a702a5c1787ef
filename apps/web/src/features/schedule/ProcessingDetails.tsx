import type { ScheduleResult } from '@takt/contract';
import { ScheduleSummaryText } from './ScheduleSummaryText.tsx';

/** AI processing details (enterprise-shell §2): the reasoning, the selected tool and its action, then the reply. */
export function ProcessingDetails({ result }: { result: ScheduleResult }) {
  return (
    <section className="schedule-card processing" aria-labelledby="processing-title">
      <h2 id="processing-title">AI Processing Details</h2>
      <dl className="processing__facts">
        <dt>Reasoning</dt>
        <dd>{result.tool.reasoning}</dd>
        <dt>Selected Tool</dt>
        <dd className="mono">{result.tool.name}</dd>
        <dt>Action</dt>
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
