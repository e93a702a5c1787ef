import type { ScheduleResult } from '@takt/contract';
import { describe, expect, it } from 'vitest';
import { asUser, startTestApp } from '../../app.test-support.ts';
import { DEFAULT_DATASET_ID } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { loadDefaultPlant } from '../../default-plant.ts';
import { SEED_DIR } from '../../test/fixtures.ts';

const HOUR = 3_600_000;
const COMMAND = 'PRS-03 broke down for 4 hours, reschedule';

describe('"PRS-03 broke down for 4 hours, reschedule" on the plant loaded at the real now', () => {
  it.each([
    // Math.round loaded this one a week ahead: nothing of the plan was near now, and nothing moved.
    ['Thursday 17:40 plant time', '2026-11-26T20:40:00.000Z'],
    ['anchor-week Monday 06:00 plant time (the week before loaded)', '2026-11-23T09:00:00.000Z'],
    ['Friday 10:00 plant time', '2026-11-27T13:00:00.000Z'],
  ])(
    'on %s moves the work PRS-03 had in the window, and only for that reason',
    async (_, nowIso) => {
      const now = new Date(nowIso);
      const t = await startTestApp({ now: () => now });
      try {
        await loadDefaultPlant(t.database.db, SEED_DIR, now);
        const onPress = await scoped(t.database.db, DEFAULT_DATASET_ID)
          .selectFrom('order_operations')
          .select(['order_id', 'operation_id', 'start_time', 'end_time', 'status'])
          .where('work_center', '=', 'PRS-03')
          .where('status', '!=', 'Done')
          .execute();
        const windowEnd = now.getTime() + 4 * HOUR;
        const hit = onPress.filter(
          (op) => op.start_time!.getTime() < windowEnd && op.end_time!.getTime() > now.getTime(),
        );
        expect(hit.length, 'PRS-03 has work in the four hours from now').toBeGreaterThan(0);

        const response = await t.app.inject({
          method: 'POST',
          url: '/api/schedule/run',
          headers: asUser('pia'),
          payload: { prompt: COMMAND, backend: 'offline', work_budget: 40 },
        });
        expect(response.statusCode, response.body).toBe(200);
        const result = response.json() as ScheduleResult;
        expect(result.downtimes.find((d) => d.is_new)).toMatchObject({
          work_center: 'PRS-03',
          start_time: new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString(),
        });
        const changes = result.changes_summary?.changes ?? [];
        const moved = new Set(changes.map((c) => `${c.order_id}/${c.operation_id}`));
        // Planned work in the window must move; a started one is interrupted and moves too.
        for (const op of hit) expect(moved.has(`${op.order_id}/${op.operation_id}`), op.order_id).toBe(true);
        const forced = changes.filter((c) => c.cause?.kind === 'forced');
        expect(forced.length).toBeGreaterThan(0);
        for (const change of forced) expect(change.cause?.work_center ?? 'PRS-03').toBe('PRS-03');
        // Nothing moved for want of material or of a start already passed: the load left none.
        for (const change of forced) expect(change.cause?.reason).not.toMatch(/material|start_passed/);
        // Only what it must: the interrupted or displaced work and what waits on it, no improvement.
        for (const change of changes) expect(['forced', 'knock_on']).toContain(change.cause?.kind);
      } finally {
        await t.close();
      }
    },
    90_000,
  );
});
