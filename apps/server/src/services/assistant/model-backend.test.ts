import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTENTS } from '@takt/assistant';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../app.test-support.ts';

/** A stand-in for an OpenAI-compatible server: the protocol only, with answers chosen by the message. */
function fakeModelServer(): Promise<{ server: Server; url: string; requests: unknown[] }> {
  const requests: unknown[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const request = JSON.parse(body) as { messages: { role: string; content: string }[]; tools: unknown[] };
      requests.push(request);
      const text = request.messages.at(-1)?.content ?? '';
      if (text.includes('boom')) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
        return;
      }
      const call = (name: string, args: string) => ({
        id: 'c1',
        object: 'chat.completion',
        created: 0,
        model: 'fake',
        choices: [
          {
            index: 0,
            finish_reason: 'tool_calls',
            message: {
              role: 'assistant',
              content: null,
              tool_calls: [{ id: 't1', type: 'function', function: { name, arguments: args } }],
            },
          },
        ],
      });
      const answer = text.includes('bad args')
        ? call('schedule__breakdown', '{"machine":"PRS-03"}')
        : call('production__status', '{}');
      const send = () =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      if (text.includes('slow')) setTimeout(send, 2000);
      else send();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/v1`, requests });
    }),
  );
}

let model: Awaited<ReturnType<typeof fakeModelServer>>;
let t: TestApp;
beforeAll(async () => {
  model = await fakeModelServer();
  t = await startTestApp({
    config: { llm: { baseUrl: model.url, apiKey: 'test-key', model: 'fake', timeoutMs: 500 } },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => model.server.close(resolve));
});

const ask = (prompt: string, backend = 'openai') =>
  t.app
    .inject({ method: 'POST', url: '/api/schedule/run', payload: { prompt, backend } })
    .then((r) => r.json());

describe('the optional language-model backend (issue 5)', () => {
  it('lets the model choose the tool by function calling, with the plant in the system message', async () => {
    const reply = await ask('how are we doing today?');
    expect(reply).toMatchObject({
      intent: 'production.status',
      backend: 'openai',
      tool: { name: 'production_status' },
    });
    const sent = model.requests.at(-1) as {
      tools: { function: { name: string } }[];
      messages: { content: string }[];
    };
    // One tool per intent: the model has the same tool set as the interpreter.
    expect(sent.tools).toHaveLength(INTENTS.length);
    expect(sent.messages[0]!.content).toContain('PRS-03');
  });

  it.each([
    ['arguments that fail the schema', 'bad args: PRS-03 is down for 2 hours', /invalid tool arguments/],
    ['no answer in time', 'slow: how much RM-778 do we have', /no answer within 500 ms/],
    ['an HTTP error', 'boom: how much RM-778 do we have', /answered 500/],
  ])('falls back to the local interpreter on %s and says so', async (_, prompt, reason) => {
    const reply = await ask(prompt);
    expect(reply.backend).toBe('local');
    expect(reply.reasoning_trace[0].content).toMatch(/The language model failed/);
    expect(reply.reasoning_trace[0].content).toMatch(reason);
  });

  it('uses the local interpreter when asked for it, without calling the model', async () => {
    const before = model.requests.length;
    const reply = await ask('How much RM-778 do we have?', 'offline');
    expect(reply).toMatchObject({ backend: 'local', intent: 'inventory.query' });
    expect(model.requests.length).toBe(before);
  });
});
