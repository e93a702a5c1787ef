import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { clearCustomData, importMasterdata } from '../../api/takt-api.ts';
import { useT } from '../../i18n/t.ts';
import { CustomDataUsage } from './CustomDataUsage.tsx';
import { type ImportOutcome, ImportReport } from './ImportReport.tsx';
import { ImportFileError, importRequestOf } from './import-file.ts';

function outcomeOfError(error: unknown): ImportOutcome {
  if (error instanceof ImportFileError) return { kind: 'failed', message: error.message };
  if (error instanceof ApiError && error.details.length > 0 && error.code?.startsWith('IMPORT_')) {
    return { kind: 'refused', message: error.serverMessage ?? error.message, problems: error.details };
  }
  if (error instanceof ApiError) return { kind: 'failed', message: error.serverMessage ?? error.message };
  return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
}

/** Custom Data's own actions: Import a file (JSON, CSV or XLSX) and Clear custom data, with the report. */
export function CustomDataActions() {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const t = useT();

  async function run(action: () => Promise<ImportOutcome>) {
    setIsBusy(true);
    try {
      setOutcome(await action());
      await queryClient.invalidateQueries({ queryKey: ['masterdata'] });
    } catch (error) {
      setOutcome(outcomeOfError(error));
    } finally {
      setIsBusy(false);
    }
  }

  async function importFiles(files: File[]) {
    await run(async () => {
      const result = await importMasterdata(await importRequestOf(files));
      return {
        kind: 'imported',
        orders: result.imported_orders,
        operations: result.imported_operations,
        materials: result.imported_materials,
      };
    });
    if (fileInput.current) fileInput.current.value = '';
  }

  async function clear() {
    if (!window.confirm(t('md.clearQuestion'))) return;
    await run(async () => ({ kind: 'cleared', orders: (await clearCustomData()).removed_orders }));
  }

  return (
    <div className="custom-data">
      <div className="custom-data__actions">
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          aria-label={t('md.importFile')}
          accept=".json,.csv,.xlsx"
          multiple
          onChange={(event) => importFiles([...(event.currentTarget.files ?? [])])}
        />
        <button
          type="button"
          className="button button--primary"
          disabled={isBusy}
          onClick={() => fileInput.current?.click()}
        >
          {isBusy ? t('md.importing') : t('md.import')}
        </button>
        <button type="button" className="button" disabled={isBusy} onClick={clear}>
          {t('md.clear')}
        </button>
        <span className="custom-data__hint">{t('md.importHint')}</span>
        <CustomDataUsage />
      </div>
      {outcome && <ImportReport outcome={outcome} />}
    </div>
  );
}
