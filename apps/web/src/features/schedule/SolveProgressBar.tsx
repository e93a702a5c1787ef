import type { SolveProgress } from '../../api/takt-api.ts';

function formatObjective(value: number | null): string {
  return value === null ? '-' : value.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

/** The progress of a running solve: share of the work budget used (what ends the search) and the best objective so far. */
export function SolveProgressBar({ progress }: { progress: SolveProgress | null }) {
  const percent = Math.max(0, Math.min(100, Math.round(progress?.percent ?? 0)));
  return (
    <section className="schedule-card solve-progress" aria-labelledby="solve-progress-title">
      <h2 id="solve-progress-title">Processing...</h2>
      <div
        className="solve-progress__track"
        role="progressbar"
        aria-label="Solve progress"
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
            Best objective so far: <strong className="num">{formatObjective(progress.best_objective)}</strong>
          </span>
          <span>{percent}% of the work budget</span>
          <span>{(progress.elapsed_ms / 1000).toFixed(1)} s</span>
          <span>{progress.iteration.toLocaleString('en-US')} iterations</span>
        </p>
      ) : (
        <p className="solve-progress__figures muted">Reading the plant and building the first schedule...</p>
      )}
    </section>
  );
}
