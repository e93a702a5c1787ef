/**
 * The operations of the running app, read from the OpenAPI document it generates from the contract's
 * zod schemas: a route added later is fuzzed without touching the suite.
 */

/** The part of JSON Schema the contract's zod schemas turn into. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

export interface Operation {
  method: string;
  /** OpenAPI path, `{name}` for a path parameter. */
  path: string;
  params: JsonSchema;
  query: JsonSchema;
  body?: JsonSchema;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

/** Every API operation of the document (the docs UI's own routes are not part of the API). */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        params: objectOf(parameters.filter((p) => p.in === 'path')),
        query: objectOf(parameters.filter((p) => p.in === 'query')),
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

function objectOf(parameters: OpenApiParameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * Whether a `details[].field` of a 400 names a place the operation's schema has: `body.orders.0.quantity`,
 * `querystring.limit`, `params.id`, or the caller header. A field nobody can find is no help to a client.
 */
export function namesRealField(operation: Operation, field: string): boolean {
  const [context, ...path] = field.split('.');
  if (context === 'headers') return path.join('.') === 'x-user-id';
  const root =
    context === 'body'
      ? operation.body
      : context === 'querystring'
        ? operation.query
        : context === 'params'
          ? operation.params
          : undefined;
  return root !== undefined && resolves(root, path);
}

function resolves(schema: JsonSchema, path: string[]): boolean {
  const [head, ...rest] = path;
  if (head === undefined) return true;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => resolves(branch, path));
  if (schema.items && /^\d+$/.test(head)) return resolves(schema.items, rest);
  const property = schema.properties?.[head];
  if (property) return resolves(property, rest);
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') return resolves(extra, rest);
  // A schema of any value ({}): whatever lies under it is its own.
  return schema.type === undefined && !schema.properties && !schema.items;
}
