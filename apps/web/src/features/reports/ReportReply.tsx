import type { Report } from '@takt/contract';
import { useState } from 'react';
import { PrintableReport } from './PrintableReport.tsx';
import { ReportChart } from './ReportChart.tsx';
import { reportWords } from './report-words.ts';
import './reports.css';

/** Under a report reply: its chart, and the button that opens it as a printable page. */
export function ReportReply({ report }: { report: Report }) {
  const [isPrintable, setPrintable] = useState(false);
  return (
    <div className="report-reply">
      {report.chart && (
        <figure className="report-reply__chart">
          <figcaption>{report.chart.title}</figcaption>
          <ReportChart chart={report.chart} />
        </figure>
      )}
      <button type="button" className="assistant__chip" onClick={() => setPrintable(true)}>
        {reportWords(report.language).printable}
      </button>
      {isPrintable && <PrintableReport report={report} onClose={() => setPrintable(false)} />}
    </div>
  );
}
