import type { MrpRunProgress as Progress } from '../../api/bom-api.ts';
import { useT } from '../../i18n/t.ts';
import { formatNumber } from './bom-format.ts';

/**
 * Shown while the plant's MRP runs. The run goes on off the server's request thread and reports the
 * items it has planned (level by level, each once its parents are); before its first report the bar
 * is indeterminate.
 */
export function MrpRunProgress({ progress }: { progress: Progress | null }) {
  const t = useT();
  const known = progress !== null && progress.items_total > 0;
  return (
    <section className="mrp-progress" aria-labelledby="mrp-progress-title">
      <h2 id="mrp-progress-title">
        <span className="load-note__spinner" aria-hidden="true" /> {t('md01.running')}
      </h2>
      <div
        className="mrp-progress__track"
        role="progressbar"
        aria-label={t('md01.progress')}
        aria-busy="true"
        {...(known ? { 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': progress.percent } : {})}
      >
        {known ? (
          <div
            className="mrp-progress__bar mrp-progress__bar--known"
            style={{ width: `${progress.percent}%` }}
          />
        ) : (
          <div className="mrp-progress__bar" />
        )}
      </div>
      <p className="muted">
        {known
          ? t('md01.progress.known', {
              planned: formatNumber(progress.items_planned),
              total: formatNumber(progress.items_total),
              percent: progress.percent,
            })
          : t('md01.progress.reading')}
      </p>
    </section>
  );
}
