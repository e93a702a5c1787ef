import type { ScheduleResult } from '@takt/contract';
import { messagesFor } from '../../i18n/messages.ts';
import type { PlanStatus } from './plan-status.ts';

interface PlanStatusBannerProps {
  status: PlanStatus;
  baseline: ScheduleResult['baseline'];
  isBusy?: boolean;
  /** Offered on a proposal: lets it go, the plan unchanged. */
  onDiscard?: () => void;
  /** Offered on a released plan whose transfer was recorded. */
  onUndo?: () => void;
}

/**
 * Whether the shown plan is a proposal (compared with the released plan, nothing changed until it
 * is transferred or discarded) or the released plan (issue 9). A plain new plan and an infeasible
 * one (which has its own banner) get none.
 */
export function PlanStatusBanner({
  status,
  baseline,
  isBusy = false,
  onDiscard,
  onUndo,
}: PlanStatusBannerProps) {
  const words = messagesFor().plan;
  if (status === 'proposal') {
    return (
      <div className="plan-status plan-status--proposal" role="status" data-plan-status="proposal">
        <p>
          <strong>{words.proposal.title}</strong>{' '}
          {baseline.compared_with === 'client_baseline'
            ? words.proposal.chosenBaseline
            : words.proposal.releasedPlan}
        </p>
        {onDiscard && (
          <button type="button" className="button" disabled={isBusy} onClick={onDiscard}>
            {words.discard}
          </button>
        )}
      </div>
    );
  }
  if (status === 'released') {
    return (
      <div className="plan-status plan-status--released" role="status" data-plan-status="released">
        <p>
          <strong>{words.released.title}</strong> {words.released.text}
        </p>
        {onUndo && (
          <button type="button" className="button" disabled={isBusy} onClick={onUndo}>
            {words.undo}
          </button>
        )}
      </div>
    );
  }
  return null;
}
