import { describe, expect, it } from 'vitest';
import type { PlannedWork } from '../../capacity/period-load.ts';
import { periodBoundaries } from '../../capacity/period-load.ts';
import { UTC_CLOCK } from '../../capacity/plant-clock.ts';
import { analyzeLineBalance, type LineAnalysisInput } from './line-analysis.ts';
import { deriveLines, type LineRoutingStep } from './line-model.ts';
import { lineTaskGraph } from './line-task-graph.ts';
import type { SequencedOperation } from './station-load.ts';

const HOUR = 3_600_000;
const MONDAY = Date.parse('2026-11-23T00:00:00Z');
const weekdays = [{ name: 'Day', days: [1, 2, 3, 4, 5], start: '06:00', end: '22:00' }];
const typeOf = new Map([
  ['MIX-1', 'Mixer'],
  ['PRS-1', 'Press'],
  ['PRS-2', 'Press'],
  ['PKG-1', 'Packing'],
]);

/** A product through mixer (30/h), two presses pooled (12/h each) and packing (100/h). */
function routing(materialId: string): LineRoutingStep[] {
  const at = (workCenterId: string, runRatePerHour: number) => ({
    workCenterId,
    runRatePerHour,
    fixedMinutes: 0,
  });
  return [
    { materialId, operationNo: 10, eligible: [at('MIX-1', 30)] },
    { materialId, operationNo: 20, eligible: [at('PRS-1', 12), at('PRS-2', 12)] },
    { materialId, operationNo: 30, eligible: [at('PKG-1', 100)] },
  ];
}

const [line] = deriveLines([...routing('A'), ...routing('B')], typeOf, new Map([['A', 'Gasket']]));

function input(overrides: Partial<LineAnalysisInput> = {}): LineAnalysisInput {
  return {
    line: line!,
    calendars: [...typeOf.keys()].map((workCenterId) => ({ workCenterId, shifts: weekdays, downtime: [] })),
    work: [],
    boundaries: periodBoundaries('day', MONDAY, 5, UTC_CLOCK),
    offsetAt: UTC_CLOCK,
    demandUnits: new Map([
      ['A', 1000],
      ['B', 600],
    ]),
    batchSizes: new Map(),
    sequence: [],
    setupMatrices: [
      { workCenterType: 'Press', rules: [{ fromFamily: '*', toFamily: '*', setupMinutes: 60 }] },
    ],
    ...overrides,
  };
}

describe('deriveLines', () => {
  it('makes one line of the products sharing a station sequence, parallel machines pooled', () => {
    expect(line!.products).toEqual(['A', 'B']);
    expect(line!.stations.map((s) => [s.stationId, s.workCenterIds])).toEqual([
      ['Mixer', ['MIX-1']],
      ['Press', ['PRS-1', 'PRS-2']],
      ['Packing', ['PKG-1']],
    ]);
    expect(line!.families).toEqual(['Gasket']);
  });

  it('keeps products with another sequence on another line', () => {
    const other: LineRoutingStep = {
      materialId: 'C',
      operationNo: 10,
      eligible: [{ workCenterId: 'PKG-1', runRatePerHour: 50, fixedMinutes: 0 }],
    };
    const lines = deriveLines([...routing('A'), other], typeOf, new Map());
    expect(lines.map((l) => l.products)).toEqual([['A'], ['C']]);
  });
});

describe('analyzeLineBalance', () => {
  it('finds the known bottleneck: the pooled presses make the fewest units a day', () => {
    const analysis = analyzeLineBalance(input());
    expect(analysis.availableMinutesPerDay).toBe(960);
    expect(analysis.stations.map((s) => s.unitsPerDay)).toEqual([480, 384, 1600]);
    expect(analysis.stations[1]!.unitsPerHour).toBe(24);
    expect(analysis.stations[1]!.cycleMinutes).toBe(2.5);
    expect(analysis.throughputPerDay).toBe(384);
    // Nothing planned: the longest cycle names the bottleneck.
    expect(analysis.bottlenecks).toEqual([{ stationIndex: 1, kind: 'capacity' }]);
    expect(analysis.stations[1]!.workContent).toEqual({
      setup: 0,
      processing: 5,
      inspection: 0,
      materialHandling: 0,
    });
  });

  it('takes takt time from demand over available time; balance rate is takt over the longest cycle (planning-workspaces §9)', () => {
    const analysis = analyzeLineBalance(input());
    // 1,600 units due over five 960-minute days.
    expect(analysis.demandPerDay).toBe(320);
    expect(analysis.taktMinutes).toBe(3);
    expect(analysis.lineBalanceRate).toBeCloseTo(1.2, 10);
    expect(analyzeLineBalance(input({ demandUnits: new Map() })).taktMinutes).toBe(0);
  });

  it('names the station the plan loads highest as the capacity bottleneck, its days above 90 % as bottleneck periods', () => {
    // 15 of the mixer's 16 hours on Monday and Tuesday.
    const work: PlannedWork[] = [0, 1].map((day) => ({
      workCenterId: 'MIX-1',
      startAt: MONDAY + day * 24 * HOUR + 6 * HOUR,
      endAt: MONDAY + day * 24 * HOUR + 21 * HOUR,
      minutes: 900,
    }));
    const analysis = analyzeLineBalance(input({ work }));
    expect(analysis.stations[0]!.dailyUtilization).toEqual([0.9375, 0.9375, 0, 0, 0]);
    expect(analysis.stations[0]!.utilization).toBeCloseTo(0.375, 10);
    expect(analysis.stations[0]!.busiestMachine).toEqual({ workCenterId: 'MIX-1', utilization: 0.375 });
    expect(analysis.stations[1]!.busiestMachine).toBeUndefined();
    // One more 16 h shift fits 8 h a day (24 h cap): 30 h of load over 120 h.
    expect(analysis.stations[0]!.utilizationWithShift).toBeCloseTo(0.25, 10);
    expect(analysis.bottlenecks[0]).toEqual({ stationIndex: 0, kind: 'capacity' });
    expect(analysis.bottleneckPeriods).toEqual([
      { stationIndex: 0, periodIndex: 0 },
      { stationIndex: 0, periodIndex: 1 },
    ]);
  });

  it('calls a station a setup bottleneck when changeovers in the plan’s sequence take a fifth of its hours', () => {
    // 40 operations alternating two families on PRS-1: 39 changeovers of 60 min of the presses' 9,600.
    const sequence: SequencedOperation[] = Array.from({ length: 40 }, (_, k) => ({
      workCenterId: 'PRS-1',
      startAt: MONDAY + 6 * HOUR + k * 10 * 60_000,
      family: k % 2 ? 'F2' : 'F1',
    }));
    const analysis = analyzeLineBalance(input({ sequence }));
    const press = analysis.stations[1]!;
    expect(press.setupMinutes).toBe(39 * 60);
    expect(press.setupShare).toBeCloseTo(2340 / 9600, 10);
    expect(analysis.bottlenecks).toContainEqual({ stationIndex: 1, kind: 'setup' });
    expect(press.unitsPerDay).toBeCloseTo(384 * (1 - 2340 / 9600), 6);
    // The same family back to back costs nothing: no setup bottleneck.
    const same = sequence.map((op) => ({ ...op, family: 'F1' }));
    expect(analyzeLineBalance(input({ sequence: same })).stations[1]!.setupMinutes).toBe(0);
  });

  it('says what moving work or adding a shift at the slowest station yields, in units a day', () => {
    const { improvements } = analyzeLineBalance(input());
    // Press + packing even out at 5.6 min over 3 effective machines; the mixer (2 min) then limits.
    expect(improvements.moveWork?.toIndex).toBe(2);
    expect(improvements.moveWork?.minutesPerUnit).toBeCloseTo((5 * 1 - 0.6 * 2) / 3, 10);
    expect(improvements.moveWork?.throughputPerDay).toBeCloseTo(480, 6);
    // One more 16 h shift on each press, capped at 24 h: 576 a day, the mixer's 480 limits.
    expect(improvements.addShift).toEqual({ stationIndex: 1, shiftHours: 16, throughputPerDay: 480 });
    expect(improvements.bestThroughputPerDay).toBeCloseTo(480, 6);
  });
});

describe('lineTaskGraph', () => {
  it('chains each product’s steps with their mix-weighted minutes a unit', () => {
    const graph = lineTaskGraph(
      line!,
      new Map([
        ['A', 0.75],
        ['B', 0.25],
      ]),
      new Map(),
    );
    expect(graph.map((t) => [t.id, Math.round(t.minutes * 1e9) / 1e9, t.predecessors])).toEqual([
      ['A/10', 1.5, []],
      ['A/20', 3.75, ['A/10']],
      ['A/30', 0.45, ['A/20']],
      ['B/10', 0.5, []],
      ['B/20', 1.25, ['B/10']],
      ['B/30', 0.15, ['B/20']],
    ]);
    expect(lineTaskGraph(line!, new Map([['A', 1]]), new Map()).map((t) => t.id)).toEqual([
      'A/10',
      'A/20',
      'A/30',
    ]);
  });
});
