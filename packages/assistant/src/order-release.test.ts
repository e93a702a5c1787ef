import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import { ACTION_INTENTS, CONFIDENCE_THRESHOLD } from './interpretation.ts';
import { plannerTools } from './model-tools.ts';

const read = (text: string) => interpretCommand(text, makeContext());

describe('releasing a production order to the floor is a command of its own', () => {
  it.each([
    ['release order 1041', 'en'],
    ['release 1041 to the floor', 'en'],
    ['please release order 1041 now', 'en'],
    ['can you release 1041?', 'en'],
    ['libera a ordem 1041', 'pt'],
    ['liberar OP 1041', 'pt'],
    ['libera a 1041', 'pt'],
    ['liberar a ordem de produção 1041', 'pt'],
    ['pode liberar a OP 1041', 'pt'],
    ['libera a OP 1041 pra produção', 'pt'],
  ])('"%s" releases order 1041, answered in its language', (text, language) => {
    const reading = read(text);
    expect(reading.intent).toBe('order.release');
    expect(reading.entities).toEqual({ order_id: '1041' });
    expect(reading.language).toBe(language);
    expect(reading.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
    expect(reading.needs_clarification).toBeUndefined();
  });

  it('is an action: never run below the confidence threshold', () => {
    expect(ACTION_INTENTS.has('order.release')).toBe(true);
  });

  it.each([
    ['release order', 'Which order should be released?'],
    ['libera a ordem', 'Qual ordem deve ser liberada?'],
  ])('"%s" with no order asks which one', (text, question) => {
    const reading = read(text);
    expect(reading.intent).toBe('order.release');
    expect(reading.needs_clarification?.reason).toBe('missing');
    expect(reading.needs_clarification?.question).toBe(question);
  });

  it.each([
    ['release 1041 and 1050', ['release 1041', 'release 1050']],
    ['libera a 1041 e a 1050', ['libera a 1041', 'libera a 1050']],
  ])('"%s" asks which order first, one button each that releases its order', (text, prompts) => {
    const reading = read(text);
    expect(reading.needs_clarification?.reason).toBe('compound');
    expect(reading.needs_clarification?.suggested_actions.map((a) => a.prompt)).toEqual(prompts);
    for (const [k, id] of ['1041', '1050'].entries()) {
      const button = read(prompts[k]!);
      expect([button.intent, button.entities.order_id]).toEqual(['order.release', id]);
    }
  });
});

describe('"release it" releases the order the conversation is about', () => {
  it.each([
    ['how is order 1041 doing?', 'Order 1041 is Created.', 'release it'],
    ['como está a OP 1041?', 'A ordem 1041 está criada.', 'libera ela'],
  ])('after "%s", "%s" … "%s" releases 1041', (asked, answer, text) => {
    const history = [
      { role: 'user' as const, content: asked },
      { role: 'assistant' as const, content: answer },
    ];
    const reading = interpretCommand(text, makeContext({ history }));
    expect(reading.intent).toBe('order.release');
    expect(reading.entities.order_id).toBe('1041');
    expect(reading.needs_clarification).toBeUndefined();
  });

  it('alone, "release it" asks which order', () => {
    expect(read('release it').needs_clarification?.question).toBe('Which order should be released?');
  });

  it('"PRS-03 is fixed, release it" is the machine back, no order release', () => {
    expect(read('PRS-03 is fixed, release it').intent).toBe('schedule.restore');
  });
});

describe('a release word that asks or moves is not a release', () => {
  it.each([
    'release date of 1041',
    'when is 1041 released?',
    'is order 1041 released?',
    'quando a 1041 foi liberada?',
    'a OP 1041 já está liberada?',
    'quando libera a 1041?',
  ])('"%s" asks where the order stands', (text) => {
    const reading = read(text);
    expect(reading.intent).toBe('production.status');
    expect(reading.entities.order_id).toBe('1041');
  });

  it.each([
    ['push the release of order 1041 out by 1 day', 'order.change'],
    ['move the release of 1041 two days later', 'order.change'],
    ['undo the release of 1041', 'change.undo'],
    ['desfaz a liberação da 1041', 'change.undo'],
    ['show the released plan', 'schedule.create'],
    ['release 350 kg of RM-778 from quarantine to production', 'inventory.transfer'],
    ['libera 200 kg de RM-778 da quarentena para o almoxarifado', 'inventory.transfer'],
    ['a PRS-03 liberou', 'schedule.restore'],
  ])('"%s" stays %s', (text, intent) => {
    expect(read(text).intent).toBe(intent);
  });
});

describe('the word release names the mold release agent only when no order is released', () => {
  const base = makeContext();
  const withAgent = makeContext({
    masterData: {
      ...base.masterData,
      materials: [
        ...base.masterData.materials,
        {
          id: 'RM-RELEASE',
          description: 'Semi-permanent mold release agent',
          unit: 'L',
          type: 'RAW',
          category: 'Process aid',
        },
      ],
    },
  });
  const readWithAgent = (text: string) => interpretCommand(text, withAgent);

  it.each([
    'release order 1041',
    'release date of 1041',
    'when is 1041 released?',
    'is order 1041 released yet?',
    'release it',
  ])('"%s" names no material', (text) => {
    expect(readWithAgent(text).entities.material).toBeUndefined();
  });

  it.each(['how much mold release agent do we have?', 'stock of release agent'])(
    '"%s" is the agent',
    (text) => {
      expect(readWithAgent(text).entities.material).toBe('RM-RELEASE');
    },
  );
});

describe('the model path offers the release as a tool', () => {
  it('lists order__release among the planner tools', () => {
    const tool = plannerTools().find((t) => t.name === 'order__release');
    expect(tool?.description).toMatch(/Created/);
  });
});
