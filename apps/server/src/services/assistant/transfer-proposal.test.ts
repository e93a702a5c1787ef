import { InventoryChatResponse, TextReply, TransferRequest } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../../app.test-support.ts';

/** The stock-transfer intent (issue 14): the MB51 chat and the assistant propose, Apply transfers. */
let t: TestApp;
const user = asUser('tereza');
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function mb51(message: string, language?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/chat',
    headers: user,
    payload: { message, ...(language ? { language } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return InventoryChatResponse.parse(res.json());
}

async function assistant(prompt: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: user,
    payload: { prompt, context: {} },
  });
  expect(res.statusCode, res.body).toBe(200);
  return TextReply.parse(res.json());
}

const freeAt = async (itemId: string, location: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/inventory/levels/${itemId}`, headers: user });
  const level = (res.json().levels as { location_id: string; on_hand: number; available: number }[]).find(
    (l) => l.location_id === location,
  );
  return { onHand: level?.on_hand ?? 0, free: level?.available ?? 0 };
};

/** What Apply does with a `transfer_stock` action: its data, as the transfer API's body. */
async function apply(action: { action: string; data: Record<string, string> } | undefined) {
  expect(action?.action).toBe('transfer_stock');
  const body = TransferRequest.parse({ ...action!.data, quantity: Number(action!.data.quantity) });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/inventory/transfer',
    headers: user,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('stock transfers from the chat (issue 14)', () => {
  it('proposes "move 40 kg of RM-SBR-1502 from MAIN to PRODUCTION" in MB51, and Apply moves exactly that', async () => {
    const before = await freeAt('RM-SBR-1502', 'PRODUCTION');
    const body = await mb51('move 40 kg of RM-SBR-1502 from MAIN to PRODUCTION');
    expect(body).toMatchObject({ success: true, intent: 'inventory.transfer', needs_clarification: false });
    expect(body.message).toMatch(/^Move 40 KG of \*\*RM-SBR-1502\*\* from MAIN to PRODUCTION\?/);
    expect(body.actions?.map((a) => a.action)).toEqual(['transfer_stock', 'discard']);
    expect(body.actions?.[0]?.data).toEqual({
      item_id: 'RM-SBR-1502',
      quantity: '40',
      from_location: 'MAIN',
      to_location: 'PRODUCTION',
    });
    // Proposing moves nothing.
    expect((await freeAt('RM-SBR-1502', 'PRODUCTION')).onHand).toBe(before.onHand);
    await apply(body.actions?.[0]);
    expect((await freeAt('RM-SBR-1502', 'PRODUCTION')).onHand).toBeCloseTo(before.onHand + 40, 6);
  });

  it('says how much is free instead of proposing a transfer the stock cannot cover', async () => {
    const { free } = await freeAt('RM-778', 'MAIN');
    const body = await mb51('move 40 kg of RM-778 from MAIN to PRODUCTION');
    expect(body.actions).toBeUndefined();
    expect(body.message).toBe(
      `MAIN has only ${Math.max(0, free)} KG of RM-778 free, less than the 40 KG to move to PRODUCTION.`,
    );
  });

  it('proposes the Portuguese quality release "libera 350 kg do BATCH-890 da quarentena pra produção"', async () => {
    // 400 kg of the compound held in quarantine first, so there is something to release.
    await apply({
      action: 'transfer_stock',
      data: { item_id: 'BATCH-890', quantity: '400', from_location: 'PRODUCTION', to_location: 'QUARANTINE' },
    });
    const quarantined = await freeAt('BATCH-890', 'QUARANTINE');
    const body = await mb51('libera 350 kg do BATCH-890 da quarentena pra produção', 'pt-BR');
    expect(body.intent).toBe('inventory.transfer');
    expect(body.message).toContain('Liberar 350 KG de **BATCH-890** da quarentena para PRODUCTION?');
    expect(body.actions?.[0]?.data).toMatchObject({ from_location: 'QUARANTINE', to_location: 'PRODUCTION' });
    const done = await apply(body.actions?.[0]);
    expect(done.is_quality_release).toBe(true);
    expect((await freeAt('BATCH-890', 'QUARANTINE')).onHand).toBeCloseTo(quarantined.onHand - 350, 6);
  });

  it('offers the same proposal in the assistant, to Shipping ("expedição") in Portuguese', async () => {
    const reply = await assistant('mover 25 kg de RM-SBR-1502 do MAIN para a expedição');
    expect(reply.intent).toBe('inventory.transfer');
    expect(reply.actions?.[0]).toMatchObject({
      action: 'transfer_stock',
      data: { item_id: 'RM-SBR-1502', quantity: '25', from_location: 'MAIN', to_location: 'SHIPPING' },
    });
    const before = await freeAt('RM-SBR-1502', 'SHIPPING');
    await apply(reply.actions?.[0]);
    expect((await freeAt('RM-SBR-1502', 'SHIPPING')).onHand).toBeCloseTo(before.onHand + 25, 6);
  });

  it('asks for what is missing, and refuses a unit the item is not kept in', async () => {
    expect((await mb51('move RM-SBR-1502 to production')).message).toBe(
      'How much RM-SBR-1502 should be moved?',
    );
    expect((await mb51('move 40 pc of RM-SBR-1502 to production')).message).toBe(
      'RM-SBR-1502 is kept in KG, not PC: say the quantity in KG.',
    );
  });
});
