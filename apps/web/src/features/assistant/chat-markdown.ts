/**
 * The small part of Markdown the assistant writes, read into blocks of plain text: headings,
 * bullet and numbered lists, paragraphs. Rendering these as React text keeps any HTML in a reply
 * inert (no HTML injection).
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; lines: string[] };

/** Inline spans: **bold**, `code`, and plain text. */
export type MarkdownSpan = { kind: 'text' | 'bold' | 'code'; text: string };

const HEADING = /^(#{1,6})\s+(.*)$/;
const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function markdownBlocks(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  const last = () => blocks[blocks.length - 1];
  let isParagraphOpen = false;
  for (const line of text.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (line.trim() === '') {
      isParagraphOpen = false;
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1]!.length, text: heading[2]! });
      isParagraphOpen = false;
    } else if (bullet || numbered) {
      const ordered = numbered !== null;
      const item = (bullet ?? numbered)![1]!;
      const open = last();
      if (open?.kind === 'list' && open.ordered === ordered) open.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
      isParagraphOpen = false;
    } else {
      const open = last();
      if (isParagraphOpen && open?.kind === 'paragraph') open.lines.push(line);
      else blocks.push({ kind: 'paragraph', lines: [line] });
      isParagraphOpen = true;
    }
  }
  return blocks;
}

export function markdownSpans(text: string): MarkdownSpan[] {
  const spans: MarkdownSpan[] = [];
  const pattern = /\*\*(.+?)\*\*|`([^`]+)`/g;
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) spans.push({ kind: 'text', text: text.slice(from, match.index) });
    spans.push(match[1] !== undefined ? { kind: 'bold', text: match[1] } : { kind: 'code', text: match[2]! });
    from = match.index + match[0].length;
  }
  if (from < text.length) spans.push({ kind: 'text', text: text.slice(from) });
  return spans;
}
