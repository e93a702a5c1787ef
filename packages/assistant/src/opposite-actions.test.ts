import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';
import {
  ACTION_INTENTS,
  type ConversationTurn,
  type Entities,
  type Intent,
  type Interpretation,
} from './interpretation.ts';

/**
 * What a planner means by an everyday command whose wrong reading is a different or opposite action
 * (down / back up, apply / discard / undo, release / hold, raise / lower, add / remove time, what-if /
 * do it, a question / the act it asks about). Written before any fix, as a planner reads them.
 *
 * - `intent`: the readings that are right (one or more); `entities` the key ones it must carry, and
 *   `forbid` entity values it must not carry (a priority raised when it was lowered).
 * - `safe`: the command asks something, or asks an action there is no intent for ("hold order
 *   1004"): right is a reading that runs nothing (not an action, a what-if, or an action that asks
 *   which reading was meant), never an action guessed.
 * - `hypothetical`: the reading must be a what-if, so nothing is applied.
 */
interface Expected {
  intent?: Intent | Intent[];
  entities?: Entities;
  forbid?: Entities;
  safe?: true;
  hypothetical?: true;
  history?: readonly ConversationTurn[];
}

const user = (content: string): ConversationTurn => ({ role: 'user', content });
const assistant = (content: string): ConversationTurn => ({ role: 'assistant', content });

const proposedEn = [
  user('PRS-03 is down for 4 hours'),
  assistant('PRS-03 is down from 10:00 to 14:00; 3 orders move. Apply to release this plan.'),
];
const proposedPt = [
  user('a PRS-03 quebrou por 4 horas'),
  assistant('PRS-03 parada das 10:00 às 14:00; 3 ordens mudam. Aplicar para liberar este plano.'),
];
const overtimeEn = [
  user('add overtime on PRS-05 on Saturday'),
  assistant('Proposal: PRS-05 works Saturday 06:00-14:00; 2 orders finish earlier. Apply?'),
];
const overtimePt = [
  user('coloca hora extra na PRS-05 no sábado'),
  assistant('Proposta: PRS-05 trabalha sábado das 06:00 às 14:00; 2 ordens terminam antes. Aplicar?'),
];

const RESTORE: Intent = 'schedule.restore';
const BREAKDOWN: Intent = 'schedule.breakdown';

/** [command, what a planner means]; half English, half Portuguese. */
const OPPOSITE_ACTIONS_EN: [string, Expected][] = [
  // A machine down vs back up, with negations.
  ['PRS-03 is back up', { intent: RESTORE, entities: { work_center: 'PRS-03' } }],
  ["PRS-03 isn't down anymore", { intent: RESTORE, entities: { work_center: 'PRS-03' } }],
  ['PRS-03 is no longer broken', { intent: RESTORE, entities: { work_center: 'PRS-03' } }],
  ['PRS-03 will not be down tomorrow', { intent: RESTORE, safe: true }],
  ['prs3 back up', { intent: RESTORE, entities: { work_center: 'PRS-03' } }],
  ['EXT-02 is working again', { intent: RESTORE, entities: { work_center: 'EXT-02' } }],
  ["PRS-05 didn't break down after all", { intent: RESTORE, safe: true }],
  ['PRS-03 went down at 6am', { intent: BREAKDOWN, entities: { work_center: 'PRS-03' } }],
  ['PRS-03 stopped again', { intent: BREAKDOWN, entities: { work_center: 'PRS-03' } }],
  ['PRS-04 is not running', { intent: BREAKDOWN, entities: { work_center: 'PRS-04' } }],
  // Questions that name a machine event.
  ['was PRS-03 down yesterday?', { safe: true }],
  ['did PRS-03 break down last night?', { safe: true }],
  // What-if vs do it.
  [
    'what if PRS-03 stops 8 hours',
    { intent: BREAKDOWN, hypothetical: true, entities: { work_center: 'PRS-03', duration_minutes: 480 } },
  ],
  ['what if PRS-03 comes back at noon?', { intent: RESTORE, hypothetical: true }],
  // Apply vs discard vs undo vs redo.
  ["don't apply that", { intent: 'change.discard' }],
  ['apply it after all', { intent: 'change.apply' }],
  ['keep the old plan', { intent: 'change.discard', history: proposedEn }],
  ["don't apply it yet", { intent: 'change.discard', safe: true }],
  ['undo that', { intent: 'change.undo' }],
  ['undo the last change', { intent: 'change.undo' }],
  ["don't undo it", { safe: true }],
  ['redo the last change', { safe: true }],
  ['did we apply the last change?', { safe: true }],
  ['who applied the last change?', { safe: true }],
  ['do not discard it, apply it', { intent: 'change.apply' }],
  ['yes, discard it', { intent: 'change.discard' }],
  ['go back to the previous plan', { intent: 'change.undo' }],
  // Release vs hold.
  ['hold order 1004', { safe: true }],
  ['put order 1004 on hold', { safe: true }],
  ["don't release order 1041 yet", { safe: true }],
  ['release order 1041', { intent: 'order.release', entities: { order_id: '1041' } }],
  ['was order 1041 released?', { safe: true }],
  // Raise vs lower priority.
  [
    'lower the priority of order 1004',
    { intent: 'order.change', entities: { order_id: '1004', priority_change: 'lower' } },
  ],
  [
    'deprioritize order 1041',
    { intent: 'order.change', entities: { order_id: '1041', priority_change: 'lower' } },
  ],
  [
    'order 1004 is no longer urgent',
    { intent: 'order.change', safe: true, forbid: { priority: 'urgent', priority_change: 'raise' } },
  ],
  [
    'raise the priority of order 1012',
    { intent: 'order.change', entities: { order_id: '1012', priority_change: 'raise' } },
  ],
  // Add vs remove extra time.
  ['cancel the overtime on Saturday', { safe: true }],
  ['cancel the overtime on Saturday', { intent: 'change.discard', history: overtimeEn }],
  ['no overtime on PRS-03 this Saturday', { safe: true }],
  ['remove the extra shift on PRS-05', { safe: true }],
  ['add overtime on PRS-05 on Saturday', { intent: 'capacity.add', entities: { work_center: 'PRS-05' } }],
  ['did PRS-03 work overtime last week?', { safe: true }],
  // Questions about a cancel, and a cancel denied.
  ['who cancelled order 1004?', { safe: true }],
  ["don't cancel order 1004", { safe: true }],
  ['was order 1050 cancelled?', { safe: true }],
];

const OPPOSITE_ACTIONS_PT: [string, Expected][] = [
  ['a PRS-03 já voltou a funcionar', { intent: RESTORE, entities: { work_center: 'PRS-03' } }],
  ['a PRS-03 não está mais parada', { intent: RESTORE, entities: { work_center: 'PRS-03' } }],
  ['a PRS-03 não quebrou, tá rodando', { intent: RESTORE, safe: true }],
  ['a prensa 3 não vai parar amanhã', { intent: RESTORE, safe: true }],
  ['prs3 voltou', { intent: RESTORE, entities: { work_center: 'PRS-03' } }],
  ['a EXT-02 tá rodando de novo', { intent: RESTORE, entities: { work_center: 'EXT-02' } }],
  ['a PRS-03 parou de novo', { intent: BREAKDOWN, entities: { work_center: 'PRS-03' } }],
  ['a PRS-04 não está funcionando', { intent: BREAKDOWN, entities: { work_center: 'PRS-04' } }],
  ['a PRS-03 ficou parada ontem?', { safe: true }],
  ['a PRS-03 quebrou ontem à noite?', { safe: true }],
  [
    'e se a PRS-03 parar 8 horas?',
    { intent: BREAKDOWN, hypothetical: true, entities: { work_center: 'PRS-03', duration_minutes: 480 } },
  ],
  ['simula a PRS-05 parada amanhã', { intent: BREAKDOWN, hypothetical: true }],
  ['não aplica ainda', { intent: 'change.discard', safe: true }],
  ['n aplica', { intent: 'change.discard' }],
  ['aplica ai', { intent: 'change.apply' }],
  ['aplica sim', { intent: 'change.apply' }],
  ['volta como estava', { intent: 'change.undo' }],
  ['desfaz isso', { intent: 'change.undo' }],
  ['não desfaz', { safe: true }],
  ['mantém o plano antigo', { intent: 'change.discard', history: proposedPt }],
  ['refaz a última alteração', { safe: true }],
  ['aplicamos a última mudança?', { safe: true }],
  ['quem aplicou essa alteração?', { safe: true }],
  ['descarta, não aplica', { intent: 'change.discard' }],
  ['aplica mesmo assim', { intent: 'change.apply' }],
  ['segura a ordem 1004', { safe: true }],
  ['não libera a OP 1041 ainda', { safe: true }],
  ['libera a OP 1041', { intent: 'order.release', entities: { order_id: '1041' } }],
  ['a OP 1041 já foi liberada?', { safe: true }],
  ['bloqueia a ordem 1004', { safe: true }],
  [
    'baixa a prioridade da OP 1004',
    { intent: 'order.change', entities: { order_id: '1004', priority_change: 'lower' } },
  ],
  [
    'sobe a prioridade da OP 1012',
    { intent: 'order.change', entities: { order_id: '1012', priority_change: 'raise' } },
  ],
  [
    'a ordem 1004 não é mais urgente',
    { intent: 'order.change', safe: true, forbid: { priority: 'urgent', priority_change: 'raise' } },
  ],
  [
    'tira a urgência da OP 1050',
    { intent: 'order.change', safe: true, forbid: { priority: 'urgent', priority_change: 'raise' } },
  ],
  ['tira o sábado da PRS-03', { safe: true }],
  ['cancela a hora extra de sábado', { safe: true }],
  ['cancela a hora extra de sábado', { intent: 'change.discard', history: overtimePt }],
  ['sem hora extra na PRS-05 no sábado', { safe: true }],
  ['não precisa de turno extra na PRS-03', { safe: true }],
  ['coloca hora extra na PRS-05 no sábado', { intent: 'capacity.add', entities: { work_center: 'PRS-05' } }],
  ['a PRS-03 fez hora extra semana passada?', { safe: true }],
  ['quem cancelou a ordem 1004?', { safe: true }],
  ['não cancela a ordem 1004', { safe: true }],
  ['a ordem 1050 foi cancelada?', { safe: true }],
];

/** Runs nothing as it stands: no action, a what-if, or an action that asks which reading was meant. */
function runsNothing(reading: Interpretation): boolean {
  if (!ACTION_INTENTS.has(reading.intent) || reading.hypothetical) return true;
  const reason = reading.needs_clarification?.reason;
  return reason === 'polarity' || reason === 'compound' || reason === 'low_confidence';
}

/** Why a reading is not what the planner meant, or `undefined` when it is. */
function misreading(reading: Interpretation, expected: Expected): string | undefined {
  const intents = expected.intent === undefined ? [] : [expected.intent].flat();
  const forbidden = Object.entries(expected.forbid ?? {}).filter(
    ([key, value]) => reading.entities[key as keyof Entities] === value,
  );
  if (forbidden.length > 0) return `carries ${JSON.stringify(Object.fromEntries(forbidden))}`;
  if (expected.safe && runsNothing(reading)) return undefined;
  if (!intents.includes(reading.intent)) return `read as ${reading.intent}`;
  if (expected.hypothetical && !reading.hypothetical) return 'not read as a what-if';
  if (!expected.hypothetical && reading.hypothetical) return 'read as a what-if';
  for (const [key, value] of Object.entries(expected.entities ?? {})) {
    if (reading.entities[key as keyof Entities] !== value)
      return `${key} ${String(reading.entities[key as keyof Entities])}`;
  }
  return undefined;
}

const read = (text: string, history: readonly ConversationTurn[] = []) =>
  interpretCommand(text, makeContext({ timezoneOffsetMinutes: -180, history }));

describe('an everyday command is never read as a different or opposite action', () => {
  it('holds as many English commands as Portuguese ones, at least 80 in all', () => {
    expect(OPPOSITE_ACTIONS_EN.length + OPPOSITE_ACTIONS_PT.length).toBeGreaterThanOrEqual(80);
    expect(Math.abs(OPPOSITE_ACTIONS_EN.length - OPPOSITE_ACTIONS_PT.length)).toBeLessThanOrEqual(1);
  });

  it.each([...OPPOSITE_ACTIONS_EN, ...OPPOSITE_ACTIONS_PT])(
    'reads "%s" as the planner means it',
    (text, expected) => {
      expect(misreading(read(text, expected.history), expected)).toBeUndefined();
    },
  );
});
