import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { createBom, failureText, fetchBom, updateBom } from '../../api/bom-api.ts';
import { ApiError } from '../../api/client.ts';
import { t } from '../../i18n/t.ts';
import { bomEditorReducer, initialEditorState } from './bom-editor.ts';
import { type BomMode, draftFromBom, saveRequestOf } from './bom-form.ts';

export const bomQueryKey = (productId: string) => ['bom', productId.trim()] as const;

/** Every message of a failed save: the server's list, else its message, else the spec's text (§8). */
export function saveFailureMessages(error: unknown): string[] {
  if (error instanceof ApiError && error.details.length > 0) return error.details.map((d) => d.message);
  return [failureText(error, t('bom.saveFailed'))];
}

/**
 * The BOM Management tab's behaviour: loads the product's BOM (null: none exists), keeps the form and
 * mode, saves by create or update (with the version read) and copies another product's components.
 */
export function useBomEditor(productId: string, initialMode: BomMode, onSaved: (productId: string) => void) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(bomEditorReducer, undefined, () =>
    initialEditorState(initialMode, productId),
  );
  const [isSaving, setIsSaving] = useState(false);
  const [isCopying, setIsCopying] = useState(false);
  const hasProduct = productId.trim() !== '';

  const load = useQuery({
    queryKey: bomQueryKey(productId),
    queryFn: ({ signal }) => fetchBom(productId, signal),
    enabled: hasProduct,
  });

  useEffect(() => {
    if (load.data !== undefined) dispatch({ type: 'loaded', productId: productId.trim(), bom: load.data });
  }, [load.data, productId]);

  async function save() {
    setIsSaving(true);
    try {
      const request = saveRequestOf(state.draft);
      const { loaded } = state;
      const saved =
        state.mode === 'edit' && loaded
          ? await updateBom(loaded.product_id, {
              ...request,
              product_id: loaded.product_id,
              version: loaded.version,
            })
          : await createBom(request);
      const bom = await fetchBom(saved.product_id).catch(() => null);
      queryClient.setQueryData(bomQueryKey(saved.product_id), bom);
      dispatch({ type: 'saved', bom });
      onSaved(saved.product_id);
    } catch (error) {
      dispatch({ type: 'failed', errors: saveFailureMessages(error) });
    } finally {
      setIsSaving(false);
    }
  }

  /** Copy From: another product's components, ids cleared, in create mode; a failure is an alert (§8). */
  async function copyFrom(sourceProductId: string) {
    setIsCopying(true);
    try {
      const source = await fetchBom(sourceProductId);
      if (!source) throw new Error(t('bom.copy.none', { product: sourceProductId }));
      dispatch({ type: 'copied', components: draftFromBom(source).components });
    } catch (error) {
      window.alert(t('bom.copy.failed', { reason: failureText(error, t('bom.copy.unknown')) }));
    } finally {
      setIsCopying(false);
    }
  }

  return {
    state,
    dispatch,
    save,
    copyFrom,
    isSaving,
    isCopying,
    isLoading: hasProduct && load.isFetching && state.mode !== 'create',
    loadError: load.error ? failureText(load.error, t('bom.loadFailed')) : null,
  };
}
