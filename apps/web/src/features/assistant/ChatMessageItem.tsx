import { useT } from '../../i18n/t.ts';
import { ReportReply } from '../reports/ReportReply.tsx';
import { ChatMarkdown } from './ChatMarkdown.tsx';
import type { ChatMessage, MessageAction } from './chat-message.ts';
import { ExportReportButtons } from './ExportReportButtons.tsx';
import { MessageActions } from './MessageActions.tsx';
import { ReasoningTrace } from './ReasoningTrace.tsx';
import { ReplyChanges, ReplyMetrics } from './ReplyFigures.tsx';
import { ReplyPlanStatus, ReplyProposalStatus, shownActions } from './ReplyPlanStatus.tsx';
import { hasReportMarkers } from './report-export.ts';

function timeOfDay(timestamp: Date): string {
  return timestamp.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
}

interface ChatMessageItemProps {
  message: ChatMessage;
  isReasoningVisible: boolean;
  onAction: (action: MessageAction) => void;
}

/** One message: the user's on the right, the assistant's on the left, each with its time of day. */
export function ChatMessageItem({ message, isReasoningVisible, onAction }: ChatMessageItemProps) {
  const isAssistant = message.role === 'assistant';
  const t = useT();
  return (
    <li
      className={`assistant__message assistant__message--${message.role}`}
      aria-label={t(isAssistant ? 'as.assistantMessage' : 'as.yourMessage')}
    >
      <div className="assistant__bubble">
        {isAssistant ? <ChatMarkdown text={message.content} /> : <p>{message.content}</p>}
        {message.plan && <ReplyPlanStatus plan={message.plan} />}
        {message.chatProposal && <ReplyProposalStatus proposal={message.chatProposal} />}
        {message.changes_summary && <ReplyChanges summary={message.changes_summary} />}
        {message.metrics && <ReplyMetrics metrics={message.metrics} />}
        {message.report && <ReportReply report={message.report} />}
        {isReasoningVisible && message.reasoning_trace && (
          <ReasoningTrace entries={message.reasoning_trace} />
        )}
        {isAssistant && hasReportMarkers(message.content) && <ExportReportButtons message={message} />}
      </div>
      {message.actions && <MessageActions actions={shownActions(message)} onAction={onAction} />}
      <p className="assistant__meta">
        <time dateTime={message.timestamp.toISOString()}>{timeOfDay(message.timestamp)}</time>
        {isReasoningVisible && message.confidence !== undefined && (
          <span> · {t('as.confidence', { percent: Math.round(message.confidence * 100) })}</span>
        )}
      </p>
    </li>
  );
}
