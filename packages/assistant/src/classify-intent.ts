import type { Cue } from './intent-cues.ts';
import { INTENTS, type Intent } from './interpretation.ts';
import type { MachineEvent } from './polarity.ts';

/** What the entity readers found, as far as choosing the intent needs to know. */
export interface Signals {
  /** A work center, a kind of work center or "the machine". */
  hasMachine: boolean;
  /** One work center named by its id or name ("PRS-02", "Press 2"), not a kind ("the presses"). */
  namesOneMachine: boolean;
  /** A kind of work center named as a group: "the presses", "as prensas". */
  namesMachineGroup: boolean;
  /** One work center named as where something goes: "to PRS-04", "on press 5", "na PRS-05". */
  namesTargetMachine: boolean;
  hasMaterial: boolean;
  /** A material that is bought rather than made and sold (raw material, insert, packaging). */
  hasPurchasedMaterial: boolean;
  hasQuantity: boolean;
  /** An order named with an order word, `#` or `SO-`. */
  hasOrder: boolean;
  /** A bare number that is a known order id. */
  hasBareOrder: boolean;
  hasLocation: boolean;
  hasDate: boolean;
  /** A length of time ("2 days", "em 3 dias"): how far something moves or lasts. */
  hasDuration: boolean;
  /** Whether the command says a machine is down, back up, or both (polarity.ts). */
  machineEvent: MachineEvent['verdict'];
  /** Whether it only asks whether a machine is down or back ("is PRS-03 back up?"). */
  isStateQuestion: boolean;
  /** Whether it asks what would happen ("what if …", "e se …"): a what-if, not a question about facts. */
  asksWhatIf: boolean;
}

/** The chosen intent and the scores it was chosen by. */
export interface IntentChoice {
  intent: Intent;
  /** Every intent's score, for the trace. */
  scores: Record<Intent, number>;
  /** The best score and the runner-up's, which the confidence is computed from. */
  best: number;
  runnerUp: number;
}

type Scores = Record<Intent, number>;

function scoreSchedule(cues: Set<Cue>, signals: Signals, s: Scores): void {
  const has = (cue: Cue) => cues.has(cue);
  const event = signals.machineEvent;
  // "Is PRS-03 back up?" asks where things stand; answering it must not end a downtime.
  if (signals.isStateQuestion) s['production.status'] += signals.hasMachine ? 8 : 4;
  else {
    if (event === 'down' || event === 'both') s['schedule.breakdown'] += signals.hasMachine ? 10 : 3;
    if (event === 'up' || event === 'both') s['schedule.restore'] += signals.hasMachine ? 10 : 3;
  }
  // "Undo the rush order" undoes a change; it does not place one. "Revert order 1004 to Friday"
  // moves an order back to a date: an order change (scoreOrders), no undo.
  if (has('undo') && !revertsOrderToDate(cues, signals)) s['change.undo'] += 12;
  // "We're out of RM-EPDM-50 until Thursday": the material is late until then ("are we out of
  // RM-778?", with no date, asks about stock).
  const runsOut = has('runOut') && (signals.hasDate || signals.hasDuration);
  if ((has('delay') || runsOut) && signals.hasMaterial && !signals.hasOrder && !signals.hasBareOrder) {
    s['schedule.material_delay'] += signals.hasPurchasedMaterial || has('supply') ? 10 : 6;
  } else if (has('delay') && has('supply') && !signals.hasOrder) {
    s['schedule.material_delay'] += 5;
  }
  // "We need 500 STD-101 by Friday": new demand at short notice, a rush order unless said otherwise.
  if (has('need') && signals.hasMaterial && signals.hasQuantity && signals.hasDate)
    s['schedule.rush_order'] += 5;
  if (has('rush')) {
    const isExistingOrder = (signals.hasOrder || signals.hasBareOrder) && !signals.hasMaterial;
    if (isExistingOrder) s['order.change'] += 6;
    else s['schedule.rush_order'] += signals.hasMaterial || signals.hasQuantity ? 9 : 6;
  }
  // "Redo the plan" after a breakdown is the breakdown's consequence, so schedule words do not add
  // up: the strongest counts.
  const scheduleWords =
    has('schedule') && (has('makeVerb') || has('scheduleVerb')) ? 8 : has('schedule') ? 4 : 0;
  if (!has('notPlanning'))
    s['schedule.create'] += Math.max(
      scheduleWords,
      has('replan') ? 6 : 0,
      asksPlanGoal(cues, signals) ? 9 : 0,
    );
}

/**
 * "Minimize tardiness", "finish all open orders as early as possible": what the whole plan should
 * achieve, so a plan, unless the command is about one order or material.
 */
function asksPlanGoal(cues: Set<Cue>, signals: Signals): boolean {
  return (
    cues.has('scheduleGoal') &&
    cues.has('goalVerb') &&
    !signals.hasOrder &&
    !signals.hasBareOrder &&
    !signals.hasMaterial
  );
}

function scoreOrders(cues: Set<Cue>, signals: Signals, s: Scores): void {
  const has = (cue: Cue) => cues.has(cue);
  const namesOrder = signals.hasOrder || signals.hasBareOrder;
  // "Get order 1044 done a day earlier": an order, a length and a way is a move, whatever the verb.
  const movesByDuration = has('moveAdverb') && signals.hasDuration;
  const asksChange = has('change') || has('priorityWord') || has('dueWord') || movesByDuration;
  if (
    has('movePronoun') &&
    (signals.hasDuration || signals.hasDate) &&
    !signals.hasMaterial &&
    !signals.hasMachine
  )
    s['order.change'] += 6;
  if (asksChange && namesOrder) s['order.change'] += 9;
  else if (asksChange && has('orderWord') && !has('transfer')) s['order.change'] += 5;
  // A verb makes an order ("create an order"); "new" alone may describe them ("around the new orders").
  if (has('create') && has('orderWord')) s['order.create'] += signals.hasMaterial ? 8 : 7;
  else if (has('newWord') && has('orderWord')) s['order.create'] += signals.hasMaterial ? 7 : 5;
  if (has('status')) s['production.status'] += 6;
  // "Show me tomorrow's plan": the stored plan of that day, read-only; "create a schedule for tomorrow"
  // and "replan tomorrow" make one.
  if (has('seePlan') && signals.hasDate && !has('buildVerb') && !has('replan') && !namesOrder)
    s['production.status'] += 12;
  // "Which orders are late", "o que vai atrasar?": a question about lateness, not news of a delay.
  // "So as few as possible are late" states the plan's goal, not a question about lateness.
  if (has('late') && (has('orderWord') || namesOrder || has('asks')) && !asksPlanGoal(cues, signals))
    s['production.status'] += 6;
  // "What's PRS-03 working on": a machine's work now, unless the message says it broke or is back.
  if (has('activity') && signals.hasMachine && (!signals.machineEvent || signals.isStateQuestion))
    s['production.status'] += 7;
  if (namesOrder && !asksChange) s['production.status'] += 2;
  // "Which orders wait for RM-778?": the orders a material holds, not news of its delay.
  if (has('waits') && signals.hasMaterial && has('orderWord')) s['production.status'] += 9;
  // "Which orders does a downtime of PRS-03 affect?": the orders it hits, not the downtime itself.
  if (has('affects') && signals.hasMachine && has('orderWord') && !signals.asksWhatIf)
    s['production.status'] += 12;
  // "Where is 1044?", "onde está a ordem 1044?": where an order stands, not where stock is.
  if (has('where') && namesOrder && !signals.hasMaterial && !asksChange) s['production.status'] += 4;
}

function scoreInventory(cues: Set<Cue>, signals: Signals, s: Scores): void {
  const has = (cue: Cue) => cues.has(cue);
  if (has('stock')) s['inventory.query'] += 7;
  // "How many setups do we have this week?" asks about the plan's changeovers, not stock.
  const aboutSetups = has('setups') && !signals.hasMaterial;
  if (has('stockQuestion') && !aboutSetups)
    s['inventory.query'] += signals.hasMaterial || signals.hasLocation ? 5 : 2;
  if (has('low') && (signals.hasMaterial || has('stock'))) s['inventory.query'] += 6;
  else if (has('low')) s['inventory.query'] += 2;
  if (has('where') && signals.hasMaterial) s['inventory.query'] += 6;
  // "Stock value report for finance" asks for a report that holds the stock value, not the value alone.
  if (has('value') && has('stock') && !has('report')) s['inventory.query'] += 2;
  if (signals.hasLocation && !has('transfer')) s['inventory.query'] += 3;
  // "Tem compra atrasada?": overdue purchase receipts; "RM-778 delivery is delayed by 2 days" tells
  // a new arrival (a material delay).
  if (has('overdueReceipts') && !signals.hasDuration && !signals.hasDate && !namesAnOrder(signals))
    s['inventory.query'] += 12;
  // "Quais produtos levam RM-ZNO?" asks where it is used; it moves nothing.
  const moves = (has('transfer') || (has('stockRelease') && signals.hasLocation)) && !has('whereUsed');
  if (moves && signals.hasLocation && !namesAnOrder(signals)) s['inventory.transfer'] += 10;
  else if (moves && signals.hasMaterial && !namesAnOrder(signals)) s['inventory.transfer'] += 5;
}

function namesAnOrder(signals: Signals): boolean {
  return signals.hasOrder || signals.hasBareOrder;
}

function revertsOrderToDate(cues: Set<Cue>, signals: Signals): boolean {
  return cues.has('undo') && cues.has('toward') && signals.hasDate && namesAnOrder(signals);
}

/** Cancelling and splitting an order, and extra working time on a machine (issue 10, everyday intents). */
function scoreEveryday(cues: Set<Cue>, signals: Signals, s: Scores): void {
  const has = (cue: Cue) => cues.has(cue);
  const namesOrder = namesAnOrder(signals);
  // "Undo the cancellation of order 1044" undoes the cancel; it cancels nothing. "Drop the priority
  // of order 1044" changes the order.
  // "Who cancelled order 1004?", "a ordem 1050 foi cancelada?" ask about a cancel; they cancel nothing.
  const asksOnly = has('question') && !has('request') && !signals.asksWhatIf;
  if (has('cancel') && !asksOnly && !has('undo') && !has('priorityWord') && !has('dueWord')) {
    if (namesOrder) s['order.cancel'] += 10;
    else if (has('orderWord')) s['order.cancel'] += 5;
    // "Cancel it" alone is a no to the proposal (the conversation may make it an order: cancel-in-focus.ts).
    else if (has('cancelPronoun') && !has('discard') && !signals.hasMachine && !signals.hasMaterial)
      s['order.cancel'] += 5;
  }
  if (has('split') && !has('undo')) {
    if (namesOrder) s['order.split'] += 10;
    else if (has('orderWord')) s['order.split'] += 5;
  }
  // "Release order 1041", "pode liberar a OP 1041?": a release. "Quando libera a 1041?" asks when (a
  // status question); "release 1041 two days later" moves it (an order change).
  const asksWhen = has('question') && !has('request');
  if (has('orderRelease') && !asksWhen && !has('undo') && !signals.hasDuration) {
    if (namesOrder) s['order.release'] += 12;
    else if (has('orderWord')) s['order.release'] += 5;
    else if (has('releasePronoun') && !signals.hasMachine && !signals.hasMaterial && !signals.hasLocation)
      s['order.release'] += 5;
  }
  // "Move order 1023 to PRS-04", "coloca a 1023 na PRS-05": the order's operation to that machine.
  // "Is 1023 on PRS-04?" and "when does 1023 run on PRS-05?" ask; "move 1023 to PRS-04 on Friday" and
  // "PRS-03 broke, put 1023 on PRS-04" keep their readings (an order change, the breakdown).
  const movesToMachine =
    has('machineMove') && signals.namesTargetMachine && !asksOnly && !has('undo') && !signals.machineEvent;
  if (movesToMachine && !signals.hasDate && !signals.hasDuration) {
    if (namesOrder) s['order.move'] += 13;
    else if (!signals.hasMaterial) s['order.move'] += 8;
  }
  // "Does PRS-03 work on Saturday?", "how much overtime did PRS-03 do?" ask about the calendar; "can
  // we add a shift on PRS-03?" and "what if PRS-03 works Saturday?" ask for the extra time.
  const asksAboutTime = has('question') && !has('request') && !signals.asksWhatIf;
  if (asksAboutTime && (has('overtime') || has('extend')))
    s['production.status'] += signals.hasMachine ? 6 : 0;
  else if (has('overtime')) s['capacity.add'] += signals.hasMachine ? 10 : 5;
  else if (has('extend') && signals.hasMachine && !namesOrder) s['capacity.add'] += 9;
}

function scoreAnalysis(cues: Set<Cue>, signals: Signals, s: Scores): void {
  const has = (cue: Cue) => cues.has(cue);
  if (has('promise')) {
    s['promise.check'] += signals.hasMaterial || signals.hasQuantity || signals.hasDate ? 9 : 4;
  }
  if (has('mrp')) s['mrp.run'] += 10;
  if (has('bom')) s['bom.query'] += 8;
  if (has('bomWeak') && signals.hasMaterial) s['bom.query'] += 6;
  // "What are the bottlenecks this week?" asks where the plan is loaded (a status question);
  // "balance line 2", takt and cycle time ask for line balancing, and so do "where's our
  // bottleneck?" and "analise os gargalos" (issue 15: the line's constraint and why).
  const asksLine = has('lineBalance') || has('ownBottleneck') || has('analyzeVerb');
  const asksBottlenecks = has('bottleneck') && !asksLine;
  // "How loaded is PRS-02 next week?": that machine's planned load over its hours in that week (the
  // dashboard's figure); the line analysis names the line's bottleneck, not this machine.
  if (has('machineLoad') && signals.namesOneMachine && !has('analyzeVerb')) s['production.status'] += 10;
  // "What is the utilization of the presses?": each press's load and the group's, not the line's
  // constraint ("utilização das estações da linha" stays line balancing).
  const asksGroupLoad = has('machineLoad') && signals.namesMachineGroup && !signals.namesOneMachine;
  if (asksGroupLoad && !has('lineBalance') && !has('analyzeVerb')) s['production.status'] += 10;
  // "When is the next free slot on PRS-05?", "which machines are idle?": free time in the released plan.
  if (has('freeSlot') && signals.namesOneMachine && !has('overtime')) s['production.status'] += 10;
  if (has('idleMachines') && !signals.namesOneMachine && !has('overtime')) s['production.status'] += 10;
  // "Which orders finish this week?": the released plan's orders finishing or due in those days. A
  // material and a quantity make it a promise ("can we ship 500 STD-101 by Friday?").
  if (
    has('finishing') &&
    !namesAnOrder(signals) &&
    !signals.hasMaterial &&
    !signals.hasQuantity &&
    !has('promise') &&
    // "Change the order's due date to Friday" changes an order.
    !has('change')
  )
    s['production.status'] += 10;
  // "What changed?": the latest applied change, a question about the plan (not the help).
  if (has('whatChanged')) s['production.status'] += 12;
  // "Which orders are waiting for material?": the orders the plan holds for their components. A named
  // material or machine is another question (that material's orders, a machine stopped for it).
  if (
    has('materialWaits') &&
    !signals.hasMaterial &&
    !signals.hasMachine &&
    (has('orderWord') || has('question'))
  )
    s['production.status'] += 12;
  if (asksBottlenecks) s['production.status'] += 9;
  else if (has('balance') || has('bottleneck')) s['balance.analyze'] += 8;
  // "Minimize setups on the press line": changeovers on a line; "optimize the sequence to reduce
  // setups" and "reschedule everything to reduce setups" stay a plan (the schedule words).
  if (has('setups') && (has('lineBalance') || has('reduce')) && !has('schedule') && !has('replan'))
    s['balance.analyze'] += 8;
  if (has('whereUsed') && signals.hasMaterial) s['bom.query'] += 9;
  // "What uses it?": where-used of the material talked about (the conversation names it).
  else if (has('whereUsed') && !signals.hasOrder && !signals.hasMachine) s['bom.query'] += 5;
  // "What if it only shows up next Wednesday?": a material's arrival, the material talked about.
  if (has('delay') && signals.asksWhatIf && !signals.hasMaterial && !signals.hasOrder && !signals.hasMachine)
    s['schedule.material_delay'] += 4;
  if (has('report')) s['report.generate'] += 8.5;
  if (has('help')) s.help += 5;
}

/** The planner's yes or no to the previous reply's proposal; only a whole message of such words counts. */
function scoreConfirmation(cues: Set<Cue>, s: Scores): void {
  if (cues.has('apply')) s['change.apply'] += 12;
  // A bare "yes" or "ok" agrees less plainly than "apply it".
  else if (cues.has('yes')) s['change.apply'] += 8;
  if (cues.has('discard')) s['change.discard'] += 12;
}

/**
 * Chooses the intent of a command from its cues and entities: each rule adds to an intent's score
 * (a failure word next to a machine is a breakdown; an order word and a change word with an order
 * id is an order change; ...) and the highest score wins, `help` when nothing scores. Ties go to
 * the intent listed first in `INTENTS`.
 */
export function classifyIntent(cues: Set<Cue>, signals: Signals): IntentChoice {
  const scores = Object.fromEntries(INTENTS.map((intent) => [intent, 0])) as Scores;
  scoreSchedule(cues, signals, scores);
  scoreOrders(cues, signals, scores);
  scoreInventory(cues, signals, scores);
  scoreAnalysis(cues, signals, scores);
  scoreEveryday(cues, signals, scores);
  scoreConfirmation(cues, scores);
  const ranked = [...INTENTS].sort((a, b) => scores[b] - scores[a]);
  const best = scores[ranked[0]!];
  if (best <= 0) return { intent: 'help', scores, best: 0, runnerUp: 0 };
  return { intent: ranked[0]!, scores, best, runnerUp: scores[ranked[1]!] };
}

/**
 * Confidence of a choice, 0–1: higher with a stronger best score and a wider margin over the
 * runner-up; 0.2 when nothing was recognised.
 */
export function choiceConfidence(choice: IntentChoice): number {
  if (choice.best <= 0) return 0.2;
  const strength = Math.min(1, choice.best / 10);
  const margin = (choice.best - choice.runnerUp) / choice.best;
  return Math.round((0.45 + 0.5 * strength * (0.4 + 0.6 * margin)) * 100) / 100;
}
