import { useT } from '../../i18n/t.ts';
import { AiSuggestBox } from './AiSuggestBox.tsx';
import { BomComponentsTable } from './BomComponentsTable.tsx';
import { BomHeaderFields } from './BomHeaderFields.tsx';
import { BomModeToolbar } from './BomModeToolbar.tsx';
import { BomTotals } from './BomTotals.tsx';
import { canChange } from './bom-editor.ts';
import type { BomMode } from './bom-form.ts';
import { useBomEditor } from './use-bom-editor.ts';
import { ValidationList } from './ValidationList.tsx';

interface BomManagementTabProps {
  productId: string;
  initialMode: BomMode;
  onProductSaved: (productId: string) => void;
}

/** BOM Management (CS01 create, CS02 change, CS03 display): header, components, totals, AI Suggest. */
export function BomManagementTab({ productId, initialMode, onProductSaved }: BomManagementTabProps) {
  const t = useT();
  const editor = useBomEditor(productId, initialMode, onProductSaved);
  const { state, dispatch } = editor;
  const isReadOnly = state.mode === 'display';
  const hasNoBom = state.mode === 'display' && productId.trim() !== '' && !editor.isLoading && !state.loaded;

  return (
    <div className="bom-management">
      <BomModeToolbar
        mode={state.mode}
        canChange={canChange(state)}
        isSaving={editor.isSaving}
        isCopying={editor.isCopying}
        onCreateNew={() => dispatch({ type: 'createNew', productId: productId.trim() })}
        onChange={() => dispatch({ type: 'change' })}
        onSave={editor.save}
        onCancel={() => dispatch({ type: 'cancel' })}
        onCopyFrom={editor.copyFrom}
      />
      {editor.isLoading && (
        <p className="muted" role="status">
          {t('bom.loading')}
        </p>
      )}
      {editor.loadError && (
        <p className="bom-error" role="alert">
          {editor.loadError}
        </p>
      )}
      {hasNoBom && !editor.loadError && (
        <p className="bom-note">{t('bom.noBom', { product: productId.trim() })}</p>
      )}
      {!productId.trim() && state.mode === 'display' && <p className="bom-note">{t('bom.enterProduct')}</p>}
      <ValidationList errors={state.errors} />
      <div className="bom-management__head">
        <BomHeaderFields
          draft={state.draft}
          mode={state.mode}
          onEdit={(patch) => dispatch({ type: 'editHeader', patch })}
        />
        <AiSuggestBox
          productId={state.draft.product_id || productId}
          components={state.draft.components}
          onAdd={(component) => dispatch({ type: 'addComponent', component })}
        />
      </div>
      <BomComponentsTable
        components={state.draft.components}
        isReadOnly={isReadOnly}
        onEdit={(index, patch) => dispatch({ type: 'editComponent', index, patch })}
        onRemove={(index) => dispatch({ type: 'removeComponent', index })}
        onAdd={() => dispatch({ type: 'addComponent' })}
      />
      <BomTotals components={state.draft.components} />
    </div>
  );
}
