import { describe, expect, it } from 'vitest';
import { isReportRequest, readReportRequest } from './report-request.ts';

describe('reading a report prompt (issue 16: reports from prompts)', () => {
  it('reads the weekly summary for the plant manager: a week, the manager’s figures, in English', () => {
    expect(readReportRequest('weekly production summary for the plant manager')).toEqual({
      period: 'week',
      audience: 'plant_manager',
      metrics: [
        'oee',
        'availability',
        'performance',
        'quality',
        'on_time_delivery',
        'late_orders',
        'utilization',
        'setup_hours',
        'shortages',
      ],
      language: 'en-US',
    });
  });

  it('reads "turno" as a shift and answers a Portuguese prompt in Portuguese', () => {
    const request = readReportRequest('resumo do turno pro gerente');
    expect(request).toMatchObject({ period: 'shift', audience: 'plant_manager', language: 'pt-BR' });
  });

  it.each([
    ['daily report', 'day'],
    ['relatório mensal', 'month'],
    ['resumo de hoje', 'day'],
    ['relatório semanal', 'week'],
    ['shift report for the planner', 'shift'],
    ['a report please', 'week'],
  ] as const)('reads the period of "%s" as %s', (prompt, period) => {
    expect(readReportRequest(prompt).period).toBe(period);
  });

  it('keeps only the figures a prompt names, in the report’s order, in either language', () => {
    expect(readReportRequest('report on margin and stock value').metrics).toEqual(['stock_value', 'margin']);
    expect(readReportRequest('relatório de atrasos, faltas e margem').metrics).toEqual([
      'late_orders',
      'shortages',
      'margin',
    ]);
    expect(readReportRequest('OEE report').metrics).toEqual([
      'oee',
      'availability',
      'performance',
      'quality',
    ]);
  });

  it('gives the default summary when no word of the prompt is known', () => {
    const request = readReportRequest('report blorf zzyzx');
    expect(request.audience).toBe('general');
    expect(request.metrics).toContain('stock_value');
    expect(request.metrics).toContain('margin');
    expect(request.metrics).toHaveLength(11);
  });

  it('gives the finance reader money figures', () => {
    expect(readReportRequest('monthly report for finance').metrics).toEqual([
      'on_time_delivery',
      'late_orders',
      'stock_value',
      'margin',
    ]);
  });

  it.each([
    ['weekly production summary for the plant manager', true],
    ['resumo do turno pro gerente', true],
    ['gerar relatório', true],
    ['move order 4711 to PRS-02', false],
    ['how much sulfur is in stock', false],
  ] as const)('tells a report request: "%s" → %s', (prompt, isReport) => {
    expect(isReportRequest(prompt)).toBe(isReport);
  });
});
