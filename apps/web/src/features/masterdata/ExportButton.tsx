import { useState } from 'react';
import { fetchMasterdataExport } from '../../api/takt-api.ts';
import { useT } from '../../i18n/t.ts';
import { type Dataset, downloadJsonFile, exportFileName, sourceForDataset } from './dataset.ts';

/** Downloads the dataset as a JSON file; a failure says 'Failed to export data' (enterprise-shell §8). */
export function ExportButton({ dataset }: { dataset: Dataset }) {
  const [isExporting, setIsExporting] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const t = useT();

  async function exportDataset() {
    setIsExporting(true);
    setHasFailed(false);
    try {
      const document = await fetchMasterdataExport(sourceForDataset(dataset));
      downloadJsonFile(exportFileName(dataset, new Date()), document);
    } catch {
      setHasFailed(true);
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <div className="export">
      <button type="button" className="button" onClick={exportDataset} disabled={isExporting}>
        <span aria-hidden="true">⤓ </span>
        {isExporting ? t('md.exporting') : t('md.export')}
      </button>
      {hasFailed && (
        <p className="export__error" role="alert">
          {t('md.exportFailed')}
        </p>
      )}
    </div>
  );
}
