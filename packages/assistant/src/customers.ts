import { editDistance, typoAllowance } from './fuzzy.ts';
import type { CustomerRecord } from './interpretation.ts';
import { allMatches, consume, foldText, type Scan, tokenize } from './text.ts';

/** A customer named in a command, with the ids it may mean (one when resolved). */
export interface CustomerMention {
  candidates: string[];
  start: number;
  end: number;
  said: string;
}

/** Words of company names that do not tell companies apart. */
const CORPORATE_WORDS = new Set(
  'ltda ltd inc sa spa ab gmbh cv de do da the and co corp company group plant assembly industrial supply'.split(
    ' ',
  ),
);

/** The words a customer is recognised by. */
export interface CustomerWords {
  id: string;
  /** The first word of the name: the brand planners call a customer by (`Meridian`). */
  brand: string;
  others: Set<string>;
}

/** Each customer's brand word and other name words, for `findCustomers`. */
export function indexCustomers(customers: readonly CustomerRecord[]): CustomerWords[] {
  return customers.map((customer) => {
    const words = (foldText(customer.name).match(/[a-z0-9]+/g) ?? []).filter((w) => !CORPORATE_WORDS.has(w));
    return {
      id: customer.id,
      brand: words[0] ?? '',
      others: new Set(words.slice(1).filter((w) => w.length > 2)),
    };
  });
}

function brandMatches(word: string, brand: string): boolean {
  if (word === brand) return true;
  const allowance = Math.min(1, typoAllowance(brand.length));
  return brand.length >= 5 && editDistance(word, brand, allowance) <= allowance;
}

/**
 * Finds a customer by id (`C-1001`) or by name: its brand word, allowing one typo in brands of
 * five letters or more (`Meridien`), or two of its other name words. Marks the words as read.
 */
export function findCustomers(scan: Scan, customers: readonly CustomerWords[]): CustomerMention[] {
  const mentions: CustomerMention[] = [];
  for (const match of allMatches(/\bc-?(\d{3,5})\b/g, scan.free)) {
    const id = customers.find((c) => c.id.toLowerCase().replace('-', '') === `c${match[1]}`)?.id;
    if (!id) continue;
    const end = match.index + match[0].length;
    mentions.push({ candidates: [id], start: match.index, end, said: scan.text.slice(match.index, end) });
  }
  const tokens = tokenize(scan.free);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.word.length < 3) continue;
    const byBrand = customers.filter((c) => brandMatches(token.word, c.brand));
    const byOthers = customers.filter(
      (c) => c.others.has(token.word) && c.others.has(tokens[i + 1]?.word ?? ''),
    );
    const found = byBrand.length > 0 ? byBrand : byOthers;
    if (found.length === 0) continue;
    let end = token.end;
    // Take the rest of the name along ("Kestrel Pumps", "Coastal Auto Aftermarket").
    while (i + 1 < tokens.length && found.some((c) => c.others.has(tokens[i + 1]!.word)))
      end = tokens[++i]!.end;
    mentions.push({
      candidates: found.map((c) => c.id),
      start: token.start,
      end,
      said: scan.text.slice(token.start, end),
    });
  }
  for (const mention of mentions) consume(scan, mention.start, mention.end);
  return mentions;
}
