import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
/** Search work per solve: small, and counted in work, so the same request gives the same plan. */
const WORK = 60;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const run = async (user: string, prompt: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers: asUser(user),
    payload: { prompt, work_budget: WORK },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ScheduleResult;
};
const newDowntime = (result: ScheduleResult) => result.downtimes.find((d) => d.is_new);

describe('the plant time zone (issue 9)', () => {
  it('names the sample plant zone on /api/health and the dashboard, and a playground copy keeps it', async () => {
    const headers = asUser('tess');
    const dashboard = (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers })).json();
    expect(dashboard.time_zone).toBe('America/Sao_Paulo');
    // A write makes the caller's own playground, a copy of the sample plant.
    await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers,
      payload: { order_id: 'TZ-1', material: 'STD-101', quantity: 5, due_date: '2026-12-04' },
    });
    const health = (await t.app.inject({ method: 'GET', url: '/api/health', headers })).json();
    expect(
      health.datasets.map((d: { source: string; time_zone: string }) => [d.source, d.time_zone]),
    ).toEqual([
      ['default', 'America/Sao_Paulo'],
      ['playground', 'America/Sao_Paulo'],
    ]);
  });

  it('reads "PRS-03 down Friday 8am to 12" on a Wednesday in São Paulo as 11:00–15:00 UTC this Friday', async () => {
    const result = await run('uma', 'PRS-03 down Friday 8am to 12');
    expect(newDowntime(result)).toMatchObject({
      work_center: 'PRS-03',
      start_time: '2026-11-27T11:00:00.000Z',
      end_time: '2026-11-27T15:00:00.000Z',
    });
    expect(result.text).toContain(
      'PRS-03 is down from Fri 27 Nov 08:00 until Fri 27 Nov 12:00 (America/Sao_Paulo, UTC-03:00).',
    );
  });

  it('keeps the hours said for a breakdown from now, whatever the seconds of now', async () => {
    const later = await startTestApp({ now: () => new Date('2026-11-25T15:18:37.000Z') });
    try {
      const res = await later.app.inject({
        method: 'POST',
        url: '/api/schedule/run',
        headers: asUser('ugo'),
        payload: { prompt: 'PRS-03 broke down, out for 4 hours', work_budget: WORK },
      });
      const result = res.json() as ScheduleResult;
      // 12:18 to 16:18 plant time: four hours, not 12:18 to 16:19.
      expect(newDowntime(result)).toMatchObject({
        start_time: '2026-11-25T15:18:00.000Z',
        end_time: '2026-11-25T19:18:00.000Z',
      });
      expect(result.text).toContain('until Wed 25 Nov 16:18');
    } finally {
      await later.close();
    }
  }, 60_000);

  it('reads "amanhã às 13h" in plant time and answers in plant time, in Portuguese', async () => {
    const result = await run('vera', 'PRS-03 parada amanhã às 13h por 2 horas');
    expect(newDowntime(result)).toMatchObject({
      work_center: 'PRS-03',
      start_time: '2026-11-26T16:00:00.000Z',
      end_time: '2026-11-26T18:00:00.000Z',
    });
    expect(result.text).toContain('PRS-03 está parado desde qui., 26 de nov. 13:00');
    expect(result.text).toContain('(America/Sao_Paulo, UTC-03:00)');
    expect(result.text).toMatch(/a partir de qua\.?, 25 de nov\.? 07:00 \(America\/Sao_Paulo, UTC-03:00\)/);
  });
});
