import type { AssistantReply, Report } from '@takt/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReportReply } from '../reports/ReportReply.tsx';
import { replyMessage } from './reply-message.ts';
import { reportFile } from './report-export.ts';

const report: Report = {
  title: 'Relatório de produção do turno para o gerente da planta',
  prompt: 'resumo do turno pro gerente',
  language: 'pt-BR',
  period: 'shift',
  audience: 'plant_manager',
  period_start: '2026-11-25',
  period_end: '2026-11-26',
  generated_at: '2026-11-25T10:00:00.000Z',
  metrics: [
    {
      id: 'late_orders',
      name: 'Ordens atrasadas',
      unit: 'count',
      value: 17,
      display: '17',
      reason: null,
      source_endpoint: 'GET /api/dashboard',
    },
    {
      id: 'oee',
      name: 'OEE',
      unit: 'percent',
      value: null,
      display: 'não calculável',
      reason: 'faltam dados',
      source_endpoint: 'none (see reason)',
    },
  ],
  chart: {
    kind: 'bar',
    title: 'Utilização por centro de trabalho (%)',
    unit: 'percent',
    categories: ['PRS-01'],
    values: [52.5],
  },
  markdown: '# 📊 Relatório\n\n- **Ordens atrasadas:** 17\n- **OEE:** não calculável — faltam dados',
};

const reply = {
  type: 'report',
  text: report.markdown,
  tool: { name: 'report', description: '', reasoning: '' },
  data: { report },
} as AssistantReply;

describe('a report reply in the assistant (issue 16)', () => {
  it('carries its report into the message, and exports its figures by the assistant’s rules', () => {
    const message = replyMessage(reply, new Date('2026-11-25T10:00:00Z'));
    expect(message.report?.title).toBe(report.title);
    const csv = reportFile('csv', message, new Date('2026-11-25T10:00:00Z')).text;
    expect(csv.split('\n').slice(0, 3)).toEqual([
      'Metric,Value',
      'Ordens atrasadas,17',
      'OEE,não calculável — faltam dados',
    ]);
  });

  it('shows the chart and opens a printable page in the report’s language that prints', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<ReportReply report={report} />);
    expect(screen.getByRole('img', { name: report.chart!.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Página para impressão' }));
    const page = screen.getByRole('dialog', { name: report.title });
    expect(within(page).getByRole('rowheader', { name: 'Ordens atrasadas' })).toBeTruthy();
    expect(within(page).getByText('faltam dados')).toBeTruthy();
    fireEvent.click(within(page).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalled();
    fireEvent.click(within(page).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
