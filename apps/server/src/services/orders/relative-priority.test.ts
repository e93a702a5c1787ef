import { describe, expect, it } from 'vitest';
import { relativePriority } from './relative-priority.ts';

describe('relativePriority: a priority said relative to the order’s own never moves it the other way', () => {
  it.each([
    // current, wanted, change, result
    ['Normal', 'High', 'raise', 'High'],
    ['Urgent', 'High', 'raise', undefined],
    ['High', 'High', 'raise', undefined],
    ['Urgent', 'Low', 'lower', 'Low'],
    ['Low', 'Low', 'lower', undefined],
    ['Low', 'Normal', 'lower', undefined],
    // Said as a level ("set priority to high"), it is that level, either way.
    ['Urgent', 'High', undefined, 'High'],
    ['Low', 'High', undefined, 'High'],
    ['High', 'High', undefined, undefined],
  ] as const)('%s asked %s (%s) gives %s', (current, wanted, change, result) => {
    expect(relativePriority(current, wanted, change)).toBe(result);
  });
});
