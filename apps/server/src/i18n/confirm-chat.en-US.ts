/**
 * The en-US words of a typed "yes, apply it" / "no, discard it" about an order proposal, or about a
 * latest proposal that is closed already, spread into en-US.ts.
 */
export const enUSConfirmChat = {
  'confirm.orderApplied': 'Applied “{command}”. The change is recorded and can be undone.',
  'confirm.orderDiscarded': 'Discarded “{command}”: no order changed.',
  'confirm.transferApplied': 'Applied “{command}”: {moved}',
  'confirm.transferDiscarded': 'Discarded “{command}”: no stock moved.',
  'confirm.notApplied': 'Nothing was applied: {reason}.',
  'confirm.latestApplied':
    'The latest proposal, “{command}”, was applied already: nothing more was applied. Say “undo that” to take it back.',
  'confirm.latestDiscarded':
    'The latest proposal, “{command}”, was discarded: nothing was applied. Ask for it again to apply it.',
  'confirm.discardApplied':
    'The latest proposal, “{command}”, was applied already: there is nothing to discard. Say “undo that” to take it back.',
  'confirm.discardDiscarded': 'The latest proposal, “{command}”, is discarded already: nothing changed.',
};

/** A message of a typed confirmation. */
export type ConfirmChatKey = keyof typeof enUSConfirmChat;
