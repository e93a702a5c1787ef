import { useT } from '../../i18n/t.ts';

/** The Reasoning Mode bar: a checkbox whose label reads Visible or Hidden (assistant-and-gantt §2). */
export function ReasoningModeBar({
  isVisible,
  onChange,
}: {
  isVisible: boolean;
  onChange: (isVisible: boolean) => void;
}) {
  const t = useT();
  return (
    <div className="assistant__reasoning-bar">
      <span>{t('as.reasoningMode')}</span>
      <label className="assistant__reasoning-toggle">
        <input type="checkbox" checked={isVisible} onChange={(event) => onChange(event.target.checked)} />
        {t(isVisible ? 'as.reasoningVisible' : 'as.reasoningHidden')}
      </label>
    </div>
  );
}
