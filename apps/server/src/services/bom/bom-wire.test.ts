import { Alternatives, BomExplosion, BomOptimization, CostRollUp, WhereUsed } from '@takt/contract';
import {
  type BomStructure,
  explodeBom,
  findAlternatives,
  optimizeBom,
  rollUpCost,
  whereUsed,
} from '@takt/engine';
import { describe, expect, it } from 'vitest';
import {
  alternativeToWire,
  costRollUpToWire,
  explosionToWire,
  optimizationToWire,
  whereUsedToWire,
} from './bom-wire.ts';

const polymer = { materialType: 'RAW', category: 'Polymer', unit: 'KG' };

/** A gasket of a compound (through a phantom masterbatch) and a box; ids with odd characters stay as they are. */
const structure: BomStructure = {
  items: [
    { itemId: 'FG-1', itemName: 'Gasket', leadTimeDays: 2 },
    { itemId: 'CMP_a-b', itemName: 'Compound', unitCost: 9, leadTimeDays: 3 },
    { itemId: 'MB', itemName: 'Masterbatch', isPhantom: true },
    { itemId: 'EPDM', itemName: 'EPDM', ...polymer, unitCost: 3.4, leadTimeDays: 21 },
    { itemId: 'NBR', itemName: 'NBR', ...polymer, unitCost: 1.85, leadTimeDays: 10 },
    { itemId: 'BOX', itemName: 'Box', unit: 'EA', unitCost: 0.5, leadTimeDays: 1 },
  ],
  lines: [
    { parentId: 'FG-1', itemId: 'CMP_a-b', quantityPer: 2, lineNo: 10, componentType: 'MANUFACTURED_PART' },
    { parentId: 'FG-1', itemId: 'BOX', quantityPer: 1, lineNo: 20, componentType: 'PACKAGING' },
    { parentId: 'CMP_a-b', itemId: 'MB', quantityPer: 1, lineNo: 10 },
    { parentId: 'MB', itemId: 'EPDM', quantityPer: 0.5, scrapPercent: 10, componentType: 'RAW_MATERIAL' },
  ],
};

describe('BOM answers on the wire (planning-workspaces §3)', () => {
  it('sends an explosion in the contract shape with the critical path named A -> B -> C', () => {
    const wire = BomExplosion.parse(explosionToWire(explodeBom(structure, 'FG-1', 10, 99)));
    expect(wire).toMatchObject({
      product_id: 'FG-1',
      product_name: 'Gasket',
      quantity: 10,
      max_level: 99,
      component_count: 3,
      depth: 2,
      lead_time_analysis: {
        critical_path: 'FG-1 -> CMP_a-b -> EPDM',
        critical_path_items: ['FG-1', 'CMP_a-b', 'EPDM'],
        total_lead_time_days: 26,
      },
    });
    const epdm = wire.structure.children[0]!.children[0]!;
    expect(epdm).toMatchObject({
      item_id: 'EPDM',
      item_name: 'EPDM',
      level: 2,
      path: ['FG-1', 'CMP_a-b', 'EPDM'],
      scrap_percent: 10,
      unit: 'KG',
      unit_cost: 3.4,
      component_type: 'RAW_MATERIAL',
      lead_time_days: 21,
      cumulative_lead_time_days: 21,
      has_bom: false,
      via_phantoms: ['MB'],
      children: [],
    });
    expect(epdm.cumulative_quantity).toBeCloseTo(11);
    expect(wire.total_material_cost).toBeCloseTo(11 * 3.4 + 10 * 0.5);
    expect(wire.structure).toMatchObject({ item_id: 'FG-1', component_type: null, has_bom: true });
  });

  it('sends where-used with every path up to the finished goods', () => {
    const wire = WhereUsed.parse(whereUsedToWire(whereUsed(structure, 'EPDM')));
    expect(wire).toMatchObject({ item_id: 'EPDM', item_name: 'EPDM', max_level: 99 });
    expect(wire.used_in[0]).toMatchObject({
      item_id: 'MB',
      level: 1,
      quantity_per: 0.5,
      scrap_percent: 10,
      component_type: 'RAW_MATERIAL',
      is_phantom: false,
      is_finished_good: false,
    });
    expect(wire.finished_goods).toEqual([
      {
        item_id: 'FG-1',
        item_name: 'Gasket',
        path: ['EPDM', 'MB', 'CMP_a-b', 'FG-1'],
        cumulative_quantity: expect.closeTo(0.5 * 1.1 * 1 * 2, 9),
      },
    ]);
  });

  it('sends a cost roll-up by level, by component type and by material', () => {
    const wire = CostRollUp.parse(costRollUpToWire(rollUpCost(structure, 'FG-1', 10)));
    expect(wire).toMatchObject({ product_id: 'FG-1', product_name: 'Gasket', quantity: 10 });
    expect(wire.direct_component_cost).toBeCloseTo(10 * (2 * 9 + 0.5));
    expect(wire.by_level).toEqual([
      { level: 1, cost: 5, item_count: 1 },
      { level: 2, cost: expect.closeTo(37.4, 9), item_count: 1 },
    ]);
    expect(wire.by_component_type.map((t) => t.component_type)).toEqual(['RAW_MATERIAL', 'PACKAGING']);
    expect(wire.by_component_type[0]!.share_percent).toBeCloseTo((37.4 / 42.4) * 100);
    expect(wire.materials[0]).toMatchObject({
      item_id: 'EPDM',
      unit: 'KG',
      unit_cost: 3.4,
      levels: [2],
      component_type: 'RAW_MATERIAL',
      is_leaf: true,
    });
    expect(wire.materials[0]!.total_quantity).toBeCloseTo(11);
  });

  it('sends alternatives and an optimisation with the cheaper item and its saving', () => {
    const alternatives = Alternatives.parse({
      item_id: 'EPDM',
      alternatives: findAlternatives(structure.items, 'EPDM').map(alternativeToWire),
    });
    expect(alternatives.alternatives).toEqual([
      {
        item_id: 'NBR',
        item_name: 'NBR',
        material_type: 'RAW',
        category: 'Polymer',
        unit: 'KG',
        unit_cost: 1.85,
        lead_time_days: 10,
        cost_difference: expect.closeTo(-1.55, 9),
        cost_difference_percent: expect.closeTo((-1.55 / 3.4) * 100, 9),
        lead_time_difference_days: -11,
      },
    ]);
    const optimized = BomOptimization.parse(optimizationToWire(optimizeBom(structure, 'CMP_a-b', 100)));
    expect(optimized).toMatchObject({ product_id: 'CMP_a-b', quantity: 100 });
    expect(optimized.suggestions).toHaveLength(1);
    const [suggestion] = optimized.suggestions;
    expect(suggestion).toMatchObject({ line_no: null, item_id: 'EPDM', alternative: { item_id: 'NBR' } });
    expect(suggestion!.current_unit_cost).toBe(3.4);
    expect(suggestion!.saving).toBeCloseTo(55 * 1.55);
    expect(suggestion!.saving_percent).toBeCloseTo((1.55 / 3.4) * 100);
    expect(optimized.total_saving).toBeCloseTo(suggestion!.saving);
  });
});
