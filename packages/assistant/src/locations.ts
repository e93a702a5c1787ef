import type { LocationRecord } from './interpretation.ts';
import { allMatches, consume, escapeRegExp, foldText, type Scan } from './text.ts';

/** A location named in a command, and whether it is a transfer's source or destination. */
export interface LocationMention {
  id: string;
  role: 'from' | 'to' | 'at';
  start: number;
  end: number;
}

/** Other names of the usual locations, folded, in English and Portuguese. */
const SYNONYMS: Record<string, string[]> = {
  MAIN: [
    'main warehouse',
    'warehouse',
    'almoxarifado principal',
    'almoxarifado',
    'deposito principal',
    'armazem principal',
    'estoque principal',
  ],
  PRODUCTION: ['production floor', 'shop floor', 'chao de fabrica', 'linha de producao'],
  QUARANTINE: ['quarantined', 'quarantine', 'quarentena'],
  SHIPPING: ['shipping', 'dispatch', 'expedicao'],
};

/** Words that name a location only after a preposition: "to main", "para a producao". */
const WEAK_WORDS: Record<string, string[]> = {
  MAIN: ['main'],
  PRODUCTION: ['production', 'producao'],
};

/** Every folded word of the location synonyms, so typo correction leaves them alone. */
export const LOCATION_WORDS = Object.values(SYNONYMS).flatMap((names) => names.join(' ').split(' '));

const FROM_BEFORE = /(?:\bfrom|\bout of|\bdo|\bda|\bdos|\bdas|\bde)\s+(?:the\s+)?$/;
const TO_BEFORE =
  /(?:\bto|\binto|\bpara|\bpra|\bpro|\bpara a|\bpara o|\bpra a|->|=>|→)\s*(?:the\s+|a\s+|o\s+)?$/;
const AT_BEFORE = /(?:\bin|\bat|\bno|\bna|\bnos|\bnas|\bem|\bon)\s+(?:the\s+)?$/;

function roleOf(before: string, said: string): LocationMention['role'] | undefined {
  if (said === 'quarantined') return 'from';
  if (FROM_BEFORE.test(before)) return 'from';
  if (TO_BEFORE.test(before)) return 'to';
  if (AT_BEFORE.test(before)) return 'at';
  return undefined;
}

/**
 * Finds locations by id or name (`MAIN`, "the main warehouse", "quarentena", "expedição"); the
 * everyday words `main` and `production` count only after a preposition or written in capitals.
 * The role comes from the preposition before (from/de/do → source; to/para → destination); an
 * arrow between two locations reads source → destination.
 */
export function findLocations(scan: Scan, locations: readonly LocationRecord[]): LocationMention[] {
  const mentions: LocationMention[] = [];
  for (const location of locations) {
    const strong = [foldText(location.name), ...(SYNONYMS[location.id] ?? [])];
    const weak = [location.id.toLowerCase(), ...(WEAK_WORDS[location.id] ?? [])];
    const words = [...new Set([...strong, ...weak])].sort((a, b) => b.length - a.length);
    const pattern = new RegExp(String.raw`\b(${words.map(escapeRegExp).join('|')})\b`, 'g');
    for (const match of allMatches(pattern, scan.free)) {
      const said = match[1]!;
      const start = match.index;
      const end = start + said.length;
      const before = scan.free.slice(Math.max(0, start - 14), start);
      const after = scan.free.slice(end, end + 4);
      const isCapitalId = scan.text.slice(start, end) === location.id;
      const role = roleOf(before, said) ?? (/^\s*(->|=>|→)/.test(after) ? 'from' : undefined);
      const isWeak = !strong.includes(said) && !isCapitalId;
      if (isWeak && role === undefined) continue;
      mentions.push({ id: location.id, role: role ?? 'at', start, end });
    }
  }
  for (const mention of mentions) consume(scan, mention.start, mention.end);
  return mentions.sort((a, b) => a.start - b.start);
}
