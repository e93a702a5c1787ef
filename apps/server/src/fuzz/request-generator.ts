import { validateHeaderValue } from 'node:http';
import fc from 'fast-check';
import { badValue, nearMiss } from './bad-values.ts';
import type { JsonSchema, Operation } from './openapi-operations.ts';

/** Values seen in the seeded plant, by field name, so valid-looking requests reach real rows. */
export type Hints = Record<string, readonly (string | number)[]>;

export interface FuzzRequest {
  method: string;
  url: string;
  /** Raw JSON text, so keys like __proto__ reach the server as written. */
  payload?: string;
  headers: Record<string, string>;
  /** What was broken, for the failure message. */
  mutation: string;
}

const PLAIN_DATES = ['2026-11-30', '2026-12-07', '1970-01-01', '2200-12-31', '2026-11-20'];
const DATE_TIMES = [
  '2026-11-30T08:00:00Z',
  '2026-12-02T14:30:00-03:00',
  '2026-11-20T00:00:00Z',
  '2200-12-31T23:59:59Z',
  '1970-01-01T00:00:00Z',
];
const WORDS = ['STD-101', 'PRS-04', 'schedule all orders', 'what is late?', 'A', 'test'];

/** A value the schema accepts, mostly; the field name picks plant values from `hints`. */
export function validValue(schema: JsonSchema, name: string, hints: Hints, depth = 0): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validValue(b, name, hints, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const hinted = hints[name];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringValue(schema, hinted);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = Math.min(schema.maximum ?? min + 1000, min + 1000);
      const plain =
        type === 'integer'
          ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
          : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      const numbers = hinted?.filter((h) => typeof h === 'number') ?? [];
      return numbers.length > 0 ? fc.oneof(fc.constantFrom(...numbers), plain) : plain;
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = schema.items ?? {};
      const maxLength = Math.min(schema.maxItems ?? 3, 3);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      return depth > 4
        ? fc.constant([])
        : fc.array(validValue(item, name, hints, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return depth > 4 ? fc.constant({}) : objectValue(schema, hints, depth);
    default:
      return fc.constantFrom(null, 'x', 1, { note: 'any' });
  }
}

function stringValue(
  schema: JsonSchema,
  hinted: readonly (string | number)[] | undefined,
): fc.Arbitrary<unknown> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'date') return fc.constantFrom(...PLAIN_DATES);
  if (schema.format === 'date-time') return fc.constantFrom(...DATE_TIMES);
  if (schema.format === 'email') return fc.constantFrom('planner@example.com', 'a.b@plant.com.br');
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 20, 20));
  const plain = fc.oneof(
    fc.constantFrom(...WORDS).filter((w) => w.length >= minLength && w.length <= (schema.maxLength ?? 1e9)),
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
  );
  const strings = hinted?.filter((h) => typeof h === 'string') ?? [];
  const candidate = strings.length > 0 ? fc.oneof(fc.constantFrom(...strings), plain) : plain;
  if (!schema.pattern) return candidate;
  // A pattern (no control characters, a user id) keeps a plain value it accepts, else one made to fit.
  const pattern = new RegExp(schema.pattern);
  return fc
    .tuple(candidate, fc.stringMatching(pattern, { size: 'xsmall' }))
    .map(([value, fitting]) => (typeof value === 'string' && pattern.test(value) ? value : fitting));
}

function objectValue(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, sub]) => [key, validValue(sub, key, hints, depth + 1)]),
  );
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}

/** Every place a value sits in `root`, as a path of keys. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...pathsOf(v, [...prefix, i]));
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined && !Array.isArray(at)) delete at[last];
  else at[last] = value;
  return copy;
}

function getAt(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string | number, unknown>)?.[key], root);
}

type Part = 'body' | 'query' | 'params';

/** A bad version of `base`: one value replaced, one near miss, one key removed, one key added. */
function mutate(base: unknown, part: Part): fc.Arbitrary<{ value: unknown; mutation: string }> {
  const paths = pathsOf(base);
  const leafPaths = paths.filter((p) => p.length > 0);
  return fc.tuple(fc.nat({ max: paths.length - 1 }), fc.nat({ max: 3 })).chain(([index, how]) => {
    const path = (how > 0 ? leafPaths[index % Math.max(leafPaths.length, 1)] : undefined) ?? paths[index]!;
    const where = `${part}${path.map((k) => `.${k}`).join('')}`;
    if (how === 2 && path.length > 0)
      return fc.constant({ value: setAt(base, path, undefined), mutation: `removed ${where}` });
    if (how === 3) {
      const target = getAt(base, path);
      if (target && typeof target === 'object' && !Array.isArray(target))
        return badValue.map((bad) => ({
          value: setAt(base, [...path, 'unexpected'], bad),
          mutation: `added ${where}.unexpected`,
        }));
    }
    const replacement = how === 1 ? nearMiss(getAt(base, path)) : badValue;
    return replacement.map((bad) => ({
      value: setAt(base, path, bad),
      mutation: `${where} = ${preview(bad)}`,
    }));
  });
}

export function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 60)}… (${text.length} chars)` : text;
}

/** Query and path values travel as text: objects as JSON, arrays as repeated keys. */
function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value])
      parts.push(`${percentEncode(key)}=${percentEncode(asText(one))}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate goes as U+FFFD, as a browser sends it). */
function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8'))
    out += /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).padStart(2, '0')}`;
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function urlOf(path: string, params: unknown, query: unknown, rawParam: string | undefined): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (rawParam !== undefined) return rawParam;
    const value = (params as Record<string, unknown> | undefined)?.[name];
    return percentEncode(value === undefined ? '' : asText(value));
  });
  return filled + queryString(query);
}

/** Path segments that are not even valid URL text, or longer than the router takes. */
const RAW_PARAMS = ['%', '%zz', '%E0%A4%A', '%00', 'x'.repeat(5000), '..%2F..%2Fetc%2Fpasswd'];

/**
 * Requests for one operation: mostly one thing broken in body, query or path (a bad value, a near miss,
 * a missing or extra key), sometimes a prototype key or malformed path text, and a share left valid.
 */
export function requestFor(operation: Operation, hints: Hints, userId: string): fc.Arbitrary<FuzzRequest> {
  const part = (schema: JsonSchema | undefined) =>
    schema ? validValue(schema, '', hints) : fc.constant(undefined);
  const hasParams = Object.keys(operation.params.properties ?? {}).length > 0;
  const hasQuery = Object.keys(operation.query.properties ?? {}).length > 0;
  const targets: Part[] = [
    ...(operation.body ? (['body', 'body', 'body'] as const) : []),
    ...(hasQuery ? (['query'] as const) : []),
    ...(hasParams ? (['params'] as const) : []),
  ];
  return fc
    .record({
      body: part(operation.body),
      query: part(operation.query),
      params: part(operation.params),
      target: targets.length > 0 ? fc.constantFrom(...targets) : fc.constant(undefined),
      style: fc.constantFrom('mutate', 'mutate', 'mutate', 'mutate', 'valid', 'proto', 'raw-param', 'header'),
      rawParam: fc.constantFrom(...RAW_PARAMS),
      userId: badValue.map(asText).filter(isSendableHeader),
    })
    .chain((r) => {
      const built = (
        request: Partial<Record<Part, unknown>>,
        mutation: string,
        raw?: string,
      ): FuzzRequest => {
        const payload =
          operation.body || request.body !== undefined ? JSON.stringify(request.body ?? null) : undefined;
        return {
          method: operation.method,
          url: urlOf(operation.path, request.params ?? r.params, request.query ?? r.query, raw),
          headers: {
            'x-user-id': r.style === 'header' ? r.userId : userId,
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          ...(payload !== undefined
            ? { payload: r.style === 'proto' ? withProtoKey(payload) : payload }
            : {}),
          mutation,
        };
      };
      if (r.style === 'valid' || r.target === undefined) return fc.constant(built(r, 'none (valid-looking)'));
      if (r.style === 'header') return fc.constant(built(r, `headers.x-user-id = ${preview(r.userId)}`));
      if (r.style === 'proto') return fc.constant(built(r, 'a __proto__ key in the body'));
      if (r.style === 'raw-param' && hasParams)
        return fc.constant(built(r, `raw path text ${preview(r.rawParam)}`, r.rawParam));
      const target = r.target;
      return mutate(r[target] ?? {}, target).map(({ value, mutation }) =>
        built({ ...r, [target]: value }, mutation),
      );
    });
}

/** Node refuses to send a header with NUL or line breaks at all: those never reach a server. */
function isSendableHeader(value: string): boolean {
  try {
    validateHeaderValue('x-user-id', value);
    return true;
  } catch {
    return false;
  }
}

/** A prototype-pollution attempt written as raw JSON (JSON.stringify would drop a real __proto__ key). */
function withProtoKey(payload: string): string {
  const inner = payload.startsWith('{') && payload !== '{}' ? `,${payload.slice(1)}` : '}';
  return `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}${inner}`;
}
