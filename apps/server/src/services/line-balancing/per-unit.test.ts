import { describe, expect, it } from 'vitest';
import { minutesAUnit } from './per-unit.ts';

describe('minutes a unit as the line answers write them', () => {
  it.each([
    ['en-US', 1.6, '1.6 min'],
    ['en-US', 0.0263, '1.6 s'],
    ['pt-BR', 0.1107, '6,6 s'],
    ['en-US', 12.345, '12.35 min'],
  ])('in %s, %s min reads %s', (language, minutes, text) => {
    expect(minutesAUnit(language, minutes)).toBe(text);
  });
});
