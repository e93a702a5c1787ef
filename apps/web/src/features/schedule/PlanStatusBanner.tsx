import type { ScheduleResult } from '@takt/contract';
import { useT } from '../../i18n/t.ts';
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
  const t = useT();
  if (status === 'proposal') {
    return (
      <div className="plan-status plan-status--proposal" role="status" data-plan-status="proposal">
        <p>
          <strong>{t('plan.proposal')}</strong>{' '}
          {baseline.compared_with === 'client_baseline'
            ? t('plan.proposal.chosen')
            : t('plan.proposal.released')}
        </p>
        {onDiscard && (
          <button type="button" className="button" disabled={isBusy} onClick={onDiscard}>
            {t('plan.discard')}
          </button>
        )}
      </div>
    );
  }
  if (status === 'released') {
    return (
      <div className="plan-status plan-status--released" role="status" data-plan-status="released">
        <p>
          <strong>{t('plan.released')}</strong> {t('plan.released.text')}
        </p>
        {onUndo && (
          <button type="button" className="button" disabled={isBusy} onClick={onUndo}>
            {t('plan.undo')}
          </button>
        )}
      </div>
    );
  }
  return null;
}
