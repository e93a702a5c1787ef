import { type AssistantReply, Report, ReportGenerateResponse } from '@takt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * A report asked of the assistant (issue 16): the reply is of type 'report', its text the report's
 * Markdown in the prompt's language and its data the report POST /reports/generate gives.
 */
let t: TestApp;
const headers = asUser('rui');
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

const say = async (prompt: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/schedule/run',
    headers,
    payload: { prompt, backend: 'offline' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AssistantReply & { data?: { report?: unknown } };
};

const generated = async (prompt: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/reports/generate',
    headers,
    payload: { prompt },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ReportGenerateResponse.parse(res.json()).report;
};

describe('a report asked of the assistant', () => {
  it.each([
    ['weekly production summary for the plant manager', 'en-US', '**Late orders:**'],
    ['resumo do turno pro gerente', 'pt-BR', '**Ordens atrasadas:**'],
  ])('answers "%s" with the report of POST /reports/generate', async (prompt, language, line) => {
    const reply = await say(prompt);
    expect(reply.type).toBe('report');
    const report = Report.parse(reply.data?.report);
    expect(report.language).toBe(language);
    expect(reply.type === 'report' && reply.text).toBe(report.markdown);
    expect(report.markdown).toContain(line);
    const direct = await generated(prompt);
    expect(report.metrics).toEqual(direct.metrics);
    expect(report.chart).toEqual(direct.chart);
  });
});
