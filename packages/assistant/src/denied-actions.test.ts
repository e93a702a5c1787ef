import { describe, expect, it } from 'vitest';
import { withoutDeniedActions } from './denied-actions.ts';
import { detectCues } from './intent-cues.ts';
import { foldText } from './text.ts';

const cuesOf = (text: string) => {
  const folded = foldText(text);
  return withoutDeniedActions(detectCues(folded), folded);
};

describe('an action word the planner denies asks for nothing (opposite-actions audit)', () => {
  it.each([
    ["don't cancel order 1004", 'cancel'],
    ['não cancela a ordem 1004', 'cancel'],
    ["don't release order 1041 yet", 'orderRelease'],
    ['não libera a OP 1041 ainda', 'orderRelease'],
    ["don't undo it", 'undo'],
    ['não desfaz', 'undo'],
    ['no overtime on PRS-03 this Saturday', 'overtime'],
    ['sem hora extra na PRS-05 no sábado', 'overtime'],
    ['não precisa de turno extra na PRS-03', 'overtime'],
    ["don't prioritize order 1041", 'change'],
    ['não adia a OP 1004', 'change'],
    ["don't move order 1004 to PRS-04", 'machineMove'],
  ] as const)('takes the %s cue out of "%s"', (text, cue) => {
    expect(cuesOf(text).has(cue)).toBe(false);
  });

  it.each([
    'cancel the overtime on Saturday',
    'remove the extra shift on PRS-05',
    'cancela a hora extra de sábado',
  ])('reads "%s" as extra time taken away: neither extra time nor an order cancel', (text) => {
    const cues = cuesOf(text);
    expect(cues.has('overtime')).toBe(false);
    expect(cues.has('cancel')).toBe(false);
  });

  it.each([
    ['no, cancel order 1004', 'cancel'],
    ['não, cancela a ordem 1004', 'cancel'],
    ['release order 1041', 'orderRelease'],
    ['coloca a OP 1041 no turno extra da PRS-05', 'overtime'],
    ['add overtime on PRS-05 on Saturday', 'overtime'],
    ["undo that, don't cancel anything", 'undo'],
    ['não, adia a OP 1004 em 2 dias', 'change'],
    ["postpone order 1004 by 2 days, don't cancel it", 'change'],
  ] as const)('keeps the %s cue of "%s": the action is asked for', (text, cue) => {
    expect(cuesOf(text).has(cue)).toBe(true);
  });
});
