import type { CapacityResponse } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, sayOffline, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * "What is the utilization of the presses?" answers each press and the group with the figures the
 * capacity screen (CM01, this week) shows for them, not the line's bottleneck.
 */
let t: TestApp;
const headers = asUser('ivo');
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const say = (prompt: string, language = 'en') => sayOffline(t, headers, prompt, language);

type Utilization = {
  work_center_type: string;
  work_centers: { work_center: string; utilization: number | null; planned_hours: number }[];
  overall_utilization: number | null;
};

/** This week's presses on the capacity screen: each one's figures and the group's. */
async function pressesOnCapacityScreen() {
  const response = await t.app.inject({ url: '/api/capacity?period=week&periods=1', headers });
  expect(response.statusCode, response.body).toBe(200);
  const week = (response.json() as CapacityResponse).days[0]!;
  const presses = week.work_centers
    .filter((w) => w.type === 'Press')
    .sort((a, b) => a.id.localeCompare(b.id));
  const capacity = presses.reduce((sum, w) => sum + w.capacity_hours, 0);
  const load = presses.reduce((sum, w) => sum + w.planned_hours, 0);
  return { presses, group: (load / capacity) * 100 };
}

describe('the utilization of a kind of work center, by chat', () => {
  it.each([
    ['What is the utilization of the presses?', 'en'],
    ['qual a utilização das prensas?', 'pt-BR'],
  ])('%j gives each press and the group, as the capacity screen shows them', async (prompt, language) => {
    const reply = await say(prompt, language);
    expect(reply.intent).toBe('production.status');
    expect(reply.tool.name).toBe('utilization');
    const data = reply.data as unknown as Utilization;
    const screen = await pressesOnCapacityScreen();
    expect(screen.presses.length).toBeGreaterThan(1);
    expect(data.work_centers.map((w) => [w.work_center, w.utilization, w.planned_hours])).toEqual(
      screen.presses.map((w) => [w.id, w.utilization, w.planned_hours]),
    );
    // The group from the summed hours; the screen's hours are rounded to the hundredth.
    expect(data.overall_utilization).toBeCloseTo(screen.group, 1);
    for (const { id } of screen.presses) expect(reply.text).toContain(`**${id}**`);
    // Not the line's analysis: no other station is named.
    expect(reply.text).not.toMatch(/TRM-0\d/);
  });

  it('keeps the line and bottleneck questions as they were', async () => {
    expect((await say('which machine is the bottleneck')).tool.name).toBe('bottlenecks');
    expect((await say('balance the line')).tool.name).toBe('line_balancing');
  });
});
