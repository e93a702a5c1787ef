import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../app.test-support.ts';

/**
 * The contract is the single source of the API's shape (ARCHITECTURE.md, issue 12): every operation of
 * the OpenAPI document the app generates declares what it reads and what it answers. A route added
 * without a request or response schema fails here.
 */

interface MediaTypes {
  [mediaType: string]: { schema?: object };
}
interface Operation {
  parameters?: { in: string; name: string; schema?: object }[];
  requestBody?: { content?: MediaTypes };
  responses?: Record<string, { content?: MediaTypes }>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

/** Methods that carry a body: each declares one, `NoBody` when it takes nothing. */
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

const hasSchema = (content: MediaTypes | undefined) =>
  Object.values(content ?? {}).some(
    (media) => media.schema !== undefined && Object.keys(media.schema).length > 0,
  );

/** What an operation leaves undeclared: path parameters, its body, its 2xx answers. */
function undeclaredParts(path: string, method: string, operation: Operation): string[] {
  const gaps: string[] = [];
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    const declared = operation.parameters?.some((p) => p.in === 'path' && p.name === name && p.schema);
    if (!declared) gaps.push(`path parameter ${name}`);
  }
  if (WRITE_METHODS.has(method) && !hasSchema(operation.requestBody?.content)) gaps.push('request body');
  const successes = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
  if (successes.length === 0) gaps.push('a 2xx response');
  for (const [status, response] of successes) {
    if (!hasSchema(response.content)) gaps.push(`${status} response schema`);
  }
  return gaps;
}

/** Every `$ref` of the document that points nowhere inside it (a recursive schema left unnamed does). */
function danglingRefs(doc: object): string[] {
  const refs: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') refs.push(child);
        else walk(child);
      }
    }
  };
  walk(doc);
  const resolves = (ref: string) =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc) !==
    undefined;
  return [...new Set(refs)].filter((ref) => !ref.startsWith('#/') || !resolves(ref));
}

function apiOperations(doc: OpenApiDocument) {
  return Object.entries(doc.paths ?? {})
    .filter(([path]) => path.startsWith('/api/') && !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('OpenAPI coverage: the contract declares every request and response (issue 12)', () => {
  it('declares each operation’s path parameters, body and 2xx response schemas', () => {
    const operations = apiOperations(t.app.swagger() as OpenApiDocument);
    // The app's 37 operations as of issue 12: fewer means the document lost routes, not that all is well.
    expect(operations.length).toBeGreaterThanOrEqual(37);
    const gaps = operations.flatMap(({ path, method, operation }) =>
      undeclaredParts(path, method, operation).map((gap) => `${method.toUpperCase()} ${path}: ${gap}`),
    );
    expect(gaps).toEqual([]);
  });

  it('resolves every $ref of the document (recursive answers are named components)', () => {
    const doc = t.app.swagger() as OpenApiDocument;
    expect(danglingRefs(doc)).toEqual([]);
    expect(danglingRefs({ a: { $ref: '#/components/schemas/Nowhere' } })).toEqual([
      '#/components/schemas/Nowhere',
    ]);
  });

  it('documents the progress stream as text/event-stream', () => {
    const doc = t.app.swagger() as OpenApiDocument;
    const events = doc.paths?.['/api/schedule/runs/{id}/events']?.get;
    expect(Object.keys(events?.responses?.['200']?.content ?? {})).toEqual(['text/event-stream']);
  });

  it.each([
    [
      'a write without a body',
      '/api/x',
      'post',
      { responses: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } } },
      ['request body'],
    ],
    [
      'an answer without a schema',
      '/api/x',
      'get',
      { responses: { 200: { description: 'Default Response' } } },
      ['200 response schema'],
    ],
    ['no 2xx answer at all', '/api/x', 'get', { responses: {} }, ['a 2xx response']],
    [
      'an undeclared path parameter',
      '/api/x/{id}',
      'get',
      { responses: { 200: { content: { 'application/json': { schema: { type: 'string' } } } } } },
      ['path parameter id'],
    ],
  ] as const)('names %s', (_, path, method, operation, expected) => {
    expect(undeclaredParts(path, method, operation as Operation)).toEqual(expected);
  });
});
