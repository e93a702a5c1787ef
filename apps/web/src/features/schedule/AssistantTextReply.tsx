import type { TextReply } from '@takt/contract';
import { ScheduleSummaryText } from './ScheduleSummaryText.tsx';

/**
 * A reply that is not a schedule: an answer from the data, or a question back with the answers to
 * pick from. Shown in the AI processing details box, as a schedule's details are.
 */
export function AssistantTextReply({
  reply,
  onAction,
}: {
  reply: TextReply;
  onAction: (prompt: string) => void;
}) {
  return (
    <section className="schedule-card processing" aria-labelledby="processing-title">
      <h2 id="processing-title">AI Processing Details</h2>
      <dl className="processing__facts">
        <dt>Reasoning</dt>
        <dd>{reply.tool.reasoning}</dd>
        <dt>Selected Tool</dt>
        <dd className="mono">{reply.tool.name}</dd>
        <dt>Action</dt>
        <dd>{reply.tool.description}</dd>
      </dl>
      <ScheduleSummaryText text={reply.text} />
      {reply.suggested_actions && reply.suggested_actions.length > 0 && (
        <fieldset className="processing__actions" aria-label="Suggested actions">
          {reply.suggested_actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="button"
              onClick={() => onAction(action.prompt)}
            >
              {action.label}
            </button>
          ))}
        </fieldset>
      )}
    </section>
  );
}
