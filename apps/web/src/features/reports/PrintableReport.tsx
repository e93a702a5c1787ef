import type { Report } from '@takt/contract';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { ReportChart } from './ReportChart.tsx';
import { reportWords } from './report-words.ts';
import './reports.css';

/**
 * The report as a printable page: over the whole screen, with its figures as a table and its chart;
 * the print style hides the rest of the app, so Print (window.print) gives just the report.
 */
export function PrintableReport({ report, onClose }: { report: Report; onClose: () => void }) {
  const words = reportWords(report.language);
  useEffect(() => {
    document.body.classList.add('is-printing-report');
    return () => document.body.classList.remove('is-printing-report');
  }, []);
  return createPortal(
    <section
      className="report-print"
      role="dialog"
      aria-modal="true"
      aria-label={report.title}
      lang={report.language}
    >
      <div className="report-print__bar">
        <button type="button" onClick={() => window.print()}>
          {words.print}
        </button>
        <button type="button" onClick={onClose}>
          {words.close}
        </button>
      </div>
      <h1>{report.title}</h1>
      <p className="report-print__period">
        {report.period_start} → {report.period_end} · {words.generated}{' '}
        {new Date(report.generated_at).toLocaleString(report.language)}
      </p>
      <table className="report-print__table">
        <thead>
          <tr>
            <th scope="col">{words.metric}</th>
            <th scope="col">{words.value}</th>
            <th scope="col">{words.note}</th>
          </tr>
        </thead>
        <tbody>
          {report.metrics.map((m) => (
            <tr key={m.id}>
              <th scope="row">{m.name}</th>
              <td>{m.display}</td>
              <td>{m.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.chart && (
        <figure className="report-print__chart">
          <figcaption>{report.chart.title}</figcaption>
          <ReportChart chart={report.chart} height={320} />
        </figure>
      )}
    </section>,
    document.body,
  );
}
