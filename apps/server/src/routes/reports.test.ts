import {
  AvailableMetricsResponse,
  CapacityResponse,
  type DashboardSummary,
  type InventoryAlert,
  InventoryValueResponse,
  ProductCostingResponse,
  type Report,
  ReportGenerateResponse,
} from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';

/**
 * Reports from prompts (issue 16): every figure is the one the screen that shows it gives, the prompt
 * picks period, reader, figures and language, and the OEE parts the data does not allow say why.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

async function generate(prompt: string, user = 'rita'): Promise<Report> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports/generate',
    headers: asUser(user),
    payload: { prompt },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ReportGenerateResponse.parse(res.json()).report;
}

async function get<T>(url: string, parse: { parse(v: unknown): T }, user = 'rita'): Promise<T> {
  const res = await t.app.inject({ url, headers: asUser(user) });
  expect(res.statusCode, res.body).toBe(200);
  return parse.parse(res.json());
}

const figureOf = (report: Report, id: string) => report.metrics.find((m) => m.id === id)?.value;

describe('GET /api/reports/available-metrics', () => {
  it('lists every metric, the OEE parts as not computable with the reason, in the caller’s language', async () => {
    const res = await t.app.inject({
      url: '/api/reports/available-metrics',
      headers: { ...asUser('rita'), 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { metrics } = AvailableMetricsResponse.parse(res.json());
    expect(metrics.map((m) => m.id)).toEqual([
      'oee',
      'availability',
      'performance',
      'quality',
      'on_time_delivery',
      'late_orders',
      'utilization',
      'setup_hours',
      'stock_value',
      'shortages',
      'margin',
    ]);
    const unavailable = metrics.filter((m) => !m.available);
    expect(unavailable.map((m) => m.id)).toEqual(['oee', 'performance', 'quality']);
    for (const m of unavailable) expect(m.reason).toBeTruthy();
    expect(metrics.find((m) => m.id === 'late_orders')?.name).toBe('Ordens atrasadas');
    expect(metrics.find((m) => m.id === 'utilization')?.source_endpoint).toBe('GET /api/capacity');
  });
});

describe('POST /api/reports/generate', () => {
  it('writes the weekly summary for the plant manager with CM01’s and the dashboard’s figures', async () => {
    const report = await generate('weekly production summary for the plant manager');
    expect(report).toMatchObject({ period: 'week', audience: 'plant_manager', language: 'en-US' });
    expect([report.period_start, report.period_end]).toEqual(['2026-11-23', '2026-11-30']);

    const capacity = await get('/api/capacity?period=week&periods=1', CapacityResponse);
    expect(figureOf(report, 'utilization')).toBe(capacity.totals.overall_utilization);
    expect(report.chart?.categories).toEqual(capacity.days[0]!.work_centers.map((wc) => wc.id));
    expect(report.chart?.values).toEqual(capacity.days[0]!.work_centers.map((wc) => wc.utilization));

    const dashboard = await get('/api/dashboard', { parse: (v) => v as DashboardSummary });
    expect(dashboard.late_orders).toBeGreaterThan(0);
    expect(figureOf(report, 'late_orders')).toBe(dashboard.late_orders);
    const onTime = ((dashboard.open_orders - dashboard.late_orders) / dashboard.open_orders) * 100;
    expect(figureOf(report, 'on_time_delivery')).toBeCloseTo(onTime, 1);

    const oee = report.metrics.find((m) => m.id === 'oee')!;
    expect(oee.value).toBeNull();
    expect(oee.display).toBe('not computable');
    expect(report.markdown).toContain(`- **Late orders:** ${dashboard.late_orders}`);
    expect(report.markdown).toMatch(/^# 📊 Weekly production report for the plant manager/);
  });

  it('answers "resumo do turno pro gerente" in Portuguese over the shift running now (the Early one)', async () => {
    const report = await generate('resumo do turno pro gerente');
    expect(report).toMatchObject({ period: 'shift', audience: 'plant_manager', language: 'pt-BR' });
    // TEST_NOW is 07:00 in São Paulo on a Wednesday: the Early shift, 06:00 to 14:00.
    expect([report.period_start, report.period_end]).toEqual(['2026-11-25 06:00', '2026-11-25 14:00']);
    expect(report.title).toBe('Relatório de produção do turno Early para o gerente da planta');
    const day = await get('/api/capacity?period=day&periods=1', CapacityResponse);
    expect(report.chart?.categories).toEqual(day.days[0]!.work_centers.map((wc) => wc.id));
    expect(figureOf(report, 'utilization')).not.toBe(day.totals.overall_utilization);
    expect(report.markdown).toContain('**Ordens atrasadas:**');
    expect(report.markdown).toContain(
      '- **OEE:** não calculável — o OEE precisa de desempenho e qualidade, que este conjunto de dados não permite',
    );
  });

  it('gives the stock value of GET /inventory/value and the shortages of GET /inventory/alerts', async () => {
    const report = await generate('report on stock value and shortages');
    expect(report.metrics.map((m) => m.id)).toEqual(['stock_value', 'shortages']);
    const value = await get('/api/inventory/value', InventoryValueResponse);
    expect(figureOf(report, 'stock_value')).toBe(value.total_value);
    const alerts = await get('/api/inventory/alerts', {
      parse: (v) => (v as { alerts: InventoryAlert[] }).alerts ?? (v as InventoryAlert[]),
    });
    const shortages = alerts.filter((a) => a.alert_type !== 'OVER_RESERVED');
    expect(shortages.length).toBeGreaterThan(0);
    expect(figureOf(report, 'shortages')).toBe(shortages.length);
    expect(report.chart).toBeNull();
  });

  it('sets the sales price of the orders due in the month against CK11N’s standard cost (material and labor)', async () => {
    const report = await generate('monthly margin report');
    expect([report.period_start, report.period_end]).toEqual(['2026-11-01', '2026-12-01']);
    const sales = await scoped(t.database.db, DEFAULT_DATASET_ID)
      .selectFrom('sales_orders')
      .select(['material_id', 'quantity', 'unit_price', 'requested_date'])
      .execute();
    const boms = await scoped(t.database.db, DEFAULT_DATASET_ID)
      .selectFrom('boms')
      .select('product_id')
      .execute();
    const hasBom = new Set(boms.map((b) => b.product_id));
    const from = Date.parse('2026-11-01T03:00:00Z');
    const to = Date.parse('2026-12-01T03:00:00Z');
    const due = sales.filter(
      (s) =>
        hasBom.has(s.material_id) && s.requested_date.getTime() >= from && s.requested_date.getTime() < to,
    );
    expect(due.length).toBeGreaterThan(0);
    let revenue = 0;
    let cost = 0;
    for (const so of due) {
      revenue += Number(so.quantity) * Number(so.unit_price);
      const costing = await get(
        `/api/financial/product-costing?product_id=${so.material_id}&quantity=${so.quantity}`,
        ProductCostingResponse,
      );
      expect(costing.products[0]!.labor_cost).toBeGreaterThan(0);
      cost += costing.products[0]!.total_cost;
    }
    expect(figureOf(report, 'margin')).toBeCloseTo(((revenue - cost) / revenue) * 100, 1);
  });

  it('counts the released plan’s changeover hours of the period, more in a month than in its week', async () => {
    const week = figureOf(await generate('weekly setup report'), 'setup_hours')!;
    const month = figureOf(await generate('monthly setup report'), 'setup_hours')!;
    expect(week).toBeGreaterThan(0);
    expect(month).toBeGreaterThanOrEqual(week);
  });

  it('gives availability as the shift hours not lost to recorded downtime', async () => {
    // No breakdown or maintenance falls in the week of TEST_NOW; PRS-06 broke down on 2026-11-18.
    expect(figureOf(await generate('weekly availability report'), 'availability')).toBe(100);
    const november = figureOf(await generate('monthly availability report'), 'availability')!;
    expect(november).toBeLessThan(100);
    expect(november).toBeGreaterThan(99);
  });

  it('reports a caller with no imported data without inventing figures', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/generate',
      headers: asUser('nadia'),
      payload: { prompt: 'weekly report', source: 'custom' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { report } = ReportGenerateResponse.parse(res.json());
    expect(figureOf(report, 'late_orders')).toBe(0);
    expect(figureOf(report, 'on_time_delivery')).toBeNull();
    expect(figureOf(report, 'stock_value')).toBe(0);
    expect(figureOf(report, 'margin')).toBeNull();
  });

  it('gives the default summary for words it does not know', async () => {
    const report = await generate('report zorblax quux');
    expect(report.audience).toBe('general');
    expect(report.period).toBe('week');
    expect(report.metrics).toHaveLength(11);
  });

  it.each([
    [{ prompt: '' }, 'body.prompt'],
    [{ prompt: '   ' }, 'body.prompt'],
    [{}, 'body.prompt'],
    [{ prompt: 'x'.repeat(501) }, 'body.prompt'],
    [{ prompt: 'weekly report', source: 'elsewhere' }, 'body.source'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/generate',
      headers: asUser('rita'),
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
