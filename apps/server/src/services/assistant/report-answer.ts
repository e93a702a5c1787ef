import type { TextReply } from '@takt/contract';
import type { Caller, ReadScope } from '../../db/scope.ts';
import type { MrpJobs } from '../bom/mrp-runs.ts';
import { generateReport } from '../reports/report-service.ts';
import { toolOf } from './tool-answers.ts';

/**
 * A report asked of the assistant ("weekly production summary for the plant manager", "resumo do
 * turno pro gerente"): the report POST /reports/generate gives for the same prompt, as a 'report'
 * reply whose text is the report's Markdown (its "**Name:** value" lines are what the panel's
 * exports read) and whose data carries the report, chart included.
 */
export async function answerReport(
  jobs: MrpJobs,
  caller: Caller,
  scope: ReadScope,
  prompt: string,
  now: Date,
): Promise<Pick<TextReply, 'type' | 'text' | 'tool' | 'data'>> {
  const report = await generateReport(jobs, caller, scope, prompt, now);
  return {
    type: 'report',
    tool: toolOf(report.language, 'report', { period: report.period, audience: report.audience }),
    text: report.markdown,
    data: { report },
  };
}
