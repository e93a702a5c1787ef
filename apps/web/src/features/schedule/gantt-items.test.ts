import { describe, expect, it, vi } from 'vitest';
import {
  barAppearance,
  barTooltipLines,
  escapeHtml,
  ganttCounts,
  ganttData,
  openingWindow,
  weekStartBefore,
} from './gantt-items.ts';
import { makeOperation, makeOrder } from './schedule-test-factories.ts';

const quiet = () => undefined;

describe('Gantt data (assistant-and-gantt §2, §5)', () => {
  it('draws one bar per operation and one row per work center, in sorted order', () => {
    const data = ganttData(
      [
        makeOrder({
          order_id: '1001',
          operations: [
            makeOperation({ operation_id: '0010', work_center: 'PRS-10' }),
            makeOperation({ operation_id: '0020', work_center: 'BAN-01' }),
          ],
        }),
        makeOrder({
          order_id: '1002',
          operations: [
            makeOperation({ operation_id: '0010', work_center: 'PRS-2' }),
            makeOperation({ operation_id: '0020', work_center: 'BAN-01' }),
          ],
        }),
      ],
      quiet,
    );
    expect(data.rows.map((row) => row.id)).toEqual(['BAN-01', 'PRS-2', 'PRS-10']);
    expect(data.rows.map((row) => row.order)).toEqual([0, 1, 2]);
    expect(data.bars).toHaveLength(4);
    expect(data.bars.map((bar) => bar.group)).toEqual(['PRS-10', 'BAN-01', 'PRS-2', 'BAN-01']);
    expect(new Set(data.bars.map((bar) => bar.id)).size).toBe(4);
    expect(data.bars[0]?.start).toEqual(new Date('2026-11-23T06:00:00.000Z'));
    expect(data.bars[0]?.end).toEqual(new Date('2026-11-23T10:00:00.000Z'));
  });

  it.each([
    ['no start time', { start_time: '' }],
    ['no end time', { end_time: '' }],
    ['no work center', { work_center: '' }],
    ["unparseable start time 'soon'", { start_time: 'soon' }],
    ["unparseable end time '2026-13-45T99:00'", { end_time: '2026-13-45T99:00' }],
  ])('skips an operation with %s and logs it to the console', (reason, broken) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const data = ganttData([
      makeOrder({
        operations: [
          makeOperation({ operation_id: '0010' }),
          makeOperation({ operation_id: '0020', ...broken }),
        ],
      }),
    ]);
    expect(data.bars.map((bar) => bar.id)).toEqual(['1001/0010/0']);
    expect(data.skippedCount).toBe(1);
    expect(error).toHaveBeenCalledOnce();
    expect(error.mock.calls[0]?.[0]).toBe(`Gantt: operation 0020 of order 1001 skipped: ${reason}`);
    error.mockRestore();
  });

  it('skips an operation whose start is missing altogether (null from a stored schedule)', () => {
    const report = vi.fn();
    const broken = makeOperation({ start_time: null as unknown as string });
    const data = ganttData([makeOrder({ operations: [broken] })], report);
    expect(data.bars).toHaveLength(0);
    expect(data.rows).toHaveLength(0);
    expect(report).toHaveBeenCalledWith('Gantt: operation 0010 of order 1001 skipped: no start time');
  });

  it('shows order, material, quantity, operation and duration in mins on hover', () => {
    const order = makeOrder({ order_id: '1032', material: 'FG-OS-5072', quantity: 26500 });
    const operation = makeOperation({ operation_id: '0020', duration_mins: 3411 });
    expect(barTooltipLines(order, operation)).toEqual([
      'Order: 1032',
      'Material: FG-OS-5072',
      'Quantity: 26,500',
      'Operation: 0020',
      'Duration: 3411 mins',
    ]);
    const data = ganttData([makeOrder({ order_id: '1032', operations: [operation] })], quiet);
    expect(data.bars[0]?.title).toContain('Order: 1032<br>Material: FG-OR-020');
  });

  it('adds the setup and the lateness of a late order to the hover text', () => {
    const order = makeOrder({ is_late: true, tardiness_minutes: 3 * 24 * 60 });
    const operation = makeOperation({ setup_minutes: 45 });
    expect(barTooltipLines(order, operation).slice(5)).toEqual(['Setup: 45 mins', 'Late by 3 days']);
  });

  it('escapes order and material names, since vis-timeline renders them as HTML', () => {
    expect(escapeHtml(`<b>"A&B"</b>`)).toBe('&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;');
    const data = ganttData([makeOrder({ order_id: '<img>', material: 'A&B' })], quiet);
    expect(data.bars[0]?.content).toBe('&lt;img&gt;');
    expect(data.bars[0]?.title).toContain('Material: A&amp;B');
  });

  it('gives a setup its share of the bar, at the start', () => {
    const data = ganttData(
      [
        makeOrder({
          operations: [
            makeOperation({ setup_minutes: 60 }),
            makeOperation({ operation_id: '0020', setup_minutes: 0 }),
            makeOperation({ operation_id: '0030', setup_minutes: 600 }),
          ],
        }),
      ],
      quiet,
    );
    expect(data.bars.map((bar) => bar.setupShare)).toEqual([25, 0, 100]);
    const withSetup = barAppearance(data.bars[0]!, 'order');
    expect(withSetup.className).toBe('gantt-bar gantt-bar--setup');
    expect(withSetup.style).toContain('--setup-share: 25.00%');
    expect(barAppearance(data.bars[1]!, 'order').className).toBe('gantt-bar');
    expect(ganttCounts(data).setupCount).toBe(2);
  });

  it('colours bars by order, or by lateness, and always marks a late order', () => {
    const data = ganttData(
      [
        makeOrder({ order_id: '1001' }),
        makeOrder({ order_id: '1002', is_late: true, tardiness_minutes: 90 }),
      ],
      quiet,
    );
    const [onTime, late] = data.bars;
    expect(barAppearance(onTime!, 'order').style).toMatch(/--bar-color: hsl\(0 /);
    expect(barAppearance(late!, 'order').style).toMatch(/--bar-color: hsl\(138 /);
    expect(barAppearance(late!, 'order').className).toContain('gantt-bar--late-order');
    expect(barAppearance(onTime!, 'lateness')).toEqual({
      className: 'gantt-bar gantt-bar--on-time',
      style: '--setup-share: 0.00%',
    });
    expect(barAppearance(late!, 'lateness').className).toBe(
      'gantt-bar gantt-bar--late-order gantt-bar--late',
    );
    expect(late?.content).toBe('1002 · late');
    expect(ganttCounts(data)).toMatchObject({
      itemCount: 2,
      groupCount: 1,
      skippedCount: 0,
      setupCount: 0,
      lateCount: 1,
    });
  });
});

describe('the window the chart opens on (assistant-and-gantt §2, §9)', () => {
  const hour = 60 * 60 * 1000;
  const day = 24 * hour;
  const nov23 = Date.parse('2026-11-23T06:00:00.000Z');
  const spanning = (days: number) =>
    ganttData(
      [
        makeOrder({
          operations: [
            makeOperation({
              start_time: new Date(nov23).toISOString(),
              end_time: new Date(nov23 + day).toISOString(),
            }),
            makeOperation({
              operation_id: '0020',
              start_time: new Date(nov23 + (days - 1) * day).toISOString(),
              end_time: new Date(nov23 + days * day).toISOString(),
            }),
          ],
        }),
      ],
      quiet,
    );

  it('fits a schedule that the 7-day zoom limit can show whole', () => {
    expect(openingWindow(spanning(7), nov23)).toBeNull();
  });

  it('opens a longer schedule on the week (Monday to Monday) of now, when now falls inside it', () => {
    const thursday = new Date('2026-11-26T15:00:00').getTime();
    const monday = new Date('2026-11-23T00:00:00').getTime();
    expect(openingWindow(spanning(30), thursday)).toEqual({
      start: new Date(monday),
      end: new Date(monday + 7 * day),
    });
  });

  it('opens a longer schedule on its first week when now is outside it', () => {
    const opening = openingWindow(spanning(30), nov23 - 10 * day);
    expect(opening?.start).toEqual(new Date(weekStartBefore(nov23)));
    expect(opening!.end.getTime() - opening!.start.getTime()).toBe(7 * day);
    expect(opening!.start.getTime()).toBeLessThanOrEqual(nov23);
  });

  it.each([
    ['a Monday morning', '2026-11-23T09:00:00', '2026-11-23T00:00:00'],
    ['a Sunday night', '2026-11-29T23:30:00', '2026-11-23T00:00:00'],
    ['a Wednesday', '2026-12-02T12:00:00', '2026-11-30T00:00:00'],
  ])('starts the week of %s on the Monday before', (_name, moment, monday) => {
    expect(new Date(weekStartBefore(new Date(moment).getTime()))).toEqual(new Date(monday));
  });

  it.each([
    ['São Paulo (UTC-3)', 'America/Sao_Paulo', '2026-11-25T12:00:00Z', '2026-11-23T03:00:00.000Z'],
    [
      'São Paulo, early Monday UTC still Sunday there',
      'America/Sao_Paulo',
      '2026-11-30T01:00:00Z',
      '2026-11-23T03:00:00.000Z',
    ],
    [
      'Berlin across the end of summer time',
      'Europe/Berlin',
      '2026-10-28T12:00:00Z',
      '2026-10-25T23:00:00.000Z',
    ],
  ])('starts a week on the Monday midnight of plant time in %s', (_name, zone, moment, monday) => {
    expect(new Date(weekStartBefore(Date.parse(moment), zone)).toISOString()).toBe(monday);
  });
});
