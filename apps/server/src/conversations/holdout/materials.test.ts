import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../test/fixtures.ts';
import {
  CONVERSATION_TIMEOUT,
  type Conversation,
  conversationSuite,
  expectUnchanged,
  expectWhatIf,
  mentions,
  NOW,
  offersApply,
  type Reply,
} from '../conversation.test-support.ts';

/**
 * Holdout (written without reading the assistant): a planner's material questions — stock, where used,
 * what an order waits for, overdue purchases, a late delivery as a what-if, bills of materials. The
 * expected ids come from the sample plant's files. See README.md in this folder.
 */
const talk = conversationSuite();
type Snapshot = Awaited<ReturnType<Conversation['snapshot']>>;

const seed = <T>(table: string) => JSON.parse(readFileSync(join(SEED_DIR, `${table}.json`), 'utf8')) as T[];
const lines = seed<{ product_id: string; item_id: string; is_phantom: boolean }>('bom_components');
const phantoms = new Set(lines.filter((l) => l.is_phantom).map((l) => l.item_id));
const purchases = seed<{ po_id: string; material_id: string; expected_date: string; status: string }>(
  'purchase_orders',
);

/** The products whose BOM holds `item`, looking through phantoms (mixed inside their parents). */
function whereUsed(item: string): string[] {
  return lines
    .filter((l) => l.item_id === item)
    .flatMap((l) => (phantoms.has(l.product_id) ? whereUsed(l.product_id) : [l.product_id]));
}
/** A BOM's lines: [the component, the components a phantom line may be named by instead]. */
function bomOf(product: string): string[][] {
  return lines
    .filter((l) => l.product_id === product)
    .map((l) => [l.item_id, ...(phantoms.has(l.item_id) ? bomOf(l.item_id).map(([i]) => i!) : [])]);
}
/** Purchase orders not received whose expected date has passed. */
const overdue = (material?: string) =>
  purchases
    .filter((p) => p.status !== 'Received' && Date.parse(p.expected_date) < NOW)
    .filter((p) => material === undefined || p.material_id === material)
    .map((p) => p.po_id);

/** A question: answered, no Apply offered, nothing changed, and the answer is about `subjects`. */
async function expectAnswer(c: Conversation, reply: Reply, before: Snapshot, ...subjects: string[]) {
  expect.soft(offersApply(reply), c.at('a question offered Apply')).toBe(false);
  await expectUnchanged(c, before, 'a question changed the plan');
  for (const subject of subjects)
    expect.soft(mentions(reply, subject), c.at(`the answer does not name ${subject}`)).toBe(true);
}

/** A BOM answer names every line (a phantom line by its own id or by all of its components). */
function expectBom(c: Conversation, reply: Reply, product: string) {
  for (const [item, ...inside] of bomOf(product))
    expect
      .soft(
        mentions(reply, item!) || (inside.length > 0 && inside.every((i) => mentions(reply, i))),
        c.at(`the BOM of ${product} does not name ${item}`),
      )
      .toBe(true);
}

describe('holdout: materials', () => {
  it(
    'en: INS-EM-BASE stock, where used, orders waiting, overdue POs, EPDM delay what-if, BATCH-890 BOM, RM-778',
    async () => {
      const c = talk('hold-mat-en', 'en');
      const before = await c.snapshot();

      // 1. Stock of a critical insert.
      let r = await c.say('do we have enough INS-EM-BASE?');
      await expectAnswer(c, r, before, 'INS-EM-BASE');

      // 2. "it" is INS-EM-BASE: the products using it.
      r = await c.say('what uses it?');
      await expectAnswer(c, r, before, ...whereUsed('INS-EM-BASE'));

      // 3. The open orders of those products that have not started yet wait for it.
      const using = new Set(whereUsed('INS-EM-BASE'));
      const waiting = (await c.openOrders())
        .filter((o) => using.has(o.material) && o.status !== 'In Process')
        .map((o) => o.order_id);
      expect(waiting.length, 'the sample plant has orders waiting for INS-EM-BASE').toBeGreaterThan(0);
      r = await c.say('which orders are waiting on it');
      await expectAnswer(c, r, before, ...waiting);

      // 4. Overdue purchase orders, from the purchase orders table.
      r = await c.say('any purchase orders overdue?');
      await expectAnswer(c, r, before, ...overdue());

      // 5. The EPDM polymer by its description: its material and its open purchase order.
      r = await c.say("when's the EPDM polymer coming in?");
      await expectAnswer(c, r, before, 'RM-EPDM-50', ...overdue('RM-EPDM-50'));

      // 6. A what-if on that delivery: a plan shown, no Apply, nothing changed.
      r = await c.say('what if it only shows up next wednesday?');
      await expectWhatIf(c, r, before);

      // 7. A bill of materials, the phantom masterbatch included.
      r = await c.say("what's in BATCH-890?");
      expectBom(c, r, 'BATCH-890');
      await expectAnswer(c, r, before);

      // 8. Where used through the phantom: the compounds that mix RM-778 in.
      r = await c.say('and where is RM-778 used');
      await expectAnswer(c, r, before, ...whereUsed('RM-778'));
    },
    CONVERSATION_TIMEOUT,
  );

  it(
    'pt-BR: estoque de RM-SBR-1502 e o pedido de compra atrasado, onde usa, BOM do FG-GSK-PUMP, e se, INS-EM-BASE e BATCH-890',
    async () => {
      const c = talk('hold-mat-pt', 'pt-BR');
      const before = await c.snapshot();
      const [late] = overdue('RM-SBR-1502');
      expect(late, 'the sample plant has an overdue purchase order of RM-SBR-1502').toBeDefined();

      // 1. Stock: the material and its overdue receipt.
      let r = await c.say('quanto tem de RM-SBR-1502 em estoque?');
      await expectAnswer(c, r, before, 'RM-SBR-1502', late!);

      // 2. Is that purchase order late?
      r = await c.say('esse pedido de compra tá atrasado?');
      await expectAnswer(c, r, before, late!);

      // 3. Where the material is used.
      r = await c.say('o que usa esse material?');
      await expectAnswer(c, r, before, ...whereUsed('RM-SBR-1502'));

      // 4. One level up.
      r = await c.say('e o CMP-SBR65 vai onde?');
      await expectAnswer(c, r, before, ...whereUsed('CMP-SBR65'));

      // 5. A bill of materials.
      r = await c.say('me passa a lista de materiais do FG-GSK-PUMP');
      expectBom(c, r, 'FG-GSK-PUMP');
      await expectAnswer(c, r, before);

      // 6. A late delivery as a what-if: a plan shown, no Apply, nothing changed.
      r = await c.say(`e se o ${late} só chegar dia 2?`);
      await expectWhatIf(c, r, before);

      // 7. Stock of another material.
      r = await c.say('tem estoque de INS-EM-BASE?');
      await expectAnswer(c, r, before, 'INS-EM-BASE');

      // 8. "E de X?": the same question about BATCH-890.
      r = await c.say('e de BATCH-890?');
      await expectAnswer(c, r, before, 'BATCH-890');
    },
    CONVERSATION_TIMEOUT,
  );
});
