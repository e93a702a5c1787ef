import { useT } from '../../i18n/t.ts';
import { FeasibilityBanner } from '../schedule/FeasibilityBanner.tsx';
import type { ChatMessage } from './chat-message.ts';

/**
 * What a schedule reply's plan is, in the words PP01 uses (issue 9): a proposal compared with the
 * released plan until it is transferred or discarded, the released plan once transferred, or a
 * plan that breaks hard rules (listed, and with no Transfer to System).
 */
export function ReplyPlanStatus({ plan }: { plan: NonNullable<ChatMessage['plan']> }) {
  const t = useT();
  if (plan.status === 'infeasible') return <FeasibilityBanner feasibility={plan.feasibility} compact />;
  if (plan.status === 'proposal') {
    return (
      <p className="assistant__plan-status" data-plan-status="proposal">
        <strong>{t('plan.proposal')}</strong>{' '}
        {plan.baseline.compared_with === 'client_baseline'
          ? t('plan.proposal.chosen')
          : t('plan.proposal.released')}
      </p>
    );
  }
  if (plan.status === 'released') {
    return (
      <p className="assistant__plan-status assistant__plan-status--released" data-plan-status="released">
        <strong>{t('plan.released')}</strong> {t('plan.released.text')}
      </p>
    );
  }
  if (plan.status === 'discarded') {
    return (
      <p className="assistant__plan-status assistant__plan-status--discarded" data-plan-status="discarded">
        {t('plan.discarded')}
      </p>
    );
  }
  return null;
}

const PROPOSAL_TEXT = {
  order: {
    applied: 'order.proposal.applied',
    discarded: 'order.proposal.discarded',
    undone: 'order.proposal.undone',
  },
  // A transfer has no undo: it is applied or discarded.
  transfer: {
    applied: 'transfer.proposal.applied',
    discarded: 'transfer.proposal.discarded',
    undone: 'transfer.proposal.applied',
  },
} as const;

/** What became of an order or transfer proposal: applied, discarded or undone; nothing while it is open. */
export function ReplyProposalStatus({ proposal }: { proposal: NonNullable<ChatMessage['chatProposal']> }) {
  const t = useT();
  if (proposal.status === 'proposal') return null;
  const modifier = proposal.status === 'applied' ? 'released' : 'discarded';
  return (
    <p
      className={`assistant__plan-status assistant__plan-status--${modifier}`}
      data-proposal-status={proposal.status}
    >
      {t(PROPOSAL_TEXT[proposal.kind][proposal.status])}
    </p>
  );
}

/**
 * A schedule reply offers Transfer to System and Discard only while its plan can still take them;
 * an order or transfer proposal offers Apply and Discard only while it is open.
 */
export function shownActions(message: ChatMessage): NonNullable<ChatMessage['actions']> {
  const actions = message.actions ?? [];
  if (message.chatProposal && message.chatProposal.status !== 'proposal')
    return actions.filter(
      (action) =>
        !action.action.endsWith('_order') &&
        action.action !== 'transfer_stock' &&
        action.action !== 'discard',
    );
  const status = message.plan?.status;
  if (!status) return actions;
  return actions.filter((action) => {
    if (action.action === 'apply_schedule') return status === 'proposal' || status === 'plan';
    if (action.action === 'discard') return status === 'proposal';
    return true;
  });
}
