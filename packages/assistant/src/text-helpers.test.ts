import { describe, expect, it } from 'vitest';
import { makeTestPlant } from '../test-fixtures/test-plant.ts';
import { closestWord, editDistance } from './fuzzy.ts';
import { interpretCommand } from './interpret-command.ts';
import { detectLanguage } from './language.ts';
import { parseNumber } from './numbers.ts';
import { foldText } from './text.ts';

describe('editDistance (Damerau–Levenshtein, optimal string alignment)', () => {
  it.each([
    ['press', 'press', 0],
    ['pres', 'press', 1],
    ['firday', 'friday', 1],
    ['banbry', 'banbury', 1],
    ['kitten', 'sitting', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it('stops early past the bound', () => {
    expect(editDistance('abcdefgh', 'zyxwvuts', 1)).toBe(2);
  });
});

describe('closestWord', () => {
  it('corrects one typo and refuses ties', () => {
    expect(closestWord('tomorow', ['tomorrow', 'today'])).toBe('tomorrow');
    expect(closestWord('baixa', ['baixo', 'baixar'])).toBeUndefined();
  });

  it('corrects a four-letter word only for a missing letter', () => {
    expect(closestWord('stok', ['stock'])).toBe('stock');
    expect(closestWord('bill', ['mill'])).toBeUndefined();
  });
});

describe('parseNumber', () => {
  it.each<[string, 'en' | 'pt', number]>([
    ['500', 'en', 500],
    ['2,000', 'en', 2000],
    ['1.5', 'en', 1.5],
    ['1.2k', 'en', 1200],
    ['5k', 'en', 5000],
    ['1.500', 'pt', 1500],
    ['2,5', 'pt', 2.5],
    ['48,50', 'pt', 48.5],
    ['1.234.567', 'en', 1234567],
    ['1.200,50', 'pt', 1200.5],
  ])('reads %s (%s) as %d', (written, language, value) => {
    expect(parseNumber(written, language)).toBe(value);
  });
});

describe('detectLanguage and foldText', () => {
  it.each([
    ['cade o estoque de NBR?', 'pt'],
    ['A prensa 3 quebrou', 'pt'],
    ['PRS-03 broke down', 'en'],
    ['rush order pra Veloce até quinta', 'pt'],
    ['STD-101', 'en'],
    ['sim, aplica', 'pt'],
    ['desfaz isso', 'pt'],
    ['cancela ela', 'pt'],
    ['yes, apply it', 'en'],
    ['undo that', 'en'],
  ])('"%s" is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('folds accents and case without changing the length', () => {
    expect(foldText('Amanhã às 14h, EXPEDIÇÃO')).toBe('amanha as 14h, expedicao');
    expect(foldText('a😀b')).toHaveLength('a😀b'.length);
  });
});

describe('typo correction leaves inflections alone', () => {
  it.each([
    ['show me the changes', 'changes'],
    ['o que programa hoje', 'programa'],
  ])('keeps "%s" as written', (text, word) => {
    const reading = interpretCommand(text, {
      now: new Date('2026-11-25T10:00:00Z'),
      masterData: makeTestPlant(),
    });
    expect(reading.trace.some((t) => t.content.includes(`${word} →`))).toBe(false);
  });
});
