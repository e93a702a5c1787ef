import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import { ACTION_INTENTS, CONFIDENCE_THRESHOLD } from './interpretation.ts';
import { plannerTools } from './model-tools.ts';

const read = (text: string) => interpretCommand(text, makeContext());

describe("moving an order's operation to another work center is a command of its own", () => {
  it.each([
    ['move order 1041 to PRS-04', 'PRS-04', 'en'],
    ['put 1041 on PRS-05', 'PRS-05', 'en'],
    ['run order 1041 on PRS-05 instead', 'PRS-05', 'en'],
    ['switch 1041 to press 4', 'PRS-04', 'en'],
    ['can you put order 1041 onto PRS-05 please', 'PRS-05', 'en'],
    ['move order 1041 from PRS-03 to PRS-04', 'PRS-04', 'en'],
    ['mova a OP 1041 para a PRS-04', 'PRS-04', 'pt'],
    ['passa a 1041 para a prensa 5', 'PRS-05', 'pt'],
    ['coloca a ordem 1041 na PRS-05', 'PRS-05', 'pt'],
    ['bota a 1041 na prensa 4', 'PRS-04', 'pt'],
  ])('"%s" moves order 1041 to %s, answered in its language', (text, workCenter, language) => {
    const reading = read(text);
    expect(reading.intent).toBe('order.move');
    expect(reading.entities).toEqual({ order_id: '1041', work_center: workCenter });
    expect(reading.language).toBe(language);
    expect(reading.confidence).toBeGreaterThanOrEqual(CONFIDENCE_THRESHOLD);
    expect(reading.needs_clarification).toBeUndefined();
    // The server repairs the plan around it, as it does for a breakdown.
    expect(reading.is_rescheduling).toBe(true);
  });

  it.each([
    ['move operation 20 of order 1041 to PRS-04', '0020'],
    ['move 1041 operation 0010 to PRS-04', '0010'],
    ['passa a operação 30 da OP 1041 para a PRS-04', '0030'],
  ])('"%s" names its operation (%s)', (text, operation) => {
    const reading = read(text);
    expect(reading.intent).toBe('order.move');
    expect(reading.entities).toEqual({ order_id: '1041', work_center: 'PRS-04', operation_id: operation });
  });

  it.each([
    ['move order 1041 to PRS-99', 'PRS-99'],
    ['put 1041 on press 12', 'PRESS 12'],
  ])(
    '"%s" names a work center the plant does not have: read as said, for the server to answer',
    (text, said) => {
      const reading = read(text);
      expect(reading.intent).toBe('order.move');
      expect(reading.entities).toEqual({ order_id: '1041', work_center: said });
      expect(reading.needs_clarification).toBeUndefined();
    },
  );

  it('is an action: never run below the confidence threshold, and a tool the model can call', () => {
    expect(ACTION_INTENTS.has('order.move')).toBe(true);
    expect(plannerTools().map((tool) => tool.name)).toContain('order__move');
  });

  it.each([
    ['move it to PRS-04', 'Which order should move to PRS-04?'],
    ['passa ela para a PRS-04', 'Qual ordem deve passar para a PRS-04?'],
  ])('"%s" with no order named or talked about asks which one', (text, question) => {
    const reading = read(text);
    expect(reading.intent).toBe('order.move');
    expect(reading.needs_clarification?.question).toBe(question);
  });
});

describe('"move it to PRS-04" moves the order the conversation is about', () => {
  it.each([
    ['how is order 1041 doing?', 'Order 1041 is Released: next on PRS-03.', 'move it to PRS-04', 'PRS-04'],
    ['como está a OP 1041?', 'A ordem 1041 está liberada.', 'passa ela para a prensa 5', 'PRS-05'],
  ])('after "%s", "%s" … "%s" moves 1041 to %s', (asked, answer, text, workCenter) => {
    const history = [
      { role: 'user' as const, content: asked },
      { role: 'assistant' as const, content: answer },
    ];
    const reading = interpretCommand(text, makeContext({ history }));
    expect(reading.intent).toBe('order.move');
    expect(reading.entities).toEqual({ order_id: '1041', work_center: workCenter });
    expect(reading.needs_clarification).toBeUndefined();
  });
});

describe('words near a move keep their own readings', () => {
  it.each([
    ['is 1041 on PRS-04?', 'production.status'],
    ['when does 1041 run on PRS-05?', 'production.status'],
    ['where is order 1041?', 'production.status'],
    ['a 1041 está na PRS-04?', 'production.status'],
    ['take 1041 off PRS-03', 'production.status'],
    ['move order 1041 to Friday', 'order.change'],
    ['release order 1041', 'order.release'],
    ['cancel order 1041', 'order.cancel'],
    ['PRS-03 broke down', 'schedule.breakdown'],
    ['add a shift on PRS-03 on Saturday', 'capacity.add'],
    ['move 500 kg of RM-778 to QUARANTINE', 'inventory.transfer'],
  ])('"%s" stays %s', (text, intent) => {
    expect(read(text).intent).toBe(intent);
  });
});
