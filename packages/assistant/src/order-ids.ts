import { allMatches, consume, type Scan } from './text.ts';

/** An order named in a command; `isBare` when only its number was written ("postpone 1041"). */
export interface OrderMention {
  id: string;
  start: number;
  end: number;
  isBare: boolean;
}

const ORDER_WORD = '(?:production order|sales order|order|ordr|ordem|op|pedido|job|wo)';
const NUMBER_MARK = String.raw`(?:\s*(?:no\.?|n[o\u00ba\u00b0]\.?|nr\.?|number|numero|#|:))?`;

function salesOrderId(digits: string): string {
  return `SO-${digits}`;
}

const UNIT_AFTER =
  /^\s*(?:k\b|mil\b|pcs?\b|pieces?\b|units?\b|un\b|pecas?\b|unidades?\b|kgs?\b|t\b|tons?\b|m\b|metros?\b|meters?\b|l\b|litros?\b|%)/;

/**
 * Finds orders: after an order word (`order 1004`, `OP 1045`, `pedido SO-50090`), after `#`, sales
 * orders by their `SO-` prefix, and — when the plant's order ids are known — a bare number that is
 * one of them. A number followed by a unit or a material id is a quantity, not an order, unless it
 * is a known order id ("rush order: 500 STD-101", "new order 300 m of hose"). Marks them as read.
 */
export function findOrders(
  scan: Scan,
  knownIds: ReadonlySet<string>,
  isMaterialId: (word: string) => boolean,
): OrderMention[] {
  const isQuantity = (end: number) => {
    const after = scan.free.slice(end, end + 40);
    const nextWord =
      /^\s*(?:x\s*)?(?:of\s+|de\s+|do\s+|da\s+)?([a-z0-9]+(?:-[a-z0-9]+)*)/.exec(after)?.[1] ?? '';
    return UNIT_AFTER.test(after) || isMaterialId(nextWord);
  };
  const mentions: OrderMention[] = [];
  const add = (id: string, start: number, end: number, isBare: boolean) => {
    mentions.push({ id, start, end, isBare });
    consume(scan, start, end);
  };
  for (const match of allMatches(/\bso[-\s]?(\d{4,6})\b/g, scan.free)) {
    add(salesOrderId(match[1]!), match.index, match.index + match[0].length, false);
  }
  const afterWord = new RegExp(String.raw`\b${ORDER_WORD}${NUMBER_MARK}\s*#?\s*(\d{3,6})\b(?![.,]\d)`, 'g');
  for (const match of allMatches(afterWord, scan.free)) {
    const digits = match[1]!;
    const start = match.index + match[0].length - digits.length;
    if (!knownIds.has(digits) && isQuantity(start + digits.length)) continue;
    add(digits, start, start + digits.length, false);
  }
  for (const match of allMatches(/#\s*(\d{3,6})\b/g, scan.free)) {
    add(match[1]!, match.index, match.index + match[0].length, false);
  }
  if (knownIds.size > 0) {
    for (const match of allMatches(/(?<![\d.,/:-])\b(\d{3,6})\b(?![.,/:-]?\d)/g, scan.free)) {
      if (knownIds.has(match[1]!) && !isQuantity(match.index + match[0].length)) {
        add(match[1]!, match.index, match.index + match[0].length, true);
      }
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}
