// `npm run bench:gantt`: PP01 in Debian's Chromium drawing a schedule of 5,000 operations: time from
// the result's arrival to the drawn Gantt chart (target < 1 s) and the time a zoom or a scroll takes
// to paint. The solve answers are stubbed at the network layer with a generated schedule, so the
// figure is the screen's alone. Writes bench/results/gantt.md. Run `npm run build` first.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './serve-for-bench.ts';

const ORDERS = 500;
const OPERATIONS_PER_ORDER = 10;
const WORK_CENTERS = [
  'BAN-01',
  'BAN-02',
  'MIL-01',
  'EXT-01',
  'EXT-02',
  'CAL-01',
  'PRS-01',
  'PRS-02',
  'PRS-03',
  'PRS-04',
  'AUT-01',
  'TRM-01',
  'INS-01',
  'PKG-01',
];

/** A valid schedule result with ORDERS × OPERATIONS_PER_ORDER operations over about a month. */
function generatedResult() {
  const origin = Date.now();
  const free = new Map(WORK_CENTERS.map((wc) => [wc, origin]));
  const orders = Array.from({ length: ORDERS }, (_, o) => {
    let ready = origin + (o % 50) * 3_600_000;
    const operations = Array.from({ length: OPERATIONS_PER_ORDER }, (_, k) => {
      const wc = WORK_CENTERS[(o + k * 3) % WORK_CENTERS.length]!;
      const start = Math.max(ready, free.get(wc)!);
      const minutes = 30 + ((o * 7 + k * 13) % 90);
      const end = start + minutes * 60_000;
      free.set(wc, end);
      ready = end;
      return {
        operation_id: String((k + 1) * 10).padStart(4, '0'),
        work_center: wc,
        start_time: new Date(start).toISOString(),
        end_time: new Date(end).toISOString(),
        duration_mins: minutes,
        setup_minutes: k % 3 === 0 ? 15 : 0,
        mold_id: null,
        is_frozen: false,
      };
    });
    return {
      order_id: String(10_000 + o),
      material: `FG-${o % 40}`,
      quantity: 100 + o,
      due_date: new Date(ready + (o % 5 === 0 ? -86_400_000 : 86_400_000)).toISOString(),
      completion_time: new Date(ready).toISOString(),
      tardiness_minutes: o % 5 === 0 ? 1440 : 0,
      is_late: o % 5 === 0,
      operations,
    };
  });
  return {
    type: 'schedule',
    text: 'Generated schedule for the Gantt benchmark.',
    run_id: '00000000-0000-4000-8000-000000000000',
    data: { orders },
    tool: { name: 'create_schedule', description: 'benchmark', reasoning: 'benchmark' },
    changes_summary: null,
    kpis: { scheduled_operations: ORDERS * OPERATIONS_PER_ORDER },
    late_orders: [],
    warnings: [],
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});
try {
  const drawTimes: number[] = [];
  const zoomTimes: number[] = [];
  const scrollTimes: number[] = [];
  for (let run = 0; run < 5; run++) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const body = `event: result\ndata: ${JSON.stringify(generatedResult())}\n\n`;
    let answeredAt = 0;
    await page.route('**/api/schedule/runs', (route) =>
      route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: JSON.stringify({ run_id: '00000000-0000-4000-8000-000000000000', status: 'queued' }),
      }),
    );
    await page.route('**/api/schedule/runs/*/events*', async (route) => {
      answeredAt = Date.now();
      await route.fulfill({ status: 200, contentType: 'text/event-stream', body });
    });
    await page.goto(server.baseUrl);
    await page.evaluate(() => localStorage.setItem('enterprise_ui', 'true'));
    await page.reload();
    await page.getByRole('textbox', { name: 'Transaction code' }).fill('PP01');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Schedule Today' }).click();
    await page.waitForSelector('[data-drawn="true"]', { timeout: 60_000, state: 'attached' });
    drawTimes.push(Date.now() - answeredAt);
    const timeline = page.locator('[data-drawn="true"] .vis-center').first();
    await timeline.hover();
    for (let i = 0; i < 6; i++) {
      zoomTimes.push(await timed(page, () => page.mouse.wheel(0, i % 2 ? 240 : -240), true));
      scrollTimes.push(await timed(page, () => page.mouse.wheel(0, 120), false));
    }
    await page.close();
  }
  const report = [
    '# Gantt chart with 5,000 operations',
    '',
    `PP01 in Debian Chromium (headless, 1440×900), ${ORDERS} orders × ${OPERATIONS_PER_ORDER} operations on ${WORK_CENTERS.length} work centers, 5 page loads. Load average at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (2 cores).`,
    '',
    `- Result received → chart drawn: median ${median(drawTimes)} ms (all: ${drawTimes.join(', ')}); target < 1 s.`,
    `- Ctrl + wheel zoom → next painted frame: median ${median(zoomTimes).toFixed(0)} ms, max ${Math.max(...zoomTimes).toFixed(0)} ms.`,
    `- Wheel scroll of the rows → next painted frame: median ${median(scrollTimes).toFixed(0)} ms, max ${Math.max(...scrollTimes).toFixed(0)} ms.`,
    '',
  ].join('\n');
  writeFileSync('bench/results/gantt.md', report);
  console.log(report);
} finally {
  await browser.close();
  await server.stop();
}

/** Milliseconds from an input event to the second animation frame after it (the frame that shows it). */
async function timed(page: import('playwright-core').Page, act: () => Promise<void>, withCtrl: boolean) {
  if (withCtrl) await page.keyboard.down('Control');
  const started = await page.evaluate(() => performance.now());
  await act();
  const ended = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
  if (withCtrl) await page.keyboard.up('Control');
  return ended - started;
}
