import { BomChatAnswer } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ask = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bom/chat',
    payload: { query, context: { product_id: 'STD-101' } },
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return BomChatAnswer.parse(res.json());
};
const PT = { 'accept-language': 'pt-BR' };

describe('the BOM chat in Portuguese (issue 16): the quick actions of the pt-BR screen, answered in pt-BR', () => {
  it.each([
    [
      'Mostre a estrutura de STD-101',
      'explode',
      /^STD-101 tem \d+ componentes em \d+ níveis; custo de material US\$\s/,
    ],
    [
      'Quanto custa STD-101?',
      'cost',
      /^Custo de material de 1 × STD-101: US\$\s[\d.,]+ \(US\$\s[\d.,]+ por unidade\)\.$/,
    ],
    ['Onde STD-101 é usado?', 'where_used', /^STD-101 (entra em|não é usado)/],
    [
      'Mostre o caminho crítico de STD-101',
      'critical_path',
      /^Caminho crítico de STD-101: STD-101 -> .* dias de lead time acumulado\)\.$/,
    ],
    [
      'Busque alternativas mais baratas para STD-101',
      'alternatives',
      /^(Alternativas a STD-101, da mais barata|Nenhum item do mesmo tipo)/,
    ],
    [
      'Sugira componentes para STD-101',
      'suggest_components',
      /^(Componentes usados por produtos parecidos com STD-101|Nenhum produto parecido)/,
    ],
  ])('"%s" reads as %s and answers in Portuguese', async (query, intent, answer) => {
    const reply = await ask(query, PT);
    expect(reply.intent).toBe(intent);
    expect(reply.explanation).toMatch(answer);
  });

  it('answers in the caller’s language whatever the question’s: the same figures, English word for word without pt-BR', async () => {
    const english = await ask('How much does STD-101 cost for 500 units?');
    const portuguese = await ask('How much does STD-101 cost for 500 units?', PT);
    expect(portuguese.data).toEqual(english.data);
    expect(english.explanation).toMatch(
      /^Material cost of 500 × STD-101: \$[\d,.]+ \(\$[\d,.]+ per unit\)\.$/,
    );
    expect(portuguese.explanation).toMatch(/^Custo de material de 500 × STD-101: US\$\s[\d.,]+ /);
    expect((await ask('hello', PT)).explanation).toMatch(/^Posso sugerir componentes/);
    // How the question was read ("How I read it" on the screen) is in the caller's language too.
    expect(portuguese.reasoning).toEqual([
      'Pergunta lida como "custo".',
      'Itens citados: STD-101.',
      'Quantidade 500.',
    ]);
    expect(english.reasoning).toEqual([
      'Read the question as "cost".',
      'Items named: STD-101.',
      'Quantity 500.',
    ]);
  });
});
