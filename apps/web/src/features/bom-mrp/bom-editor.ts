import type { Bom } from '../../api/bom-api.ts';
import {
  type BomDraft,
  type BomMode,
  type ComponentDraft,
  draftFromBom,
  emptyDraft,
  newComponent,
} from './bom-form.ts';

/**
 * The BOM Management tab's state: the mode, the form, the BOM it was loaded from (null: none exists)
 * and the validation list. The transitions are those of planning-workspaces §4.
 */
export interface BomEditorState {
  mode: BomMode;
  draft: BomDraft;
  /** The stored BOM the form came from; null when none exists or none was loaded. */
  loaded: Bom | null;
  errors: string[];
}

export type BomEditorEvent =
  | { type: 'loaded'; productId: string; bom: Bom | null }
  | { type: 'createNew'; productId: string }
  | { type: 'change' }
  | { type: 'cancel' }
  | { type: 'saved'; bom: Bom | null }
  | { type: 'failed'; errors: string[] }
  | { type: 'editHeader'; patch: Partial<Omit<BomDraft, 'components'>> }
  | { type: 'addComponent'; component?: Partial<ComponentDraft> }
  | { type: 'editComponent'; index: number; patch: Partial<ComponentDraft> }
  | { type: 'removeComponent'; index: number }
  | { type: 'copied'; components: ComponentDraft[] };

export function initialEditorState(mode: BomMode = 'display', productId = ''): BomEditorState {
  return { mode, draft: emptyDraft(productId), loaded: null, errors: [] };
}

/** Change is possible only when a product ID is set (planning-workspaces §2). */
export function canChange(state: BomEditorState): boolean {
  return state.draft.product_id.trim() !== '';
}

export function bomEditorReducer(state: BomEditorState, event: BomEditorEvent): BomEditorState {
  switch (event.type) {
    case 'loaded': {
      // A load never overwrites a form being created.
      if (state.mode === 'create') return state;
      const draft = event.bom ? draftFromBom(event.bom) : emptyDraft(event.productId);
      return { ...state, draft, loaded: event.bom, errors: [] };
    }
    case 'createNew':
      return { mode: 'create', draft: emptyDraft(event.productId), loaded: null, errors: [] };
    case 'change':
      return canChange(state) ? { ...state, mode: 'edit', errors: [] } : state;
    case 'cancel':
      return {
        ...state,
        mode: 'display',
        draft: state.loaded ? draftFromBom(state.loaded) : emptyDraft(state.draft.product_id),
        errors: [],
      };
    case 'saved':
      return {
        mode: 'display',
        draft: event.bom ? draftFromBom(event.bom) : state.draft,
        loaded: event.bom,
        errors: [],
      };
    case 'failed':
      return { ...state, errors: event.errors };
    case 'editHeader':
      return { ...state, draft: { ...state.draft, ...event.patch } };
    case 'addComponent':
      return {
        ...state,
        // Adding a line while displaying starts a change (planning-workspaces §4).
        mode: state.mode === 'display' ? 'edit' : state.mode,
        draft: { ...state.draft, components: [...state.draft.components, newComponent(event.component)] },
      };
    case 'editComponent':
      return {
        ...state,
        draft: {
          ...state.draft,
          components: state.draft.components.map((c, i) =>
            i === event.index ? { ...c, ...event.patch } : c,
          ),
        },
      };
    case 'removeComponent':
      return {
        ...state,
        draft: { ...state.draft, components: state.draft.components.filter((_, i) => i !== event.index) },
      };
    case 'copied':
      return {
        ...state,
        mode: 'create',
        errors: [],
        draft: {
          ...state.draft,
          components: event.components.map((c) => ({ ...c, component_id: '' })),
        },
      };
  }
}
