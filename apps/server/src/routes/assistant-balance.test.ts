import { AssistantReply, LineBalancingResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/** Issue 15: the assistant's balance intent runs the line analysis and hands it over as line_balancing_details. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function ask(prompt: string, user = 'lb-planner') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: asUser(user),
    payload: { prompt },
  });
  expect(res.statusCode).toBe(200);
  const reply = AssistantReply.parse(res.json());
  if (reply.type === 'schedule') throw new Error('a balance command plans nothing');
  return reply;
}

async function analyze(body: Record<string, unknown>, user = 'lb-planner') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/line-balancing/analyze',
    headers: asUser(user),
    payload: { source: 'playground', ...body },
  });
  expect(res.statusCode).toBe(200);
  return LineBalancingResult.parse(res.json());
}

const percentOf = (fraction: number) =>
  (fraction * 100).toLocaleString('en-US', { maximumFractionDigits: 1 });

describe('the balance intent answered from the line analysis (issue 15)', () => {
  it('"where\'s our bottleneck this week?" names the bottleneck, its utilization and what to do, with the analysis', async () => {
    const reply = await ask("where's our bottleneck this week?");
    expect(reply).toMatchObject({ type: 'report', intent: 'balance.analyze', language: 'en' });
    const details = reply.line_balancing_details!;
    expect(details.focus).toBe('bottlenecks');
    // The same analysis the tab's own call gives for that command.
    const direct = await analyze({ focus: 'bottlenecks', command: "where's our bottleneck this week?" });
    expect(details).toEqual(direct);
    const top = details.bottlenecks[0]!;
    expect(reply.text).toContain(`the bottleneck is ${top.station_name} at ${percentOf(top.utilization)}%`);
    expect(reply.text).toContain(top.recommendation);
    expect(reply.tool.name).toBe('line_balancing');
    // The chat shows rates in percent (assistant-and-gantt §4).
    expect(reply.metrics?.line_balance_rate).toBeCloseTo(details.metrics.line_balance_rate * 100, 0);
  });

  it('"analise os gargalos da linha" answers in Portuguese', async () => {
    const reply = await ask('analise os gargalos da linha');
    expect(reply).toMatchObject({ intent: 'balance.analyze', language: 'pt' });
    expect(reply.line_balancing_details?.focus).toBe('bottlenecks');
    expect(reply.text).toMatch(/o gargalo é|nenhuma estação limita a linha/);
    expect(reply.text).toContain('aba Balanceamento de Linha');
  });

  it('"Minimize setups on the press line" analyses a line with presses, with the setups focus', async () => {
    const reply = await ask('Minimize setups on the press line');
    const details = reply.line_balancing_details!;
    expect(details.focus).toBe('setups');
    const lines = await t.app.inject({
      method: 'GET',
      url: '/api/line-balancing/lines?source=playground',
      headers: asUser('lb-planner'),
    });
    const line = lines.json().lines.find((l: { line_id: string }) => l.line_id === details.line.line_id);
    expect(line.stations.some((s: string) => /PRS|press/i.test(s))).toBe(true);
    expect(reply.text).toContain('throughput');
  });

  it('"What is the takt time of the press line?" is answered with the takt and the longest cycle, from the chart', async () => {
    const reply = await ask("What's the takt time of the press line?");
    const chart = reply.line_balancing_details!.visualization_data.balance_chart;
    const slowest = Math.max(...chart.cycle_times);
    // The sample's press line runs O-rings at seconds a unit: shown in seconds, as the chart's minutes × 60.
    const shown = (minutes: number) =>
      minutes >= 1 ? `${Number(minutes.toFixed(2))} min` : `${Number((minutes * 60).toFixed(1))} s`;
    expect(reply.text).toContain(`Takt time ${shown(chart.takt_time)} a unit`);
    expect(reply.text).toContain(`longest station cycle ${shown(slowest)}`);
  });

  it('says there is no takt time when nothing is demanded in the window, rather than "0 s a unit"', async () => {
    // Half a year after the sample plant's orders: no demand on any line.
    const later = await startTestApp({ now: () => new Date('2027-06-01T12:00:00.000Z') });
    try {
      const reply = (
        await later.app.inject({
          method: 'POST',
          url: '/api/schedule/run',
          payload: { prompt: "What's the takt time of the press line?" },
        })
      ).json() as AssistantReply;
      expect(reply.line_balancing_details!.visualization_data.balance_chart.takt_time).toBe(0);
      expect(reply.text).toContain('No demand in these days, so no takt time');
      expect(reply.text).not.toMatch(/Takt time 0/);
    } finally {
      await later.close();
    }
  }, 60_000);

  it('a status question about loaded machines carries no line analysis', async () => {
    const reply = await ask('what are the bottlenecks this week?');
    expect(reply.intent).toBe('production.status');
    expect(reply.line_balancing_details).toBeUndefined();
  });
});
