/**
 * The en-US words of moving an order's operation to another work center from the chat ("move order
 * 1023 to PRS-04"), spread into en-US.ts: what the repair was asked to do, and why nothing moves when
 * it cannot be done.
 */
export const enUSOrderMove = {
  'tool.move_operation.description':
    "Propose a repair of the plan with an order's operation moved to the work center named",
  'tool.move_operation.reasoning': 'Asked to move an order to another work center.',
  'disruption.operationMove':
    'Moved at your request: order {order}, operation {operation} ({description}), from {from} to {to}. The rest of the plan is repaired around it: only what it pushes moves.',
  'move.newPlace':
    '{operation} now starts {start} on {workCenter}{direction, select, delayed {, {shift} later than planned} advanced {, {shift} earlier than planned} other {}}.',
  'move.pushedItem':
    '{operation} {direction, select, delayed {{shift} later} other {{shift} earlier}} (after {pusher})',
  'move.pushedList': 'Pushed by it: {items}{more}.',
  'move.unknownOrder': 'Order {order} does not exist: nothing moved.',
  'move.closedOrder': 'Order {order} is {status}: its operations are no longer planned, so nothing moved.',
  'move.unknownWorkCenter':
    'There is no work center {workCenter} in this plant: nothing moved. {eligibleList}',
  'move.inactiveWorkCenter':
    'Work center {workCenter} is not active: the plan gives it no work, so nothing moved. {eligibleList}',
  'move.unknownOperation':
    'Order {order} has no operation {operation}: nothing moved. Its operations: {eligibleList}',
  'move.notEligible':
    '{named, select, yes {Operation {operation} of order {order} cannot run on {workCenter}: it can run on {eligible}.} other {No operation of order {order} can run on {workCenter}.}} Nothing moved. {named, select, yes {} other {Where each can run: {eligibleList}}}',
  'move.eligibleItem': '{operation} on {workCenters}',
  'move.eligibleList': 'Where order {order} can run: {items}.',
  'move.frozen':
    'Operation {operation} of order {order} is {status, select, Started {started} Done {done} other {{status}}} on {workCenter}: a started or done operation stays where it is. Nothing moved.',
  'move.alreadyThere':
    'Operation {operation} of order {order} already runs on {workCenter}: nothing to move.',
};

/** A message of the operation move. */
export type OrderMoveKey = keyof typeof enUSOrderMove;
