import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../app.test-support.ts';
import {
  APPLY_ACTIONS,
  englishIn,
  type Language,
  NOW,
  newDowntimes,
  OPEN_STATUSES,
  offersApply,
  type Reply,
  type Schedule,
} from './reply.test-support.ts';

/**
 * The planner's side of a conversation through the API, as the web app does it: the planner's text
 * unchanged, the last 5 messages as history, the language chosen; the buttons a reply offers (Apply,
 * Undo, a suggested answer) pressed as the web presses them; the plant's data read from the tables.
 */
// ---------------------------------------------------------------------------------------------------

interface Stats {
  turns: number;
  presses: number;
  language: Language;
}
let current: Stats | undefined;

/** One test app per file; every conversation is one test with its own planner (its own plan). */
export function conversationSuite() {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t?.close());
  afterEach((context) => {
    const file = process.env.CONVERSATION_STATS;
    if (file && current)
      appendFileSync(
        file,
        `${JSON.stringify({
          name: context.task.name,
          state: context.task.result?.state,
          ...current,
          assertions: expect.getState().assertionCalls,
          errors: (context.task.result?.errors ?? []).map((e) => e.message?.split('\n')[0]),
        })}\n`,
      );
    current = undefined;
  });
  return (user: string, language: Language) => new Conversation(t, user, language);
}

export class Conversation {
  readonly history: { role: 'user' | 'assistant'; content: string }[] = [];
  readonly stats: Stats;
  turn = 0;
  prompt = '';
  last!: Reply;

  constructor(
    readonly t: TestApp,
    readonly user: string,
    readonly language: Language,
  ) {
    this.stats = { turns: 0, presses: 0, language };
    current = this.stats;
  }

  get headers() {
    return { 'x-user-id': this.user };
  }

  /** "turn 3 "undo that": what went wrong", for the failure messages. */
  at(what = '') {
    return `turn ${this.turn} ${JSON.stringify(this.prompt)}${what ? `: ${what}` : ''}`;
  }

  /** The planner sends a message; the web sends the last 5 messages with it. */
  async say(prompt: string): Promise<Reply> {
    this.turn += 1;
    this.stats.turns += 1;
    this.prompt = prompt;
    const sent = this.history.slice(-5);
    const response = await this.t.app.inject({
      method: 'POST',
      url: '/api/schedule/run',
      headers: this.headers,
      payload: {
        prompt,
        source: 'playground',
        data_source: 'default',
        backend: 'offline',
        language: this.language,
        work_budget: 40,
        conversation_history: sent,
      },
    });
    expect(response.statusCode, this.at(response.body.slice(0, 300))).toBe(200);
    const reply = response.json() as Reply;
    this.history.push({ role: 'user', content: prompt }, { role: 'assistant', content: reply.text });
    // Safe interpretation: a reply that asks back is never also a change to apply.
    if (reply.needs_clarification)
      expect.soft(offersApply(reply), this.at('a question back also offers Apply')).toBe(false);
    if (this.language === 'pt-BR')
      expect.soft(englishIn(reply), this.at('English in a Portuguese reply')).toEqual([]);
    this.last = reply;
    const log = process.env.CONVERSATION_LOG;
    if (log)
      appendFileSync(
        log,
        `${JSON.stringify({
          user: this.user,
          turn: this.turn,
          prompt,
          history: sent,
          intent: (reply as { intent?: string }).intent,
          type: reply.type,
          tool: reply.tool.name,
          clarify: reply.needs_clarification,
          actions: (reply.actions ?? []).map((a) => a.action),
          buttons: (reply.suggested_actions ?? []).map((a) => a.prompt),
          new_downtimes: newDowntimes(reply),
          text: reply.text.slice(0, 600),
          data: JSON.stringify(reply.data ?? null).slice(0, 600),
        })}\n`,
      );
    return reply;
  }

  private note(en: string, pt: string) {
    this.history.push({ role: 'assistant', content: this.language === 'pt-BR' ? pt : en });
  }

  /** Presses the Apply the reply offers (a plan, or an order change); the reply must offer one. */
  async apply(reply: Reply = this.last): Promise<string> {
    const action = (reply.actions ?? []).find((a) => APPLY_ACTIONS.includes(a.action));
    expect(action, this.at('offers no Apply')).toBeDefined();
    this.stats.presses += 1;
    const response =
      action!.action === 'apply_schedule'
        ? await this.t.app.inject({
            method: 'POST',
            url: '/api/schedule/apply',
            headers: this.headers,
            payload: { run_id: (reply as Schedule).run_id ?? action!.data.run_id },
          })
        : await this.t.app.inject({
            method: 'POST',
            url: '/api/assistant/apply-order',
            headers: this.headers,
            payload: {
              kind: action!.action,
              command: action!.data.command ?? this.prompt,
              data: action!.data,
            },
          });
    expect(response.statusCode, this.at(`Apply failed: ${response.body.slice(0, 300)}`)).toBe(200);
    this.note(
      'Transferred to the system: this is now the released plan. The change is recorded and can be undone.',
      'Transferido para o sistema: este é agora o plano liberado. A mudança foi registrada e pode ser desfeita.',
    );
    return response.json().change_id as string;
  }

  /** Presses the Undo button the reply offers; false when it offers none. */
  async pressUndo(reply: Reply = this.last): Promise<boolean> {
    const action = (reply.actions ?? []).find((a) => a.action === 'undo_change');
    if (!action) return false;
    this.stats.presses += 1;
    const response = await this.t.app.inject({
      method: 'POST',
      url: `/api/schedule/changes/${action.data.change_id}/undo`,
      headers: this.headers,
    });
    expect(response.statusCode, this.at(`Undo failed: ${response.body.slice(0, 300)}`)).toBe(200);
    this.note(
      'Undone: the plan is back as it was before that change.',
      'Desfeito: o plano voltou a ser como era antes dessa mudança.',
    );
    return true;
  }

  /** A typed "yes, apply it" / "undo that": the turn, then the button its reply offers, if any. */
  async sayAndApply(prompt: string): Promise<Reply> {
    const reply = await this.say(prompt);
    if (offersApply(reply)) await this.apply(reply);
    return reply;
  }
  async sayAndUndo(prompt: string): Promise<Reply> {
    const reply = await this.say(prompt);
    await this.pressUndo(reply);
    return reply;
  }

  /** Presses the suggested answer whose label or prompt contains `what` (the web sends its prompt). */
  async press(what: string, reply: Reply = this.last): Promise<Reply> {
    const button = (reply.suggested_actions ?? []).find(
      (a) => a.label.includes(what) || a.prompt.includes(what),
    );
    expect(button, this.at(`no button for ${what}`)).toBeDefined();
    this.stats.presses += 1;
    return this.say(button!.prompt);
  }

  // -------------------------------------------------------------------------------------------------
  // The plant's data as the planner's own plan holds it, read from the tables.

  async datasetId(): Promise<string> {
    const own = await this.t.database.db
      .selectFrom('datasets')
      .select('dataset_id')
      .where('owner_id', '=', this.user)
      .where('kind', '=', 'playground')
      .executeTakeFirst();
    return own?.dataset_id ?? 'default';
  }

  async downtimes() {
    const rows = await this.t.database.db
      .selectFrom('downtimes')
      .select(['downtime_id', 'work_center_id', 'start_at', 'end_at'])
      .where('dataset_id', '=', await this.datasetId())
      .orderBy('downtime_id')
      .execute();
    return rows.map((r) => ({
      id: r.downtime_id,
      work_center: r.work_center_id,
      start: new Date(r.start_at).getTime(),
      end: new Date(r.end_at).getTime(),
    }));
  }

  /** Downtimes of the plan that were not there before. */
  async addedDowntimes(before: { id: string }[]) {
    const ids = new Set(before.map((d) => d.id));
    return (await this.downtimes()).filter((d) => !ids.has(d.id));
  }

  /** Applied changes of the planner's plan not undone (what an Undo could take back). */
  async changesInForce(): Promise<number> {
    const rows = await this.t.database.db
      .selectFrom('plan_changes')
      .select('change_id')
      .where('dataset_id', '=', await this.datasetId())
      .where('undone_at', 'is', null)
      .execute();
    return rows.length;
  }

  /** The released plan as the orders screen shows it: every order, its dates and its operations. */
  async plan(): Promise<string[]> {
    const response = await this.t.app.inject({
      method: 'GET',
      url: '/api/masterdata/orders?source=playground&limit=1000',
      headers: this.headers,
    });
    const orders = response.json().orders as {
      order_id: string;
      status: string;
      quantity: number;
      basic_start_date: string | null;
      basic_end_date: string | null;
      operations: {
        operation_id: string;
        work_center: string;
        start_time: string | null;
        end_time: string | null;
      }[];
    }[];
    return orders
      .flatMap((o) => [
        `${o.order_id}|${o.status}|${o.quantity}|${o.basic_start_date}|${o.basic_end_date}`,
        ...o.operations.map(
          (op) => `${o.order_id}/${op.operation_id}@${op.work_center}@${op.start_time}..${op.end_time}`,
        ),
      ])
      .sort();
  }

  /** The orders and downtimes together: what "the plan is as before" compares. */
  async snapshot() {
    return { plan: await this.plan(), downtimes: await this.downtimes() };
  }

  async orders() {
    return this.t.database.db
      .selectFrom('production_orders')
      .select([
        'order_id',
        'material',
        'quantity',
        'status',
        'customer_id',
        'basic_start_date',
        'basic_end_date',
      ])
      .where('dataset_id', '=', await this.datasetId())
      .execute()
      .then((rows) =>
        rows.map((r) => ({
          ...r,
          start: r.basic_start_date ? new Date(r.basic_start_date).getTime() : null,
          due: r.basic_end_date ? new Date(r.basic_end_date).getTime() : null,
        })),
      );
  }
  async order(id: string) {
    return (await this.orders()).find((o) => o.order_id === id);
  }
  async openOrders() {
    return (await this.orders()).filter((o) => OPEN_STATUSES.includes(o.status));
  }
  async orderIds() {
    return (await this.orders()).map((o) => o.order_id);
  }

  private async operations() {
    return this.t.database.db
      .selectFrom('order_operations')
      .select(['order_id', 'work_center', 'start_time', 'end_time', 'status'])
      .where('dataset_id', '=', await this.datasetId())
      .execute();
  }

  /**
   * The released plan's late orders, computed apart from Takt: open orders whose remaining operations
   * end after the due date, or past due. Worst first.
   */
  async lateOrders(): Promise<{ order_id: string; lateness: number }[]> {
    const ops = await this.operations();
    const late: { order_id: string; lateness: number }[] = [];
    for (const o of await this.openOrders()) {
      if (o.due === null) continue;
      const ends = ops
        .filter((op) => op.order_id === o.order_id && op.status !== 'Done' && op.end_time)
        .map((op) => new Date(op.end_time!).getTime());
      const end = ends.length > 0 ? Math.max(...ends) : null;
      if (o.due < NOW || (end !== null && end > o.due))
        late.push({ order_id: o.order_id, lateness: Math.max(end ?? NOW, NOW) - o.due });
    }
    return late.sort((a, b) => b.lateness - a.lateness);
  }
  async lateIds() {
    return (await this.lateOrders()).map((o) => o.order_id).sort();
  }

  /** The order a work center is working on now in the released plan, if any. */
  async runningOn(workCenter: string): Promise<string | null> {
    const op = (await this.operations()).find(
      (o) =>
        o.work_center === workCenter &&
        o.status !== 'Done' &&
        o.start_time &&
        o.end_time &&
        new Date(o.start_time).getTime() <= NOW &&
        NOW < new Date(o.end_time).getTime(),
    );
    return op?.order_id ?? null;
  }
}
