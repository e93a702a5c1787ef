import { useT } from '../../i18n/t.ts';
import type { ChatMessage } from './chat-message.ts';
import { downloadReport, type ReportFormat } from './report-export.ts';

const FORMATS: ReadonlyArray<{ format: ReportFormat; label: string }> = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
  { format: 'md', label: 'Markdown' },
];

/**
 * Export Report: the message as a CSV, JSON or Markdown file, built in the browser
 * (assistant-and-gantt §9). The formats' names are the same in every language.
 */
export function ExportReportButtons({ message }: { message: ChatMessage }) {
  const t = useT();
  return (
    <fieldset className="assistant__export">
      <legend>{t('as.exportReport')}</legend>
      {FORMATS.map(({ format, label }) => (
        <button
          key={format}
          type="button"
          className="assistant__chip"
          onClick={() => downloadReport(format, message)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
