import { CapacityResponse, LineBalancingResult, LineListResponse } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { type Caller, withWriteScope } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';

/**
 * Line balancing through the API (issue 15; planning-workspaces §2, §3, §9): lines derived from the
 * routings, stations' daily load equal to CM01's for the pooled work centers, texts in the caller's
 * language and 400s naming the field.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

async function analyze(user: string, payload: object, language = 'en-US'): Promise<LineBalancingResult> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/line-balancing/analyze',
    headers: { ...asUser(user), 'accept-language': language },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return LineBalancingResult.parse(res.json());
}

describe('GET /api/line-balancing/lines', () => {
  it('derives lines from the routings: products sharing a sequence of work-center types', async () => {
    const res = await t.app.inject({ url: '/api/line-balancing/lines', headers: asUser('lina') });
    expect(res.statusCode, res.body).toBe(200);
    const { lines } = LineListResponse.parse(res.json());
    const press = lines.find((l) => l.stations.join(',') === 'Press,Trimming,Inspection,Packaging');
    expect(press?.products).toContain('FG-GSK-FL100');
    const hose = lines.find((l) => l.products.includes('FG-HOSE-16'));
    expect(hose?.stations).toEqual(['Extruder', 'Autoclave', 'Trimming', 'Inspection', 'Packaging']);
    // Every product with routings is on exactly one line.
    const products = lines.flatMap((l) => l.products);
    expect(new Set(products).size).toBe(products.length);
  });

  it('names a line by its work-center types in the caller’s language; the station ids stay', async () => {
    const inLanguage = async (language: string) => {
      const res = await t.app.inject({
        url: '/api/line-balancing/lines',
        headers: { ...asUser('lina'), 'accept-language': language },
      });
      return LineListResponse.parse(res.json()).lines.find((l) => l.line_id === 'LINE-PRE-TRI-INS-PAC')!;
    };
    expect((await inLanguage('en-US')).name).toBe('Press → Trimming → Inspection → Packaging');
    const portuguese = await inLanguage('pt-BR');
    expect(portuguese.name).toBe('Prensa → Rebarbação → Inspeção → Embalagem');
    expect(portuguese.stations).toEqual(['Press', 'Trimming', 'Inspection', 'Packaging']);
  });
});

describe('POST /api/line-balancing/analyze', () => {
  it('gives a station-day the figure CM01 gives its work centers that day (one load function)', async () => {
    const result = await analyze('lina', { line_id: 'LINE-PRE-TRI-INS-PAC', from: '2026-11-23', days: 7 });
    const res = await t.app.inject({
      url: '/api/capacity?period=day&from=2026-11-23&periods=7',
      headers: asUser('lina'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const cm01 = CapacityResponse.parse(res.json());
    const lines = LineListResponse.parse(
      (await t.app.inject({ url: '/api/line-balancing/lines', headers: asUser('lina') })).json(),
    ).lines;
    const line = lines.find((l) => l.line_id === 'LINE-PRE-TRI-INS-PAC')!;
    expect(result.visualization_data.heatmap.time_periods).toEqual(cm01.days.map((d) => d.date));
    const { heatmap } = result.visualization_data;
    let loaded = 0;
    heatmap.stations.forEach((station, s) => {
      cm01.days.forEach((day, k) => {
        const members = day.work_centers.filter((wc) => wc.type === station);
        const capacity = members.reduce((sum, wc) => sum + wc.capacity_hours, 0);
        const load = members.reduce((sum, wc) => sum + wc.planned_hours, 0);
        const expected = capacity > 0 ? load / capacity : 0;
        if (expected > 0) loaded++;
        expect(heatmap.utilization_matrix[s]![k]!, `${station} ${day.date}`).toBeCloseTo(expected, 2);
      });
    });
    expect(loaded).toBeGreaterThan(0);
    expect(line.products.length).toBe(result.line.products.length);
  });

  it('names a machine CM01 shows overloaded inside a station that is not, first for the bottleneck focus', async () => {
    // 20 hours of gaskets on PRS-07 (two shifts) on Monday 2026-11-30, 06:00–22:00 plant time.
    await withWriteScope(
      t.database.db,
      { userId: 'mona' } as Caller,
      'playground',
      async (trx, datasetId) => {
        await scoped(trx, datasetId)
          .insertInto('production_orders', {
            order_id: 'BIG-1',
            material: 'FG-GSK-FL100',
            quantity: 1000,
            unit: 'PC',
            status: 'Released',
            priority: 'High',
          })
          .execute();
        await scoped(trx, datasetId)
          .insertInto('order_operations', {
            order_id: 'BIG-1',
            operation_id: '0010',
            seq: 1,
            work_center: 'PRS-07',
            duration_mins: 1200,
            start_time: new Date('2026-11-30T09:00:00Z'),
            end_time: new Date('2026-12-01T01:00:00Z'),
          })
          .execute();
      },
    );
    const res = await t.app.inject({
      url: '/api/capacity?period=day&from=2026-11-30&periods=1&work_center_id=PRS-07',
      headers: asUser('mona'),
    });
    const prs07 = CapacityResponse.parse(res.json()).days[0]!.work_centers[0]!;
    expect(prs07.utilization).toBeGreaterThan(100);
    const result = await analyze('mona', {
      command: 'where is the bottleneck on the press line?',
      from: '2026-11-30',
      days: 1,
    });
    expect(result.focus).toBe('bottlenecks');
    const press = result.visualization_data.heatmap.utilization_matrix[0]![0]!;
    expect(press).toBeLessThan(1);
    const text = result.recommendations.find((r) => r.startsWith('PRS-07 is planned at'));
    expect(text).toContain(`${prs07.utilization!.toLocaleString('en-US')}%`);
  });

  it('reads the line and the focus from the manual command, in English and Portuguese', async () => {
    const en = await analyze('lina', { command: 'Minimize setups on the press line' });
    expect(en.line.name.startsWith('Press')).toBe(true);
    expect(en.focus).toBe('setups');
    const pt = await analyze(
      'lina',
      { command: 'analise os gargalos da linha de mangueiras de extrusão' },
      'pt-BR',
    );
    expect(pt.line.products).toContain('FG-HOSE-16');
    expect(pt.focus).toBe('bottlenecks');
  });

  it('answers the full analysis with every section computed (planning-workspaces §3)', async () => {
    const result = await analyze('lina', { from: '2026-11-23', days: 7 });
    expect(result.bottlenecks.length).toBeGreaterThan(0);
    expect(result.metrics.throughput).toBeGreaterThan(0);
    expect(result.recommendations.length).toBeGreaterThan(0);
    const chart = result.visualization_data.balance_chart;
    expect(chart.cycle_times).toHaveLength(chart.stations.length);
    // Line balance rate is takt time over the maximum cycle time (planning-workspaces §9).
    // Rounded on the wire: within 1 %.
    const rate = chart.takt_time / Math.max(...chart.cycle_times);
    expect(chart.takt_time).toBeGreaterThan(0);
    expect(Math.abs(result.metrics.line_balance_rate - rate)).toBeLessThan(rate * 0.01);
    const worst = Math.max(...chart.utilization_levels);
    expect(result.metrics.bottleneck_utilization).toBeCloseTo(worst, 3);
  });

  it('says why the bottleneck card and the slowest station name different stations, in both languages', async () => {
    for (const language of ['en-US', 'pt-BR']) {
      const result = await analyze('lina', { from: '2026-11-23', days: 7 }, language);
      const chart = result.visualization_data.balance_chart;
      const slowest = chart.station_labels[chart.cycle_times.indexOf(Math.max(...chart.cycle_times))]!;
      const loadedIndex = chart.utilization_levels.indexOf(Math.max(...chart.utilization_levels));
      const loaded = chart.station_labels[loadedIndex]!;
      const tying = result.recommendations.filter((r) => r.includes(slowest) && r.includes(loaded));
      if (slowest === loaded) expect(tying.length).toBeGreaterThan(0);
      else {
        // The sample plant's line: one station paces the line, another is loaded highest in the plan.
        expect(result.bottlenecks[0]!.station_id).toBe(chart.stations[loadedIndex]);
        expect(tying).toHaveLength(1);
        const percent = (chart.utilization_levels[loadedIndex]! * 100).toFixed(1);
        expect(tying[0]!.replaceAll(',', '.')).toContain(percent);
      }
    }
  });

  it('writes a cycle below a minute in seconds, as the chart and the assistant do, in both languages', async () => {
    for (const [language, unit] of [
      ['en-US', 'a unit'],
      ['pt-BR', 'por unidade'],
    ] as const) {
      const request = { line_id: 'LINE-PRE-TRI-INS-PAC', from: '2026-11-23', days: 7 };
      const result = await analyze('segu', request, language);
      // The press line runs O-rings at seconds a unit: two decimals of minutes showed them as 0.01 min.
      expect(Math.max(...result.visualization_data.balance_chart.cycle_times)).toBeLessThan(1);
      const perUnit = result.recommendations.filter((r) => r.includes(unit));
      expect(perUnit.length).toBeGreaterThan(0);
      for (const text of perUnit) {
        expect(text).toMatch(/\d s /);
        expect(text).not.toMatch(/\b0[.,]\d+ min/);
      }
    }
  });

  it('finds a setup bottleneck at the presses when the plan alternates mold families on them', async () => {
    const request = { line_id: 'LINE-PRE-TRI-INS-PAC', from: '2026-11-30', days: 5, focus: 'setups' };
    const before = await analyze('sete', request);
    expect(before.bottlenecks.some((b) => b.bottleneck_type === 'setup')).toBe(false);
    // 90 short press jobs on PRS-07 alternating gaskets (MF-GASKET) and engine mounts (MF-MOUNT):
    // each change costs 210–240 min by the press setup matrix.
    const jobs = Array.from({ length: 90 }, (_, k) => ({
      id: `SETUP-${k}`,
      material: k % 2 ? 'FG-EM-210' : 'FG-GSK-FL100',
      startAt: Date.parse('2026-11-30T10:00:00Z') + k * 6 * 60_000,
    }));
    await withWriteScope(
      t.database.db,
      { userId: 'sete' } as Caller,
      'playground',
      async (trx, datasetId) => {
        await scoped(trx, datasetId)
          .insertInto(
            'production_orders',
            jobs.map((j) => ({
              order_id: j.id,
              material: j.material,
              quantity: 10,
              unit: 'PC',
              status: 'Released',
              priority: 'Normal',
            })),
          )
          .execute();
        await scoped(trx, datasetId)
          .insertInto(
            'order_operations',
            jobs.map((j) => ({
              order_id: j.id,
              operation_id: '0010',
              seq: 1,
              work_center: 'PRS-07',
              duration_mins: 5,
              start_time: new Date(j.startAt),
              end_time: new Date(j.startAt + 5 * 60_000),
            })),
          )
          .execute();
      },
    );
    const after = await analyze('sete', request);
    const press = after.bottlenecks.find((b) => b.station_id === 'Press');
    expect(press?.bottleneck_type).toBe('setup');
    expect(press?.process_type).toBe('molding');
    expect(after.metrics.setup_time).toBeGreaterThan(before.metrics.setup_time + 89 * 210 - 1);
    expect(after.recommendations[0]).toMatch(/^Sequence Press by setup family/);
    expect(press?.recommendation).toBe(after.recommendations[0]);
    const chart = after.visualization_data.balance_chart;
    expect(chart.work_content[chart.stations.indexOf('Press')]!.setup).toBeGreaterThan(
      before.visualization_data.balance_chart.work_content[0]!.setup,
    );
    // In Portuguese, from the server's catalog, the work-center type included.
    const pt = await analyze('sete', { ...request, language: 'pt-BR' });
    expect(pt.recommendations[0]).toMatch(/^Sequencie Prensa por família de setup/);
    // The charts keep the station ids as keys and name them in the caller's language.
    expect(pt.visualization_data.balance_chart.stations).toEqual(chart.stations);
    expect(pt.visualization_data.balance_chart.station_labels).toEqual([
      'Prensa',
      'Rebarbação',
      'Inspeção',
      'Embalagem',
    ]);
    expect(pt.visualization_data.heatmap.station_labels).toEqual(
      pt.visualization_data.balance_chart.station_labels,
    );
    expect(chart.station_labels).toEqual(chart.stations);
  });

  it('assigns the line’s routing steps to the fewest stations at its takt time (SALBP-1)', async () => {
    const result = await analyze('lina', { line_id: 'LINE-PRE-TRI-INS-PAC', from: '2026-11-23', days: 7 });
    const assignment = result.station_assignment!;
    expect(assignment).not.toBeNull();
    const takt = result.visualization_data.balance_chart.takt_time;
    // A task cannot be split: the cycle is the takt, or the longest task when that is longer.
    expect(assignment.cycle_time).toBeGreaterThanOrEqual(takt - 1e-3);
    expect(assignment.station_count).toBe(assignment.stations.length);
    expect(assignment.station_count).toBeGreaterThanOrEqual(assignment.lower_bound);
    const stationOf = new Map<string, number>();
    assignment.stations.forEach((station, index) => {
      expect(station.load).toBeLessThanOrEqual(assignment.cycle_time + 1e-3);
      for (const task of station.tasks) stationOf.set(task, index);
    });
    const tasks = [...stationOf.keys()];
    expect(new Set(tasks).size).toBe(assignment.stations.flatMap((s) => s.tasks).length);
    // Each product's steps in routing order: a step never sits at a station before its predecessor's.
    for (const task of tasks) {
      const [product, step] = task.split('/') as [string, string];
      const before = tasks
        .filter((other) => other.startsWith(`${product}/`) && Number(other.split('/')[1]) < Number(step))
        .map((other) => stationOf.get(other)!);
      for (const index of before) expect(index).toBeLessThanOrEqual(stationOf.get(task)!);
    }
    expect(tasks.every((task) => result.line.products.includes(task.split('/')[0]!))).toBe(true);
  });

  it('names the field of a bad request (planning-workspaces §5: the command non-empty after trimming)', async () => {
    for (const [payload, field] of [
      [{ command: '   ' }, 'command'],
      [{ days: 0 }, 'days'],
      [{ from: 'tomorrow' }, 'from'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/line-balancing/analyze',
        headers: asUser('lina'),
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(JSON.stringify(res.json().details)).toContain(field);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/line-balancing/analyze',
      headers: asUser('lina'),
      payload: { line_id: 'LINE-NOPE' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'LINE_NOT_FOUND', details: [{ field: 'line_id' }] });
    // A custom dataset not imported yet has no routings, so no line.
    const custom = await t.app.inject({
      method: 'POST',
      url: '/api/line-balancing/analyze',
      headers: asUser('lina'),
      payload: { source: 'custom' },
    });
    expect(custom.statusCode).toBe(404);
    expect(custom.json().code).toBe('NO_PRODUCTION_LINES');
    const lines = await t.app.inject({
      url: '/api/line-balancing/lines?source=custom',
      headers: asUser('lina'),
    });
    expect(LineListResponse.parse(lines.json()).lines).toEqual([]);
  });
});
