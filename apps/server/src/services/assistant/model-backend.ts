import { type Interpretation, type MasterData, plannerTools, readToolCall } from '@takt/assistant';
import OpenAI from 'openai';
import type { LlmConfig } from '../../config.ts';
import { plantDateTimeWithOffset, timeZoneLabel } from '../../time/plant-clock.ts';

export type ModelOutcome = { ok: true; reading: Interpretation } | { ok: false; reason: string };

const SYSTEM_PROMPT = [
  'You are the planning assistant of Takt, a production planning product for a rubber-products plant.',
  'Choose exactly one tool for the planner’s message and fill only the arguments the message states.',
  'Use the plant’s own ids: work centers and materials are listed below.',
  'The planner speaks in plant time; write a date as ISO 8601 (YYYY-MM-DD) and a date-time with the plant’s UTC offset.',
].join(' ');

/**
 * Lets an OpenAI-compatible model choose the tool by function calling. Every failure — no answer in
 * time, an HTTP error, no tool call, arguments that fail the schema or name ids the plant lacks — is
 * a reason, and the caller falls back to the local interpreter.
 */
export async function interpretWithModel(
  llm: LlmConfig,
  text: string,
  history: readonly { role: string; content: string }[],
  masterData: MasterData,
  now: Date,
  timeZone: string,
): Promise<ModelOutcome> {
  const client = new OpenAI({
    baseURL: llm.baseUrl,
    apiKey: llm.apiKey,
    timeout: llm.timeoutMs,
    maxRetries: 0,
  });
  const plant = [
    `Now: ${plantDateTimeWithOffset(now, timeZone)} (plant time, ${timeZoneLabel(timeZone, now)}).`,
    `Work centers: ${masterData.workCenters.map((w) => `${w.id} (${w.name})`).join(', ')}.`,
    `Materials: ${masterData.materials.map((m) => m.id).join(', ')}.`,
  ].join('\n');
  try {
    const completion = await client.chat.completions.create({
      model: llm.model,
      messages: [
        { role: 'system', content: `${SYSTEM_PROMPT}\n${plant}` },
        ...history.slice(-5).map((m) => ({
          role: m.role === 'user' ? ('user' as const) : ('assistant' as const),
          content: m.content,
        })),
        { role: 'user', content: text },
      ],
      tools: plannerTools().map((t) => ({ type: 'function' as const, function: t })),
      tool_choice: 'required',
    });
    const call = completion.choices[0]?.message.tool_calls?.find((c) => c.type === 'function');
    if (call?.type !== 'function') return { ok: false, reason: 'the model answered without choosing a tool' };
    return readToolCall(text, call.function.name, call.function.arguments, masterData);
  } catch (error) {
    const name = error instanceof Error ? error.constructor.name : 'Error';
    if (name === 'APIConnectionTimeoutError')
      return { ok: false, reason: `no answer within ${llm.timeoutMs} ms` };
    const status = (error as { status?: number }).status;
    return {
      ok: false,
      reason: status ? `the model server answered ${status}` : `the model could not be reached (${name})`,
    };
  }
}
