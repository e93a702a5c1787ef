import type { DataSource } from '@takt/contract';

/** The two choices of MM01's dataset toggle. */
export type Dataset = 'default' | 'custom';

/** The default dataset is read as the caller's playground copy (enterprise-shell §7: playground when default). */
export function sourceForDataset(dataset: Dataset): DataSource {
  return dataset === 'default' ? 'playground' : 'custom';
}

function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The export's file name: dataset and the local date, e.g. takt-default-2026-11-21.json. */
export function exportFileName(dataset: Dataset, exportedAt: Date): string {
  return `takt-${dataset}-${isoDay(exportedAt)}.json`;
}

/** Offers a JSON document to the browser as a downloaded file. */
export function downloadJsonFile(fileName: string, document: unknown): void {
  const blob = new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
