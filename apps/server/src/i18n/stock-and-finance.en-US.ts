/**
 * The en-US messages of stock, transfers, setup times, master-data import and the ledger's chat,
 * spread into en-US.ts (kept apart so each catalog file stays readable).
 */
export const enUSStockAndFinance = {
  'import.rule.required': 'is required',
  'import.rule.integer': 'must be a whole number',
  'import.rule.number': 'must be a number',
  'import.rule.text': 'must be text',
  'import.rule.date': 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time with its offset',
  'import.rule.plant_years': 'must be between 1970 and 2200',
  'import.rule.no_control_characters': 'must not contain control characters',
  'import.rule.end_not_before_start': 'must not be before the start',
  'import.rule.invalid': 'is not valid',
  'import.rule.min': 'must be at least {bound}',
  'import.rule.max': 'must be at most {bound}',
  'import.rule.gt': 'must be more than {bound}',
  'import.rule.max_length': 'must have at most {bound} characters',
  'import.rule.one_of': 'must be one of {bound}',
  'import.rule.unknown_material': 'material {value} is not in the item master',
  'import.rule.unknown_work_center': 'work center {value} does not exist',
  'import.rule.unknown_order': 'order {value} is neither in this import nor in the custom data',
  'import.rule.duplicate_in_file': '{value} appears twice in this file (first in row {first})',
  'import.rule.duplicate_existing': '{value} already exists in the custom data',
  'finance.cash':
    '💵 **Cash position**: {total, number, ::currency/USD} across {accounts, plural, one {# account} other {# accounts}} ({breakdown}).',
  'finance.cashAccount': '{name} {balance, number, ::currency/USD}',
  'finance.receivables':
    '📄 **Receivables**: {total, number, ::currency/USD} due on {open, plural, one {# open invoice} other {# open invoices}}; {overdue, number, ::currency/USD} of it overdue.',
  'finance.overdueHeader':
    '⏰ **Overdue customers**: {count, plural, =0 {no invoice is past due.} one {# invoice past due, {total, number, ::currency/USD}:} other {# invoices past due, {total, number, ::currency/USD}:}}',
  'finance.overdueLine':
    '- {customer}: {invoice}, {amount, number, ::currency/USD}, {days, plural, one {# day} other {# days}} late',
  'finance.payables': '🏭 **Payables**: the plant owes its suppliers {total, number, ::currency/USD}.',
  'finance.payablesBills':
    '🏭 **Payables**: the plant owes its suppliers {total, number, ::currency/USD} on {open, plural, =0 {no open bill} one {# open bill} other {# open bills}}; {overdue, number, ::currency/USD} of it overdue.',
  'finance.payablesVendor': '- {vendor}: {amount, number, ::currency/USD}',
  'finance.payablesNext': 'Next due: {bill} to {vendor}, {amount, number, ::currency/USD} on {date}.',
  'finance.overdueBillsHeader':
    '⏰ **Overdue bills**: {count, plural, =0 {no bill is past due.} one {# bill past due, {total, number, ::currency/USD}:} other {# bills past due, {total, number, ::currency/USD}:}}',
  'finance.overdueBillLine':
    '- {vendor}: {bill}, {amount, number, ::currency/USD}, {days, plural, one {# day} other {# days}} late',
  'finance.payBillProposal':
    '💸 **Proposed payment**: {amount, number, ::currency/USD} of the {due, number, ::currency/USD} due on {bill} to {vendor}, from {account}. Nothing is paid yet: press Pay on {bill} in the Bills list to make it.',
  'finance.billUnknown': 'There is no bill {bill} in this plant. Ask "which bills are overdue?" to see them.',
  'finance.billAlreadyPaid': 'Bill {bill} is already paid: nothing is due on it.',
  'finance.forecast':
    '📈 **Cash in {days, plural, one {# day} other {# days}}**: {closing, number, ::currency/USD} on {endDate}, from {opening, number, ::currency/USD} today: {inflow, number, ::currency/USD} in from invoices, {outflow, number, ::currency/USD} out for purchases. Lowest: {lowest, number, ::currency/USD} on {lowestDate}.',
  'finance.trialBalance':
    '⚖️ **Trial balance** at {date}: debits {debit, number, ::currency/USD}, credits {credit, number, ::currency/USD}{balanced, select, yes {: balanced.} other {: NOT balanced.}}',
  'finance.profitability':
    '💰 **Profitability, last {days, plural, one {# day} other {# days}}**: revenue {revenue, number, ::currency/USD} from {orders, plural, one {# produced order} other {# produced orders}}, cost {cost, number, ::currency/USD} (material {material, number, ::currency/USD}, labor {labor, number, ::currency/USD}, overtime {overtime, number, ::currency/USD}), margin {margin, number, ::currency/USD} ({percent, number, ::.#}%).',
  'finance.help':
    'Ask me about the cash position, receivables, overdue customers, payables, the trial balance, cash in 30 days or profitability.',
  'inventory.value':
    '📊 **Inventory value**: {value, number, ::currency/USD precision-integer} over {items, plural, one {# item} other {# items}} (at standard cost).',
  'inventory.lowHeader':
    '📦 **{count, plural, one {# item at or below its reorder point} other {# items at or below their reorder point}}**',
  'inventory.lowLine':
    '- **{item}** {description}: {available, number, ::.#} {unit} available, reorder point {reorderPoint, number, ::.#} ({status})',
  'inventory.noRecord': '{item} has no stock record.',
  'inventory.location': '- {location}: {onHand, number, ::.#} on hand, {reserved, number, ::.#} reserved',
  'inventory.item':
    '**{item}** {description}: {available, number, ::.#} {unit} available ({onHand, number, ::.#} on hand, {reserved, number, ::.#} reserved) — {status}.',
  'inventory.transferDone':
    'Transferred {quantity, number, ::.##} {unit} of {item} from {from} to {to}. {from}: {fromAvailable, number, ::.##} {unit} free; {to}: {toOnHand, number, ::.##} {unit} on hand.',
  'inventory.qualityRelease':
    'Quality release: {quantity, number, ::.##} {unit} of {item} moved out of quarantine to {to} ({toOnHand, number, ::.##} {unit} on hand there).',
  'inventory.alert.outOfStock':
    '{item} {description} is out of stock: {available, number, ::.##} {unit} available (reorder point {reorderPoint, number, ::.##}).',
  'inventory.alert.belowReorder':
    '{item} {description} is at or below its reorder point: {available, number, ::.##} {unit} available, reorder point {reorderPoint, number, ::.##}.',
  'inventory.alert.overReserved':
    '{item} at {location}: {reserved, number, ::.##} {unit} reserved but only {onHand, number, ::.##} on hand.',
  'inventoryChat.scheduling':
    'That is a scheduling command: run it in PP01 Production Scheduling or the assistant panel.',
  'inventoryChat.help':
    'Ask me about stock: "How much RM-778 do we have?", "What is low on stock?", "Where is CMP-NBR70?", "What is our inventory worth?"',
  'inventoryChat.checkItem': 'How much {item} do we have?',
  'inventoryChat.pickLowItem':
    'Which material? {count, plural, =0 {Name one, e.g. RM-778.} one {# item is low on stock:} other {# items are low on stock, critical first:}}',
  'setup.summary':
    '**{type}** changeovers ({workCenters}) take {min, number} to {max, number} min in the setup matrix.',
  'setup.fallback': 'A change the matrix does not list takes {minutes, number} min.',
  'setup.cost':
    'At {rated, select, average {the average rate} other {{rated}’s rate}} of {rate, number, ::currency/USD} per hour, a change costs {minCost, number, ::currency/USD} to {maxCost, number, ::currency/USD}{hasFallback, select, yes {, an unlisted one {fallbackCost, number, ::currency/USD}} other {}}.',
  'setup.none': 'The setup matrix has no changeover times for {type}.',
  'setup.anyFamily': 'any',
  'setup.column.from': 'From family',
  'setup.column.to': 'To family',
  'setup.column.minutes': 'Minutes',
  'setup.column.cost': 'Cost',
  'inventoryChat.column.item': 'Item',
  'inventoryChat.column.description': 'Description',
  'inventoryChat.column.available': 'Available',
  'inventoryChat.column.reorderPoint': 'Reorder point',
  'inventoryChat.column.status': 'Status',
  'inventoryChat.column.location': 'Location',
  'inventoryChat.column.onHand': 'On hand',
  'inventoryChat.column.reserved': 'Reserved',

  'transfer.proposal':
    'Move {quantity, number, ::.##} {unit} of **{item}** from {from} to {to}? {from} has {free, number, ::.##} {unit} free. Apply to transfer it.',
  'transfer.releaseProposal':
    'Release {quantity, number, ::.##} {unit} of **{item}** from quarantine to {to}? {free, number, ::.##} {unit} are in quarantine, free. Apply to release it.',
  'transfer.short':
    '{from} has only {free, number, ::.##} {unit} of {item} free, less than the {quantity, number, ::.##} {unit} to move to {to}.',
  'transfer.whichMaterial': 'Which material should be moved?',
  'transfer.howMuch': 'How much {item} should be moved?',
  'transfer.whereTo': 'Where should {item} go: MAIN, PRODUCTION, QUARANTINE or SHIPPING?',
  'transfer.whereFrom': 'Where should {item} come from?',
  'transfer.unknownLocation':
    '{location} is not a stock location: use MAIN, PRODUCTION, QUARANTINE or SHIPPING.',
  'transfer.sameLocation': 'The stock is already in {location}: a transfer needs two different locations.',
  'transfer.unitMismatch': '{item} is kept in {itemUnit}, not {unit}: say the quantity in {itemUnit}.',
};

export type StockAndFinanceKey = keyof typeof enUSStockAndFinance;
