import { type FormEvent, useState } from 'react';
import type { BomMode } from './bom-form.ts';

const MODE_LABELS: Record<BomMode, string> = { display: 'Display', create: 'Create', edit: 'Change' };

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
        {MODE_LABELS[mode]} mode
      </span>
      <button type="button" className="button" onClick={props.onCreateNew} disabled={isSaving}>
        Create New
      </button>
      <button type="button" className="button" onClick={props.onChange} disabled={!canChange || !isDisplay}>
        Change
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={props.onSave}
        disabled={isDisplay || isSaving}
      >
        {isSaving ? 'Saving...' : 'Save'}
      </button>
      <button type="button" className="button" onClick={props.onCancel} disabled={isDisplay || isSaving}>
        Cancel
      </button>
      <form className="bom-copy" onSubmit={copy}>
        <input
          aria-label="Copy from product"
          placeholder="Product to copy from"
          value={copySource}
          onChange={(event) => setCopySource(event.target.value.toUpperCase())}
        />
        <button type="submit" className="button" disabled={!copySource.trim() || isCopying}>
          {isCopying ? 'Copying...' : 'Copy From'}
        </button>
      </form>
    </div>
  );
}
