import { describe, expect, it } from 'vitest';
import { interpretCommand } from './index.ts';
import type { MasterData } from './interpretation.ts';

const masterData: MasterData = {
  workCenters: [
    { id: 'PRS-01', name: 'Press 1', type: 'Press' },
    { id: 'CUR-01', name: 'Curing oven 1', type: 'Curing' },
  ],
  materials: [{ id: 'FG-OR-020', description: 'O-ring 20 mm', unit: 'PC', type: 'FINISHED' }],
  customers: [],
  locations: [],
};
const read = (text: string) => interpretCommand(text, { now: new Date('2026-11-25T10:00:00Z'), masterData });

describe('the balance intent and its focus (issue 15)', () => {
  it.each([
    ['analise os gargalos da linha', 'bottlenecks', 'pt'],
    ["where's our bottleneck this week?", 'bottlenecks', 'en'],
    ['Minimize setups on the press line', 'setups', 'en'],
    ['Balance the line schedule against the takt time', 'schedule', 'en'],
    ['Analyze the capacity of the production line', 'capacity', 'en'],
    ['reduzir os setups da linha de prensas', 'setups', 'pt'],
  ])('"%s" asks for the line-balancing analysis with focus %s', (text, focus, language) => {
    const reading = read(text);
    expect(reading.intent).toBe('balance.analyze');
    expect(reading.entities.balance_focus).toBe(focus);
    expect(reading.language).toBe(language);
    expect(reading.needs_clarification).toBeUndefined();
  });

  it('the whole analysis has no focus, and a product it names is kept', () => {
    const reading = read('run line balancing for FG-OR-020');
    expect(reading.intent).toBe('balance.analyze');
    expect(reading.entities).toEqual({ material: 'FG-OR-020' });
  });

  it.each([
    ['what are the bottlenecks this week?', 'production.status'],
    ['Where is the bottleneck?', 'production.status'],
    ['optimize the sequence on the presses to reduce setups', 'schedule.create'],
  ])('"%s" stays %s: the loaded machines of a period, or a plan', (text, intent) => {
    expect(read(text).intent).toBe(intent);
  });
});
