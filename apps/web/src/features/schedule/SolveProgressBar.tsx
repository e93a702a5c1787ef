import type { SolveProgress } from '../../api/takt-api.ts';
import { currentLocale } from '../../i18n/locale.ts';
import { useT } from '../../i18n/t.ts';

function formatObjective(value: number | null): string {
  return value === null ? '-' : value.toLocaleString(currentLocale(), { maximumFractionDigits: 0 });
}

/** The progress of a running solve: share of the work budget used (what ends the search) and the best objective so far. */
export function SolveProgressBar({ progress }: { progress: SolveProgress | null }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress?.percent ?? 0)));
  const t = useT();
  return (
    <section className="schedule-card solve-progress" aria-labelledby="solve-progress-title">
      <h2 id="solve-progress-title">{t('pp.processing')}</h2>
      <div
        className="solve-progress__track"
        role="progressbar"
        aria-label={t('pp.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress ? percent : undefined}
        aria-busy={progress === null}
      >
        <div
          className={`solve-progress__bar${progress ? '' : ' solve-progress__bar--waiting'}`}
          style={{ width: progress ? `${percent}%` : undefined }}
        />
      </div>
      {progress ? (
        <p className="solve-progress__figures">
          <span>
            {t('pp.progress.best')}{' '}
            <strong className="num">{formatObjective(progress.best_objective)}</strong>
          </span>
          <span>{t('pp.progress.budget', { percent })}</span>
          <span>
            {(progress.elapsed_ms / 1000).toLocaleString(currentLocale(), {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            })}{' '}
            s
          </span>
          <span>{t('pp.progress.iterations', { count: progress.iteration })}</span>
        </p>
      ) : (
        <p className="solve-progress__figures muted">{t('pp.progress.reading')}</p>
      )}
    </section>
  );
}
