import { type FormEvent, useState } from 'react';
import { type UiKey, useT } from '../../i18n/t.ts';
import type { BomMode } from './bom-form.ts';

const MODE_LABELS: Record<BomMode, UiKey> = {
  display: 'bom.mode.display',
  create: 'bom.mode.create',
  edit: 'bom.mode.edit',
};

interface BomModeToolbarProps {
  mode: BomMode;
  canChange: boolean;
  isSaving: boolean;
  isCopying: boolean;
  onCreateNew: () => void;
  onChange: () => void;
  onSave: () => void;
  onCancel: () => void;
  onCopyFrom: (productId: string) => void;
}

/** Create New, Change, Save, Cancel and Copy From, with the mode the form is in (planning-workspaces §2, §4). */
export function BomModeToolbar(props: BomModeToolbarProps) {
  const t = useT();
  const { mode, canChange, isSaving, isCopying } = props;
  const [copySource, setCopySource] = useState('');
  const isDisplay = mode === 'display';

  function copy(event: FormEvent) {
    event.preventDefault();
    if (copySource.trim()) props.onCopyFrom(copySource.trim());
  }

  return (
    <div className="bom-toolbar">
      <span className={`bom-mode bom-mode--${mode}`} data-testid="bom-mode">
        {t(MODE_LABELS[mode])}
      </span>
      <button type="button" className="button" onClick={props.onCreateNew} disabled={isSaving}>
        {t('bom.createNew')}
      </button>
      <button type="button" className="button" onClick={props.onChange} disabled={!canChange || !isDisplay}>
        {t('bom.change')}
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={props.onSave}
        disabled={isDisplay || isSaving}
      >
        {isSaving ? t('bom.saving') : t('bom.save')}
      </button>
      <button type="button" className="button" onClick={props.onCancel} disabled={isDisplay || isSaving}>
        {t('bom.cancel')}
      </button>
      <form className="bom-copy" onSubmit={copy}>
        <input
          aria-label={t('bom.copy.source')}
          placeholder={t('bom.copy.placeholder')}
          value={copySource}
          onChange={(event) => setCopySource(event.target.value.toUpperCase())}
        />
        <button type="submit" className="button" disabled={!copySource.trim() || isCopying}>
          {isCopying ? t('bom.copying') : t('bom.copy')}
        </button>
      </form>
    </div>
  );
}
