import type { ScheduleResult } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const settings = (userId: string) =>
  t.app.inject({ method: 'GET', url: '/api/plant/settings', headers: asUser(userId) });
const update = (userId: string | null, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/plant/settings',
    headers: userId ? asUser(userId) : {},
    payload,
  });

describe('the plant sets the repair rules every reschedule starts from (issue 9)', () => {
  it('shows the plant time zone and the default rules', async () => {
    const response = await settings('una');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      time_zone: 'America/Sao_Paulo',
      stability: 'balanced',
      frozen_horizon_hours: 4,
    });
  });

  it('keeps a changed rule for the plant, and a repair starts from it unless the request says otherwise', async () => {
    const changed = await update('vic', { stability: 'frozen', frozen_horizon_hours: 8 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await settings('vic')).json()).toMatchObject({ stability: 'frozen', frozen_horizon_hours: 8 });
    expect((await settings('una')).json()).toMatchObject({ stability: 'balanced' });
    const run = (extra: Record<string, unknown>) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/schedule/run',
          headers: asUser('vic'),
          payload: { prompt: 'PRS-03 broke down, it will be out for 4 hours', backend: 'offline', ...extra },
        })
        .then((r) => r.json() as ScheduleResult);
    expect((await run({})).repair).toMatchObject({ stability: 'frozen', frozen_horizon_hours: 8 });
    expect((await run({ stability: 'balanced' })).repair).toMatchObject({
      stability: 'balanced',
      frozen_horizon_hours: 8,
    });
  });

  it('refuses rules out of bounds, unknown fields and the read-only sample plant', async () => {
    const bad = await update('vic', { move_price_hours: -1, stability: 'loose', colour: 'red' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.move_price_hours', 'body.stability']));
    expect((await update(null, { stability: 'free' })).statusCode).toBe(403);
  });
});
