import type { WorkCenterRecord } from './interpretation.ts';
import { NUMBER_WORD_PATTERN, ORDINAL_PATTERN, ordinalValue, smallNumber } from './numbers.ts';
import { allMatches, consume, escapeRegExp, type Scan } from './text.ts';
import { GENERIC_MACHINE_PATTERN, type WorkCenterKind, workCenterNumber } from './work-center-words.ts';

/**
 * How a command named a work center: by id (`PRS-03`, `prs3`), by name (`press 3`, `the second
 * Banbury`), by an id or number the plant does not have (`PRS-09`), by its kind only (`the press`),
 * by several (`the presses`) or as some machine (`the machine`). `candidates` are the ids it may
 * mean: one when resolved, several when the planner must choose.
 */
export interface WorkCenterMention {
  kind: 'id' | 'name' | 'unknown' | 'type' | 'group' | 'generic';
  candidates: string[];
  start: number;
  end: number;
  said: string;
}

/** Prefixes that are also words, so `mil 2` is not read as MIL-02 unless written in capitals. */
const WORDLIKE_PREFIXES = new Set(['mil', 'cal', 'ins', 'aut', 'ban']);

/** Finds the work centers a command names, in order of appearance, and marks them as read. */
export function findWorkCenters(
  scan: Scan,
  workCenters: readonly WorkCenterRecord[],
  kinds: readonly WorkCenterKind[],
): WorkCenterMention[] {
  const mentions: WorkCenterMention[] = [];
  const record = (mention: WorkCenterMention) => {
    mentions.push(mention);
    consume(scan, mention.start, mention.end);
  };
  findIds(scan, workCenters).forEach(record);
  findNamed(scan, kinds).forEach(record);
  findKinds(scan, kinds, workCenters).forEach(record);
  return mentions.sort((a, b) => a.start - b.start);
}

function idParts(id: string): { prefix: string; number: number } | undefined {
  const match = /^([A-Za-z]+)[-_ ]?(\d+)$/.exec(id);
  return match ? { prefix: match[1]!.toLowerCase(), number: Number(match[2]) } : undefined;
}

function findIds(scan: Scan, workCenters: readonly WorkCenterRecord[]): WorkCenterMention[] {
  const prefixes = new Set(workCenters.flatMap((w) => idParts(w.id)?.prefix ?? []));
  if (prefixes.size === 0) return [];
  const pattern = new RegExp(String.raw`\b(${[...prefixes].join('|')})([-_ ]?)0*(\d{1,3})\b(?![-.,]\d)`, 'g');
  const mentions: WorkCenterMention[] = [];
  for (const match of allMatches(pattern, scan.free)) {
    const [said, prefix, separator, digits] = match as unknown as [string, string, string, string];
    const writtenPrefix = scan.text.slice(match.index, match.index + prefix.length);
    if (separator === ' ' && WORDLIKE_PREFIXES.has(prefix) && writtenPrefix !== writtenPrefix.toUpperCase()) {
      continue;
    }
    const sameKind = workCenters.filter((w) => idParts(w.id)?.prefix === prefix);
    const exact = sameKind.filter((w) => idParts(w.id)?.number === Number(digits));
    const base = {
      start: match.index,
      end: match.index + said.length,
      said: scan.text.slice(match.index, match.index + said.length),
    };
    mentions.push(
      exact.length === 1
        ? { ...base, kind: 'id', candidates: [exact[0]!.id] }
        : { ...base, kind: 'unknown', candidates: sameKind.map((w) => w.id) },
    );
  }
  return mentions;
}

const NUMBER_MARK = String.raw`(?:#|no\.?|n[o\u00ba\u00b0]\.?|nr\.?|number|numero)?\s*`;

function findNamed(scan: Scan, kinds: readonly WorkCenterKind[]): WorkCenterMention[] {
  const mentions: WorkCenterMention[] = [];
  for (const kind of kinds) {
    const words = [...kind.singular]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|');
    const byNumber = new RegExp(
      String.raw`\b(${words})\s*${NUMBER_MARK}(\d{1,2}|${NUMBER_WORD_PATTERN})\b(?![-.,:/]?\d)(?!\s*(?:h|hs|hrs?|hours?|horas?|min\w*|days?|dias?)\b)`,
      'g',
    );
    for (const match of allMatches(byNumber, scan.free)) {
      mentions.push(namedMention(scan, kind, match, smallNumber(match[2]!)));
    }
    const byOrdinal = new RegExp(String.raw`\b(${ORDINAL_PATTERN})\s+(${words})\b`, 'g');
    for (const match of allMatches(byOrdinal, scan.free)) {
      mentions.push(namedMention(scan, kind, match, ordinalValue(match[1]!)));
    }
  }
  return mentions;
}

function namedMention(
  scan: Scan,
  kind: WorkCenterKind,
  match: RegExpExecArray,
  number: number | undefined,
): WorkCenterMention {
  const start = match.index;
  const end = start + match[0].length;
  const found = kind.members.filter((w) => workCenterNumber(w) === number);
  const said = scan.text.slice(start, end);
  return found.length === 1
    ? { kind: 'name', candidates: [found[0]!.id], start, end, said }
    : { kind: 'unknown', candidates: kind.members.map((w) => w.id), start, end, said };
}

function findKinds(
  scan: Scan,
  kinds: readonly WorkCenterKind[],
  workCenters: readonly WorkCenterRecord[],
): WorkCenterMention[] {
  const mentions: WorkCenterMention[] = [];
  const add = (match: RegExpExecArray, kind: WorkCenterMention['kind'], candidates: string[]) => {
    const start = match.index;
    const end = start + match[0].length;
    mentions.push({ kind, candidates, start, end, said: scan.text.slice(start, end) });
  };
  for (const kind of kinds) {
    const ids = kind.members.map((w) => w.id);
    const plural = new RegExp(String.raw`\b(${kind.plural.map(escapeRegExp).join('|')})\b`, 'g');
    for (const match of allMatches(plural, scan.free)) add(match, 'group', ids);
    const singular = new RegExp(String.raw`\b(${kind.singular.map(escapeRegExp).join('|')})\b`, 'g');
    for (const match of allMatches(singular, scan.free)) {
      if (mentions.some((m) => m.start <= match.index && match.index < m.end)) continue;
      add(match, ids.length === 1 ? 'name' : 'type', ids);
    }
  }
  const generic = new RegExp(String.raw`\b(${GENERIC_MACHINE_PATTERN})\b`, 'g');
  for (const match of allMatches(generic, scan.free)) {
    add(
      match,
      'generic',
      workCenters.map((w) => w.id),
    );
  }
  return mentions;
}
