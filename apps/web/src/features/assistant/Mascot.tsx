import { useT } from '../../i18n/t.ts';
import type { MascotMood } from './mascot-mood.ts';

const BULB_COLOR: Record<MascotMood, string> = {
  happy: '#22c55e',
  thinking: '#f59e0b',
  alert: '#ef4444',
  working: '#3b82f6',
};

function Eyes({ mood }: { mood: MascotMood }) {
  switch (mood) {
    case 'happy':
      return <path d="M12 19 q3 -4 6 0 M22 19 q3 -4 6 0" fill="none" strokeWidth="2" strokeLinecap="round" />;
    case 'thinking':
      return (
        <>
          <circle cx="15" cy="17" r="2" stroke="none" fill="currentColor" />
          <circle cx="25" cy="17" r="2" stroke="none" fill="currentColor" />
        </>
      );
    case 'alert':
      return (
        <>
          <circle cx="15" cy="18" r="3" fill="#fff" strokeWidth="1.5" />
          <circle cx="25" cy="18" r="3" fill="#fff" strokeWidth="1.5" />
          <circle cx="15" cy="18" r="1.2" stroke="none" fill="currentColor" />
          <circle cx="25" cy="18" r="1.2" stroke="none" fill="currentColor" />
        </>
      );
    case 'working':
      return <path d="M12 18 h6 M22 18 h6" strokeWidth="2.5" strokeLinecap="round" />;
  }
}

function Mouth({ mood }: { mood: MascotMood }) {
  switch (mood) {
    case 'happy':
      return <path d="M14 25 q6 5 12 0" fill="none" strokeWidth="2" strokeLinecap="round" />;
    case 'thinking':
      return <path d="M17 26 h7" strokeWidth="2" strokeLinecap="round" />;
    case 'alert':
      return <circle cx="20" cy="27" r="2.4" fill="none" strokeWidth="2" />;
    case 'working':
      return <path d="M15 26 q5 2 10 0" fill="none" strokeWidth="2" strokeLinecap="round" />;
  }
}

/** The assistant's mascot, a small robot whose face and antenna light show its mood (assistant-and-gantt §4). */
export function Mascot({ mood }: { mood: MascotMood }) {
  const t = useT();
  return (
    <svg
      className={`mascot mascot--${mood}`}
      data-mood={mood}
      role="img"
      aria-label={t('as.mascot', { mood })}
      viewBox="0 0 40 40"
      width="40"
      height="40"
      stroke="currentColor"
    >
      <path d="M20 6 v4" strokeWidth="2" />
      <circle className="mascot__bulb" cx="20" cy="4.5" r="3" fill={BULB_COLOR[mood]} stroke="none" />
      <rect x="6" y="10" width="28" height="24" rx="9" fill="#fff" strokeWidth="2" />
      <Eyes mood={mood} />
      <Mouth mood={mood} />
    </svg>
  );
}
