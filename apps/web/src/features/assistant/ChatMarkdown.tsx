import { Fragment } from 'react';
import { type MarkdownBlock, markdownBlocks, markdownSpans } from './chat-markdown.ts';

function InlineText({ text }: { text: string }) {
  return (
    <>
      {markdownSpans(text).map((span, index) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: spans of one line have no identity of their own
        if (span.kind === 'bold') return <strong key={index}>{span.text}</strong>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        if (span.kind === 'code') return <code key={index}>{span.text}</code>;
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        return <Fragment key={index}>{span.text}</Fragment>;
      })}
    </>
  );
}

function Block({ block }: { block: MarkdownBlock }) {
  if (block.kind === 'heading') {
    return (
      <p className={`chat-md__heading chat-md__heading--${Math.min(block.level, 3)}`}>
        <InlineText text={block.text} />
      </p>
    );
  }
  if (block.kind === 'list') {
    const items = block.items.map((item, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: items of one list have no identity of their own
      <li key={index}>
        <InlineText text={item} />
      </li>
    ));
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  return (
    <p>
      {block.lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines of one paragraph have no identity of their own
        <Fragment key={index}>
          {index > 0 && <br />}
          <InlineText text={line} />
        </Fragment>
      ))}
    </p>
  );
}

/** A reply's Markdown (bold, code, headings, lists, paragraphs) drawn as text: any HTML in it stays inert. */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="chat-md">
      {markdownBlocks(text).map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one text have no identity of their own
        <Block key={index} block={block} />
      ))}
    </div>
  );
}
