/** Shown while the plant's MRP runs: the run answers in one call, so the bar is indeterminate. */
export function MrpRunProgress() {
  return (
    <section className="mrp-progress" aria-labelledby="mrp-progress-title">
      <h2 id="mrp-progress-title">
        <span className="load-note__spinner" aria-hidden="true" /> Running MRP for plant 1000...
      </h2>
      <div className="mrp-progress__track" role="progressbar" aria-label="MRP run progress" aria-busy="true">
        <div className="mrp-progress__bar" />
      </div>
      <p className="muted">
        Reading stock, open receipts and open sales orders; netting, lot sizing and offsetting lead times
        level by level.
      </p>
    </section>
  );
}
