import { describe, expect, it } from 'vitest';
import { makeChatMessage } from './assistant-test-factories.ts';
import {
  csvReport,
  escapeCsvCell,
  hasReportMarkers,
  jsonReport,
  markdownReport,
  parseMetricValue,
  reportFile,
  reportMetrics,
} from './report-export.ts';

const GENERATED_AT = new Date('2026-11-23T08:30:00Z');

describe('Export Report (assistant-and-gantt §2, §9)', () => {
  it.each([
    ['**OEE**: 85%', true],
    ['# Weekly report', true],
    ['## Shift summary', true],
    ['📊 Output is up', true],
    ['📈 trend', true],
    ['Plain answer with no markers.', false],
    ['A #hashtag is not a heading', false],
  ])('a message %j shows the export buttons: %s', (content, expected) => {
    expect(hasReportMarkers(content)).toBe(expected);
  });

  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1.2', "'-1.2"],
    ['@cmd', "'@cmd"],
    ['85%', '85%'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    // Issue 11: what a spreadsheet skips before a formula, and the full-width signs.
    [' =1+1', "' =1+1"],
    ['\n=1+1', `"'\n=1+1"`],
    ['\u00a0@SUM(A1)', "'\u00a0@SUM(A1)"],
    ['\uff1d1+1', "'\uff1d1+1"],
    ['\uff0b1', "'\uff0b1"],
    ['\tcmd', "'\tcmd"],
    ['1 = 1', '1 = 1'],
  ])('escapes the CSV cell %j as %j (formula injection)', (cell, expected) => {
    expect(escapeCsvCell(cell)).toBe(expected);
  });

  it('CSV: columns Metric and Value, one row a metric, then a Report Generated row', () => {
    const message = makeChatMessage({
      content: '📊 **Report**\n- **OEE**: 85.2%\n- Total production: 1,234 units',
    });
    const lines = csvReport(reportMetrics(message), GENERATED_AT).trimEnd().split('\n');
    expect(lines[0]).toBe('Metric,Value');
    expect(lines).toContain('OEE,85.2%');
    expect(lines).toContain('Total production,"1,234 units"');
    expect(lines.at(-1)).toMatch(/^Report Generated,"/);
  });

  it('Markdown escapes pipes and line breaks in labels as in values', () => {
    const md = markdownReport([{ label: 'A|B', value: '1|2', parsed: '1|2' }], 'text', GENERATED_AT);
    expect(md).toContain('| A\\|B | 1\\|2 |');
  });

  it('CSV escapes a metric whose label or value would run as a formula', () => {
    const message = makeChatMessage({ content: '**=HYPERLINK("x")**: @evil' });
    const csv = csvReport(reportMetrics(message), GENERATED_AT);
    expect(csv).toContain(`"'=HYPERLINK(""x"")",'@evil`);
    expect(csv.split('\n').some((line) => /^[=+\-@]/.test(line))).toBe(false);
  });

  it('JSON: timestamp, type production_report, metrics by lower-cased underscore names with numbers parsed, content', () => {
    const content =
      '📊 **Report**\n- **OEE**: 85.2%\n- First Pass Yield: 97 %\n- Good units: 1,200 units\n- Shift: night';
    const report = JSON.parse(jsonReport(reportMetrics(makeChatMessage({ content })), content, GENERATED_AT));
    expect(report).toEqual({
      timestamp: '2026-11-23T08:30:00.000Z',
      type: 'production_report',
      metrics: { oee: 85.2, first_pass_yield: 97, good_units: 1200, shift: 'night' },
      content,
    });
  });

  it("uses a reply's own metrics when it carries them", () => {
    const message = makeChatMessage({ metrics: { on_time_delivery: 87, late_orders: 10, 'In Process': 12 } });
    const report = JSON.parse(jsonReport(reportMetrics(message), message.content, GENERATED_AT));
    expect(report.metrics).toEqual({ on_time_delivery: 87, late_orders: 10, in_process: 12 });
    expect(csvReport(reportMetrics(message), GENERATED_AT)).toContain('On time delivery,87%');
  });

  it('Markdown: the heading Production Report, a Generated line, then the reply', () => {
    const content = '**Production status**: 77 open orders';
    const markdown = markdownReport(reportMetrics(makeChatMessage({ content })), content, GENERATED_AT);
    const lines = markdown.split('\n');
    expect(lines[0]).toBe('# Production Report');
    expect(lines[2]).toMatch(/^Generated: /);
    expect(markdown).toContain(content);
  });

  it.each(['csv', 'json', 'md'] as const)('names the file report_{timestamp}.%s', (format) => {
    const file = reportFile(format, makeChatMessage(), GENERATED_AT);
    expect(file.name).toBe(`report_${GENERATED_AT.getTime()}.${format}`);
  });

  it.each([
    ['85.2%', 85.2],
    ['1,234 units', 1234],
    ['-3', -3],
    ['12 h', 12],
    ['77 open orders, 4 late', '77 open orders, 4 late'],
  ])('reads %j as %j', (value, expected) => {
    expect(parseMetricValue(value)).toBe(expected);
  });
});
