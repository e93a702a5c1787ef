import { describe, expect, it } from 'vitest';
import { withDisruption } from './gantt-disruption.ts';
import { barAppearance, ganttCounts, ganttData, openingWindow } from './gantt-items.ts';
import { planWeeks, visibleWeek, windowShare } from './gantt-weeks.ts';
import { makeDowntime, makeOperation, makeOrder, makeRepairSummary } from './schedule-test-factories.ts';

const quiet = () => undefined;
const DAY_MS = 24 * 60 * 60 * 1000;

function repairedPlan() {
  return ganttData(
    [
      makeOrder({
        order_id: '1019',
        operations: [makeOperation({ operation_id: '0020', work_center: 'PRS-01' })],
      }),
      makeOrder({
        order_id: '1020',
        operations: [makeOperation({ operation_id: '0030', work_center: 'PRS-02' })],
      }),
      makeOrder({
        order_id: '1033',
        operations: [makeOperation({ operation_id: '0010', work_center: 'PRS-01' })],
      }),
    ],
    quiet,
  );
}

describe('the disruption on the Gantt chart (issue 9)', () => {
  it('shades each downtime on its row, keeping a row for a work center left with no bars', () => {
    const data = withDisruption(
      repairedPlan(),
      [makeDowntime(), makeDowntime({ work_center: 'PRS-01', kind: 'maintenance', is_new: false })],
      null,
      'en-US',
    );
    expect(data.rows.map((row) => row.id)).toEqual(['PRS-01', 'PRS-02', 'PRS-03']);
    expect(data.downtimes.map((downtime) => [downtime.group, downtime.kind, downtime.content])).toEqual([
      ['PRS-03', 'breakdown', 'Breakdown'],
      ['PRS-01', 'maintenance', 'Maintenance'],
    ]);
    expect(data.downtimes[0]?.title).toMatch(/^Breakdown on PRS-03<br>.+10:00|Breakdown on PRS-03<br>/);
    expect(data.downtimes[0]?.title).toContain('Reported in this command');
    expect(data.downtimes[1]?.title).not.toContain('Reported in this command');
    expect(ganttCounts(data)).toMatchObject({ downtimeCount: 2, downtimeWorkCenters: 'PRS-01 PRS-03' });
  });

  it('skips a downtime whose dates do not parse or that ends before it starts', () => {
    const data = withDisruption(
      repairedPlan(),
      [makeDowntime({ start_time: 'soon' }), makeDowntime({ end_time: '2026-11-23T09:00:00.000Z' })],
      null,
    );
    expect(data.downtimes).toEqual([]);
  });

  it('highlights forced bars, marks knock-on bars lightly, and puts the cause in the hover text', () => {
    const data = withDisruption(repairedPlan(), [], makeRepairSummary(), 'en-US');
    const [forced, knockOn, improved] = data.bars;
    expect(forced?.cause).toBe('forced');
    expect(barAppearance(forced!, 'order').className).toContain('gantt-bar--forced');
    expect(forced?.title).toContain('Moved: on PRS-03 during its downtime');
    expect(barAppearance(knockOn!, 'order').className).toContain('gantt-bar--knock-on');
    expect(knockOn?.title).toContain('Moved: pushed by 1019/0020');
    expect(barAppearance(improved!, 'order').className).not.toMatch(/forced|knock-on/);
    expect(ganttCounts(data)).toMatchObject({ forcedCount: 1, knockOnCount: 1 });
  });

  it('opens a long plan on the week of the downtime this command reported, so the disruption is in view', () => {
    const long = ganttData(
      [
        makeOrder({
          operations: [
            makeOperation({ start_time: '2026-11-01T06:00:00.000Z', end_time: '2026-11-01T10:00:00.000Z' }),
            makeOperation({
              operation_id: '0020',
              start_time: '2026-12-20T06:00:00.000Z',
              end_time: '2026-12-20T10:00:00.000Z',
            }),
          ],
        }),
      ],
      quiet,
    );
    const data = withDisruption(
      long,
      [makeDowntime({ start_time: '2026-11-25T10:00:00', end_time: '2026-11-25T14:00:00' })],
      null,
    );
    const opening = openingWindow(data, Date.parse('2026-11-05T00:00:00.000Z'));
    expect(opening?.start).toEqual(new Date('2026-11-23T00:00:00'));
    expect(opening!.end.getTime() - opening!.start.getTime()).toBe(7 * DAY_MS);
  });
});

describe('where the visible week sits in the plan (issue 9, 7-day zoom cap of assistant-and-gantt §9)', () => {
  const twoMonths = () =>
    withDisruption(
      ganttData(
        [
          makeOrder({
            operations: [
              makeOperation({ start_time: '2026-11-02T08:00:00', end_time: '2026-11-02T12:00:00' }),
              makeOperation({
                operation_id: '0020',
                start_time: '2026-12-28T08:00:00',
                end_time: '2026-12-28T12:00:00',
              }),
            ],
          }),
        ],
        quiet,
      ),
      [makeDowntime({ start_time: '2026-11-10T10:00:00', end_time: '2026-11-10T14:00:00' })],
      null,
    );

  it('cuts a two-month plan into weeks from the Monday of its first start, marking the week of the reported downtime', () => {
    const weeks = planWeeks(twoMonths());
    expect(weeks).toHaveLength(9);
    expect(weeks[0]?.start).toEqual(new Date('2026-11-02T00:00:00'));
    expect(weeks[1]?.start).toEqual(new Date('2026-11-09T00:00:00'));
    expect(weeks.some((week) => week.hasDowntime)).toBe(false);
    expect(weeks.map((week) => week.hasDisruption)).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('marks planned downtime lightly, apart from the disruption', () => {
    const data = withDisruption(
      twoMonths(),
      [
        makeDowntime({
          start_time: '2026-11-17T10:00:00',
          end_time: '2026-11-17T14:00:00',
          kind: 'maintenance',
          is_new: false,
        }),
      ],
      null,
    );
    const weeks = planWeeks(data);
    expect(weeks[2]).toMatchObject({ hasDisruption: false, hasDowntime: true });
  });

  it('counts the week the middle of the visible window falls in, clamped to the plan', () => {
    const weeks = planWeeks(twoMonths());
    expect(visibleWeek(weeks, new Date('2026-11-09T00:00:00'), new Date('2026-11-16T00:00:00'))).toBe(2);
    expect(visibleWeek(weeks, new Date('2026-10-01T00:00:00'), new Date('2026-10-02T00:00:00'))).toBe(1);
    expect(visibleWeek(weeks, new Date('2027-03-01T00:00:00'), new Date('2027-03-02T00:00:00'))).toBe(9);
  });

  it('places the visible window on the overview strip in percent of the plan', () => {
    const weeks = planWeeks(twoMonths());
    const share = windowShare(weeks, new Date('2026-11-09T00:00:00'), new Date('2026-11-16T00:00:00'));
    expect(share.leftPercent).toBeCloseTo(100 / 9);
    expect(share.widthPercent).toBeCloseTo(100 / 9);
  });

  it('has no weeks for an empty plan', () => {
    expect(planWeeks(ganttData([], quiet))).toEqual([]);
  });
});
