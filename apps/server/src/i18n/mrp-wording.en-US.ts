/**
 * The en-US sentences of the MRP API's action messages and warnings, worded from the engine's codes
 * (services/bom/mrp-wording.ts) word for word as the API has always sent them; spread into en-US.ts.
 * Figures and dates come in already written for the locale (`{amount}`, `{release}` ...).
 */
export const enUSMrpWording = {
  'mrpText.planned': '{order} for {amount} of {item}',
  'mrpText.receipt':
    '{kind, select, PURCHASE_ORDER {Purchase order} other {Production order}} {order} for {amount} of {item}',
  'mrpText.expedite':
    'Expedite {what}: release was due {release} ({days, plural, one {# day} other {# days}} ago) to meet {due}',
  'mrpText.release': 'Release {what} on {release}, due {due}',
  'mrpText.plan': 'Plan {what} for release on {release}, due {due}',
  'mrpText.rescheduleOutUnneeded':
    'Reschedule out {what} from {dated} to {date}: in process, not needed within the planning horizon',
  'mrpText.cancel': 'Cancel {what} due {dated}: not needed within the planning horizon',
  'mrpText.expediteReceipt': 'Expedite {what}: past due since {dated}, needed {needed}',
  'mrpText.rescheduleIn': 'Reschedule in {what} from {dated} to {needed}',
  'mrpText.rescheduleOut': 'Reschedule out {what} from {dated} to {needed}',
  'mrpText.belowSafety': 'Available stock of {item} is {available}, below safety stock {safety}',
  'mrpText.atReorder': 'Available stock of {item} is {available}, at or below reorder point {reorder}',
  'mrpText.notInMaster': 'Item {item} is not in the item master: planned with lead time 0, lot-for-lot',
  'mrpText.noCapacity':
    'Work center {workCenter} has no capacity: its load is left out of the capacity check',
};

export type MrpWordingKey = keyof typeof enUSMrpWording;
