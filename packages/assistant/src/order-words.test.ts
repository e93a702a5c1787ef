import { describe, expect, it } from 'vitest';
import { priorityChangeIn, priorityIn } from './order-words.ts';
import { foldText } from './text.ts';

describe('which way an order’s priority moves (opposite-actions audit)', () => {
  it.each([
    ['baixa a prioridade da OP 1004', 'low', 'lower'],
    ['abaixa a prioridade da 1004', 'low', 'lower'],
    ['reduz a prioridade da OP 1004', 'low', 'lower'],
    ['sobe a prioridade da OP 1012', 'high', 'raise'],
    ['aumenta a prioridade da OP 1012', 'high', 'raise'],
    ['order 1004 is no longer urgent', 'normal', 'lower'],
    ['a ordem 1004 não é mais urgente', 'normal', 'lower'],
    ['tira a urgência da OP 1050', 'normal', 'lower'],
    ['lower the priority of order 1004', 'low', 'lower'],
    ['make order 1004 urgent', 'urgent', undefined],
  ] as const)('reads "%s" as priority %s, %s', (text, priority, change) => {
    const folded = foldText(text);
    expect(priorityIn(folded)).toBe(priority);
    expect(priorityChangeIn(folded)).toBe(change);
  });
});
