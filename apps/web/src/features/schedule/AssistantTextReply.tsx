import type { TextReply } from '@takt/contract';
import { useT } from '../../i18n/t.ts';
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
  const t = useT();
  return (
    <section className="schedule-card processing" aria-labelledby="processing-title">
      <h2 id="processing-title">{t('pp.details')}</h2>
      <dl className="processing__facts">
        <dt>{t('pp.reasoning')}</dt>
        <dd>{reply.tool.reasoning}</dd>
        <dt>{t('pp.tool')}</dt>
        <dd className="mono">{reply.tool.name}</dd>
        <dt>{t('pp.action')}</dt>
        <dd>{reply.tool.description}</dd>
      </dl>
      <ScheduleSummaryText text={reply.text} />
      {reply.suggested_actions && reply.suggested_actions.length > 0 && (
        <fieldset className="processing__actions" aria-label={t('pp.suggested')}>
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
