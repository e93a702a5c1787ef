import { describe, expect, it } from 'vitest';
import { type BomEditorState, bomEditorReducer, canChange, initialEditorState } from './bom-editor.ts';
import { bomTotals, lineNumber, newComponent } from './bom-form.ts';
import { makeBom } from './bom-test-factories.ts';

const displayed = (): BomEditorState =>
  bomEditorReducer(initialEditorState('display'), { type: 'loaded', productId: 'P-1', bom: makeBom() });

describe('BOM management mode (planning-workspaces §4)', () => {
  it('display goes to create with Create New, with the header defaults of §3', () => {
    const state = bomEditorReducer(displayed(), { type: 'createNew', productId: 'P-9' });
    expect(state.mode).toBe('create');
    expect(state.draft).toMatchObject({ product_id: 'P-9', revision: 'A', base_quantity: 1, base_uom: 'EA' });
    expect(state.draft.components).toEqual([]);
  });

  it('Change goes to edit only when a product ID is set', () => {
    expect(bomEditorReducer(displayed(), { type: 'change' }).mode).toBe('edit');
    const empty = initialEditorState('display');
    expect(canChange(empty)).toBe(false);
    expect(bomEditorReducer(empty, { type: 'change' }).mode).toBe('display');
  });

  it('a successful save returns to display and clears the errors', () => {
    const failed = bomEditorReducer(bomEditorReducer(displayed(), { type: 'change' }), {
      type: 'failed',
      errors: ['Product name is required'],
    });
    const saved = bomEditorReducer(failed, { type: 'saved', bom: makeBom({ version: 4 }) });
    expect(saved).toMatchObject({ mode: 'display', errors: [] });
    expect(saved.loaded?.version).toBe(4);
  });

  it('Cancel returns to display, clears the errors and restores the loaded BOM', () => {
    let state = bomEditorReducer(displayed(), { type: 'change' });
    state = bomEditorReducer(state, { type: 'editHeader', patch: { product_name: 'typed' } });
    state = bomEditorReducer(state, { type: 'failed', errors: ['x'] });
    state = bomEditorReducer(state, { type: 'cancel' });
    expect(state).toMatchObject({ mode: 'display', errors: [] });
    expect(state.draft.product_name).toBe('Engine mount');
  });

  it('adding a component while displaying switches to edit, with the line defaults of §3', () => {
    const state = bomEditorReducer(displayed(), { type: 'addComponent' });
    expect(state.mode).toBe('edit');
    expect(state.draft.components.at(-1)).toMatchObject({
      quantity_per: 1,
      uom: 'EA',
      component_type: 'PURCHASED_PART',
      scrap_percent: 0,
    });
  });

  it('Copy From loads the components with their ids cleared and switches to create', () => {
    const copied = makeBom({ product_id: 'P-2' }).components.map((c) => ({ ...newComponent(c) }));
    const state = bomEditorReducer(displayed(), { type: 'copied', components: copied });
    expect(state.mode).toBe('create');
    expect(state.draft.components.map((c) => c.component_id)).toEqual(['']);
    expect(state.draft.components[0]?.item_id).toBe('RM-778');
  });

  it('a load does not overwrite a form being created', () => {
    const creating = bomEditorReducer(displayed(), { type: 'createNew', productId: 'NEW' });
    expect(bomEditorReducer(creating, { type: 'loaded', productId: 'P-1', bom: makeBom() })).toBe(creating);
  });
});

describe('components table (planning-workspaces §2, §9)', () => {
  it.each([
    [0, 10],
    [1, 20],
    [2, 30],
    [9, 100],
  ])('line %i is numbered %i', (index, expected) => {
    expect(lineNumber(index)).toBe(expected);
  });

  it('totals count the lines, add their cost with scrap and average the scrap', () => {
    const totals = bomTotals([
      newComponent({ unit_cost: 10, quantity_per: 2, scrap_percent: 10 }),
      newComponent({ unit_cost: 1, quantity_per: 1, scrap_percent: 0 }),
    ]);
    expect(totals.componentCount).toBe(2);
    expect(totals.totalCost).toBeCloseTo(23);
    expect(totals.averageScrap).toBe(5);
  });
});
