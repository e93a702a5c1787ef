/**
 * The en-US words of the assistant's release of an order ("release order 1041"), spread into
 * en-US.ts: the proposal with what a planner decides on, the components it still waits for, and why
 * an order cannot be released.
 */
export const enUSOrderRelease = {
  'tool.release_order.description': 'Propose to release a Created production order to the floor',
  'tool.release_order.reasoning': 'Asked to release an order.',
  'order.releaseProposal':
    '**Proposal**: release order {order} to the floor: status Created → Released. {material} × {quantity, number}, {hasDue, select, yes {due {due}} other {no due date}}; {hasStart, select, yes {the released plan starts it {start}} other {the released plan has no start for it yet}}.',
  'order.releaseComponentsReady': 'Its purchased components are in stock now.',
  'order.releaseHeldHeader':
    'It waits for {count, plural, one {# component} other {# components}}; the plan starts it when the last is there:',
  'order.releaseHeldLine':
    '- {item} until {until} ({source, select, purchase {a new purchase, after its lead time} other {{reference}}})',
  'order.releaseFooter': 'Nothing changes until you apply it, and undo puts it back to Created.',
  'order.notReleasable':
    'Order {order} cannot be released: {status, select, Released {it is released already} InProcess {it is in process already} Completed {it is completed} Closed {it is closed} other {its status is {status}}}. Only a Created order can be released.',
};

/** A message of the order release. */
export type OrderReleaseKey = keyof typeof enUSOrderRelease;
