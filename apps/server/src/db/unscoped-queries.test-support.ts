import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { SCOPED_TABLES } from './scoped.ts';

/** A query of a scoped table written without `scoped()`, where it is in the source. */
export interface UnscopedQuery {
  file: string;
  line: number;
  /** The table it names, or '?' when the table is a variable the scan cannot read. */
  table: string;
  problem: string;
}

const SERVER_SRC = join(import.meta.dirname, '..');
const SCOPED = new Set<string>(SCOPED_TABLES);
const QUERY_CALL = /\.(selectFrom|updateTable|deleteFrom|insertInto)\(/g;
const JOIN_CALL = /\.(innerJoin|leftJoin|rightJoin|fullJoin)\(/g;
const SQL_TEMPLATE = /\bsql(?:<[^>`]*>)?`([^`]*)`/g;
const SQL_TABLE = /\b(?:from|join|into|update)\s+"?(\w+)"?/gi;

/**
 * The server's own source files a scan reads: tests and their helpers set up data as they need, and
 * db/scoped.ts is the one place that may name a table it was given.
 */
export function serverSourceFiles(dir = SERVER_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' && dir === SERVER_SRC ? [] : serverSourceFiles(path);
    if (!entry.name.endsWith('.ts') || /\.test(-support)?\.ts$/.test(entry.name)) return [];
    return relative(SERVER_SRC, path) === join('db', 'scoped.ts') ? [] : [path];
  });
}

/** The path of a server source file as the allow-list names it: 'services/orders-service.ts'. */
export function serverPath(path: string): string {
  return relative(SERVER_SRC, path).split(sep).join('/');
}

/**
 * Every raw query of a scoped table in `text`: a `selectFrom` / `updateTable` / `deleteFrom` /
 * `insertInto` whose receiver is not a `scoped(...)` call or a name bound to one; one naming its table
 * by a variable (the scan cannot tell which table); a join of a scoped table whose condition does not
 * mention `dataset_id`; and plain SQL that names a scoped table.
 */
export function findUnscopedQueries(file: string, text: string): UnscopedQuery[] {
  const found: UnscopedQuery[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  const scopedNames = new Set([...text.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*scoped\(/g)].map((m) => m[1]));
  for (const call of text.matchAll(QUERY_CALL)) {
    if (isScopedReceiver(text, call.index, scopedNames)) continue;
    const table = tableArgument(text, call.index + call[0].length);
    if (table === undefined) {
      found.push({
        file,
        line: lineAt(call.index),
        table: '?',
        problem: `${call[1]} of a table named by a variable`,
      });
    } else if (SCOPED.has(table)) {
      found.push({ file, line: lineAt(call.index), table, problem: `${call[1]} without scoped()` });
    }
  }
  for (const join of text.matchAll(JOIN_CALL)) {
    const open = join.index + join[0].length;
    const table = tableArgument(text, open);
    if (table === undefined || !SCOPED.has(table)) continue;
    const args = text.slice(open, closingParen(text, open - 1));
    if (!args.includes('dataset_id')) {
      found.push({ file, line: lineAt(join.index), table, problem: `${join[1]} not on dataset_id` });
    }
  }
  for (const template of text.matchAll(SQL_TEMPLATE)) {
    for (const named of (template[1] ?? '').matchAll(SQL_TABLE)) {
      const table = (named[1] ?? '').toLowerCase();
      if (SCOPED.has(table)) found.push({ file, line: lineAt(template.index), table, problem: 'plain SQL' });
    }
  }
  return found;
}

/** Every raw query of a scoped table in the server's source, in file order. */
export function scanServerSource(): UnscopedQuery[] {
  return serverSourceFiles().flatMap((path) =>
    findUnscopedQueries(serverPath(path), readFileSync(path, 'utf8')),
  );
}

/** Whether the call at `dot` is made on `scoped(...)` or on a name bound to `scoped(...)` in the file. */
function isScopedReceiver(text: string, dot: number, scopedNames: Set<string | undefined>): boolean {
  let end = dot;
  while (end > 0 && /\s/.test(text[end - 1] ?? '')) end--;
  if (text[end - 1] === ')') {
    const open = openingParen(text, end - 1);
    return /\bscoped\s*$/.test(text.slice(Math.max(0, open - 20), open));
  }
  const name = /(\w+)$/.exec(text.slice(Math.max(0, end - 60), end))?.[1];
  return name !== undefined && scopedNames.has(name);
}

/** The table a call's first argument names ('order_operations as op' names order_operations), if a literal. */
function tableArgument(text: string, from: number): string | undefined {
  const literal = /^\s*(['"`])([\w ]+?)\1/.exec(text.slice(from, from + 120));
  return literal?.[2]?.split(/\s+as\s+/)[0];
}

function openingParen(text: string, close: number): number {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    if (text[i] === ')') depth++;
    else if (text[i] === '(' && --depth === 0) return i;
  }
  return 0;
}

function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return text.length;
}
