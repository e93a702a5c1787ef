import { useT } from '../../i18n/t.ts';

/** The round floating button at the bottom right that opens the assistant (assistant-and-gantt §2). */
export function AssistantLauncher({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className="assistant-launcher"
      aria-label={t('as.open')}
      title={t('as.openTitle')}
      onClick={onOpen}
    >
      <svg
        viewBox="0 0 24 24"
        width="26"
        height="26"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 5h16v11H9l-5 4z" strokeLinejoin="round" />
        <path d="M8 10h.01M12 10h.01M16 10h.01" strokeLinecap="round" strokeWidth="3" />
      </svg>
    </button>
  );
}
