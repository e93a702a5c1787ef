import { BomChatAnswer, BomOptimization } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ask = async (query: string, context: object = {}) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/bom/chat', payload: { query, context } });
  expect(res.statusCode, res.body).toBe(200);
  return BomChatAnswer.parse(res.json());
};

describe('the BOM chat’s cheaper alternatives (issue 14)', () => {
  it('answers "Find cheaper alternatives for PRODUCT-001" with alternative components, never another product', async () => {
    const answer = await ask('Find cheaper alternatives for PRODUCT-001');
    expect(answer.intent).toBe('alternatives');
    const optimization = BomOptimization.parse(answer.data);
    expect(optimization.product_id).toBe('PRODUCT-001');
    const bom = (await t.app.inject({ method: 'GET', url: '/api/bom/PRODUCT-001' })).json();
    const components = new Set(bom.components.map((c: { item_id: string }) => c.item_id));
    for (const suggestion of optimization.suggestions) {
      expect(components.has(suggestion.item_id)).toBe(true);
      expect(suggestion.alternative.unit_cost).toBeLessThan(suggestion.current_unit_cost);
      expect(suggestion.alternative.item_id.startsWith('PRODUCT-')).toBe(false);
    }
    expect(answer.explanation).not.toMatch(/Alternatives to PRODUCT-001/);
    expect(answer.explanation).toMatch(
      /^(Cheaper alternative components for PRODUCT-001|No component of PRODUCT-001)/,
    );
  });

  it('still lists like-for-like alternatives for a component', async () => {
    const answer = await ask('Find cheaper alternatives for CMP-NBR70');
    expect(answer.data).toMatchObject({ item_id: 'CMP-NBR70' });
    expect(answer.explanation).toMatch(/CMP-NBR70/);
  });
});
