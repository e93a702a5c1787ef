import { describe, expect, it } from 'vitest';
import { polarityOf, readMachineEvent } from './polarity.ts';
import { foldText } from './text.ts';

const verdict = (text: string) => readMachineEvent(foldText(text)).verdict;

describe('the polarity of a machine event (issue 10, safe interpretation)', () => {
  it.each([
    'PRS-03 is back up, maintenance finished early',
    'manutenção liberou a extrusora 2 às 13h',
    'PRS-03 is running again',
    'EXT-02 fixed',
    'the repair on EXT-01 is done',
    'a PRS-03 voltou',
    'BAN-01 já está funcionando',
    'a extrusora 1 foi consertada',
    'the downtime on PRS-02 is over',
    'PRS-01 was down this morning but it is back up now',
    'a PRS-01 estava parada mas já voltou',
    'PRS-04 is no longer down',
  ])('reads "%s" as back up, whatever upkeep or past-state words stand next to it', (text) => {
    expect(verdict(text)).toBe('up');
  });

  it.each([
    'PRS-03 broke down',
    'a BAN-01 voltou a quebrar',
    'a prensa 4 não está funcionando',
    "PRS-02 isn't working",
    "PRS-03 isn't back up yet",
    'a PRS-03 ainda não voltou',
    'EXT-01 needs repair',
    'BAN-01 parada para manutenção até 14h',
    'the banbury is acting up again',
    'PRS-03 broke at 6am, fixed at 9am',
    'prensa 4 parou às 8h, previsão de volta às 12h',
  ])('reads "%s" as down', (text) => {
    expect(verdict(text)).toBe('down');
  });

  it.each([
    ["PRS-03 down? no wait it's back", 'up'],
    ['a PRS-03 parou? não, já voltou', 'up'],
    ['PRS-03 is back up? no, it broke again', 'down'],
  ])('reads "%s" as both, the last said being %s', (text, last) => {
    expect(readMachineEvent(foldText(text))).toMatchObject({ verdict: 'both', last });
  });

  it.each(['How much RM-778 do we have?', 'what is running on PRS-05?', 'Run MRP'])(
    'finds no machine event in "%s"',
    (text) => {
      expect(verdict(text)).toBeUndefined();
    },
  );

  it('gives breakdowns down, restores up and other intents no polarity', () => {
    expect(polarityOf('schedule.breakdown')).toEqual({ polarity: 'down' });
    expect(polarityOf('schedule.restore')).toEqual({ polarity: 'up' });
    expect(polarityOf('schedule.rush_order')).toEqual({});
  });
});

describe('an out-of-service word denied (opposite-actions audit)', () => {
  it.each([
    "PRS-03 isn't down anymore",
    'PRS-03 is no longer broken',
    "PRS-05 didn't break down after all",
    'a PRS-03 não quebrou',
    'a prensa 3 não vai parar amanhã',
    'a PRS-03 nunca parou',
  ])('reads "%s" as up: the machine runs', (text) => {
    expect(verdict(text)).toBe('up');
  });

  it.each(['a PRS-03 não pode parar amanhã', "PRS-03 can't go down tomorrow", 'PRS-03 must not stop'])(
    'finds no event in "%s": a machine that must keep running',
    (text) => {
      expect(verdict(text)).toBeUndefined();
    },
  );

  it.each([
    'a PRS-03 quebrou ontem à noite?',
    'a PRS-03 ficou parada ontem?',
    'a PRS-03 parou de madrugada?',
  ])('reads "%s" as a question about what happened', (text) => {
    expect(readMachineEvent(foldText(text)).isQuestion).toBe(true);
  });
});
