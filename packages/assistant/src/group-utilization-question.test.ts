import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-fixtures/test-plant.ts';
import { interpretCommand } from './interpret-command.ts';

const read = (text: string) => interpretCommand(text, makeContext({ timezoneOffsetMinutes: -180 }));

describe('the utilization of a kind of work center is a status question about that group', () => {
  it.each([
    ['What is the utilization of the presses?', 'Press'],
    ['qual a utilização das prensas?', 'Press'],
    ['ocupação das prensas', 'Press'],
    ['how loaded are the extruders this week?', 'Extruder'],
  ])('reads "%s" as the utilization of every %s', (text, type) => {
    const reading = read(text);
    expect(reading.intent).toBe('production.status');
    expect(reading.entities).toEqual({ status_kind: 'utilization', work_center_type: type });
  });

  it('leaves the neighbouring readings as they were', () => {
    expect(read('which machine is the bottleneck')).toMatchObject({
      intent: 'production.status',
      entities: { status_kind: 'bottlenecks' },
    });
    expect(read('balance the line')).toMatchObject({ intent: 'balance.analyze', entities: {} });
    expect(read('utilização das estações da linha de mangueiras')).toMatchObject({
      intent: 'balance.analyze',
      entities: { balance_focus: 'capacity' },
    });
    expect(read('utilization of PRS-04 this week').entities).toEqual({
      work_center: 'PRS-04',
      status_kind: 'bottlenecks',
    });
  });
});
