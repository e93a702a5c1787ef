import { Fragment } from 'react';

/** The reply's text: paragraphs split at blank lines, **bold** spans drawn bold, nothing else as markup. */
export function ScheduleSummaryText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <div className="schedule-text">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no identity of their own
        <p key={index}>
          {paragraph.split(/\*\*(.+?)\*\*/g).map((part, partIndex) =>
            partIndex % 2 === 1 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <strong key={partIndex}>{part}</strong>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above
              <Fragment key={partIndex}>{part}</Fragment>
            ),
          )}
        </p>
      ))}
    </div>
  );
}
