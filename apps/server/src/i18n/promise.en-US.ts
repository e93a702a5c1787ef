/** The en-US messages of the rush-order promise and its chat, spread into en-US.ts. */
export const enUSPromise = {
  'promiseChat.feasible':
    '✅ **Yes**: {quantity, number} {sku} can be delivered by {requested} ({zone}); promised for {promised}, {days, plural, =0 {ready now} one {in # day} other {in # days}}.',
  'promiseChat.infeasible':
    '⛔ **Not by {requested}** ({zone}): {quantity, number} {sku} can be ready {promised} at the earliest.',
  'promiseChat.earliest':
    '📅 **The earliest** {quantity, number} {sku} can be delivered is {promised} (plant time, {zone}).',
  'promiseChat.margin':
    'Margin {margin, number, ::.#}% against the {target, number, ::.#}% target ({meets, select, yes {met} other {missed}}), at {price, number, ::.00} per unit: {basis, select, said {the price you said} list {the product list price, as no price was said} other {standard cost + 15%, as no price was said or listed}}.',
  'promiseChat.noSlips': 'No other order slips.',
  'promiseChat.slips': '{count, plural, one {# order slips} other {# orders slip}}: {list}{more}.',
  'promiseChat.slip': '{order} +{hours, number, ::.#} h{late, select, yes { (becomes late)} other {}}',
  'promiseChat.issue': 'Why: {text}.',
  'promiseChat.recommendation': 'Recommended: {text}.',
  'promiseChat.acceptHint':
    'Accept & Schedule books it as order {order} with its sales order, into the plan as analysed (recorded, and it can be undone).',
  'promiseChat.accepted':
    'Accepted: order {order} is scheduled and sales order {salesOrder} booked. The change is recorded and can be undone.',
  'promiseChat.acceptedFromStock':
    'Accepted: order {order} is covered from stock, reserved for sales order {salesOrder}; nothing had to be planned.',
  'promiseChat.notAccepted': 'The promise was not accepted: {reason}.',
  'promiseChat.setAside':
    'Set aside: the promise of {quantity, number} {sku} is not booked, and nothing changed.',
  'promiseChat.askProduct': 'Which product should I check the promise for?',
  'promiseChat.askQuantity': 'How many {sku} does the customer want, and by when?',
  'promiseChat.askDate': 'By when does the customer need the {quantity, number} {sku}?',
  'promiseChat.inAWeekLabel': 'In 7 days',
  'promiseChat.inAWeekPrompt': 'Can we deliver {quantity} {sku} by {date}?',
  'promiseChat.laterLabel': 'Check {day}',
  'promiseChat.laterPrompt':
    'Can we deliver {quantity} {sku} by {date}{price, select, none {} other { at {price}}}?',
  'promiseChat.unknownProduct': '{sku} is not in the master data of this plan.',
  'promiseChat.past': '{requested} has passed: give a date from today on.',
  'promiseChat.cannotMake': '{sku} has no routing: the plant cannot make it, so there is no date to promise.',
  'promiseChat.refused': 'The promise could not be checked: {reason}.',
  'promise.issue.late':
    'Earliest completion {completion} is {hours, number, ::.#} h after the requested {requested}',
  'promise.issue.materials': 'Materials are ready only on {ready}, after the requested {requested}',
  'promise.issue.rules':
    'The plan with this order breaks {count, plural, one {# hard rule} other {# hard rules}}: it cannot be applied',
  'promise.issue.margin': 'Margin {margin, number, ::.#}% is below the {target, number, ::.#}% target',
  'promise.rec.later': 'Promise {date} instead: the earliest completion',
  'promise.rec.split':
    'Split the delivery: {now, number} units by {requested}, {later, number} units on {laterDate}',
  'promise.rec.overtime':
    'Work {hours, number, ::.#} h of overtime on {workCenter} to finish by {completion}',
  'promise.rec.alternate': 'Run {operation} on {to} instead of {from}',
  'promise.rec.price':
    'Quote {price, number, ::.00} per unit (now {current, number, ::.00}) to meet the {target, number, ::.#}% margin',
};

export type PromiseKey = keyof typeof enUSPromise;
