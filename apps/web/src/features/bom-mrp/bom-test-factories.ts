import type {
  ActionMessage,
  Bom,
  BomComponent,
  BomExplosion,
  CapacityCheck,
  ExplosionNode,
  MrpResult,
  PlannedOrder,
} from '../../api/bom-api.ts';

export function makeComponent(patch: Partial<BomComponent> = {}): BomComponent {
  return {
    component_id: 'P-1/10',
    line_no: 10,
    item_id: 'RM-778',
    item_name: 'Antidegradant 6PPD',
    quantity_per: 2,
    uom: 'KG',
    component_type: 'RAW_MATERIAL',
    scrap_percent: 5,
    is_phantom: false,
    unit_cost: 10,
    total_cost: 21,
    ...patch,
  };
}

export function makeBom(patch: Partial<Bom> = {}): Bom {
  return {
    product_id: 'P-1',
    product_name: 'Engine mount',
    revision: 'B',
    base_quantity: 1,
    base_uom: 'PC',
    description: null,
    status: 'ACTIVE',
    effective_date: '2026-09-30',
    version: 3,
    components: [makeComponent()],
    totals: { component_count: 1, total_cost: 21, average_scrap: 5 },
    ...patch,
  };
}

export function makeNode(itemId: string, path: string[], children: ExplosionNode[] = []): ExplosionNode {
  return {
    item_id: itemId,
    item_name: `${itemId} name`,
    level: path.length - 1,
    path,
    quantity_per: 1,
    scrap_percent: 0,
    cumulative_quantity: 1,
    unit: 'PC',
    unit_cost: 1,
    total_cost: 1,
    component_type: path.length === 1 ? null : 'SUBASSEMBLY',
    lead_time_days: 1,
    cumulative_lead_time_days: 1,
    has_bom: children.length > 0,
    via_phantoms: [],
    children,
  };
}

/** FG > SUB > CMP > RM-DEEP, and FG > PKG: four levels, the critical path down the first branch. */
export function makeExplosion(): BomExplosion {
  const deep = makeNode('RM-DEEP', ['FG', 'SUB', 'CMP', 'RM-DEEP']);
  const compound = makeNode('CMP', ['FG', 'SUB', 'CMP'], [deep]);
  const sub = makeNode('SUB', ['FG', 'SUB'], [compound]);
  const packaging = makeNode('PKG', ['FG', 'PKG']);
  return {
    product_id: 'FG',
    product_name: 'Finished good',
    quantity: 1,
    max_level: 10,
    structure: makeNode('FG', ['FG'], [sub, packaging]),
    lead_time_analysis: {
      critical_path: 'FG -> SUB -> CMP -> RM-DEEP',
      critical_path_items: ['FG', 'SUB', 'CMP', 'RM-DEEP'],
      total_lead_time_days: 4,
    },
    total_material_cost: 2,
    component_count: 4,
    depth: 3,
  };
}

export function makePlannedOrder(patch: Partial<PlannedOrder> = {}): PlannedOrder {
  return {
    order_id: 'PLO-00001',
    item_id: 'P-1',
    item_name: 'Engine mount',
    order_quantity: 500,
    release_date: '2026-11-25',
    due_date: '2026-11-30',
    lead_time_days: 5,
    lot_sizing_method: 'LFL',
    order_type: 'PLANNED_ORDER',
    pegged_to: [],
    ...patch,
  };
}

export function makeActionMessage(patch: Partial<ActionMessage> = {}): ActionMessage {
  return {
    type: 'RELEASE',
    priority: 'MEDIUM',
    item_id: 'P-1',
    message: 'Release PLO-00001 for 500 PC of P-1',
    quantity: 500,
    date: '2026-11-25',
    order_id: 'PLO-00001',
    ...patch,
  };
}

export function makeMrpResult(patch: Partial<MrpResult> = {}): MrpResult {
  return {
    planning_date: '2026-11-21',
    planning_horizon_days: 90,
    time_bucket_days: 7,
    summary: { total_planned_orders: 1, total_quantity: 500, unique_items: 1, average_lead_time: 5 },
    planned_orders: [makePlannedOrder()],
    action_messages: [makeActionMessage()],
    capacity_check: makeCapacityCheck(),
    item_records: [],
    warnings: [],
    ...patch,
  };
}

/** A plant of two presses: PRS-01 with room, PRS-03 over capacity in the third week (issue 9). */
export function makeCapacityCheck(): CapacityCheck {
  const weeks = ['2026-11-16', '2026-11-23', '2026-11-30'];
  const perWeek = (values: number[]) => Object.fromEntries(weeks.map((week, w) => [week, values[w]!]));
  const press1 = {
    work_center_id: 'PRS-01',
    capacity_per_week: 120,
    max_utilization: 50,
    overload_weeks: [],
    weekly_load: perWeek([50, 20, 10]),
    weekly_capacity: perWeek([100, 120, 120]),
    weekly_utilization: perWeek([50, 16.67, 8.33]),
  };
  const press3 = {
    work_center_id: 'PRS-03',
    capacity_per_week: 80,
    max_utilization: 128.2,
    overload_weeks: [
      { week: '2026-11-23', load: 70, utilization: 87.5, status: 'High' as const },
      { week: '2026-11-30', load: 102.56, utilization: 128.2, status: 'Overload' as const },
    ],
    weekly_load: perWeek([0, 70, 102.56]),
    weekly_capacity: perWeek([80, 80, 80]),
    weekly_utilization: perWeek([0, 87.5, 128.2]),
  };
  return {
    capacity_per_week: 200,
    max_utilization: 56.28,
    overload_weeks: [],
    weekly_load: perWeek([50, 90, 112.56]),
    weekly_capacity: perWeek([180, 200, 200]),
    weekly_utilization: perWeek([27.78, 45, 56.28]),
    work_centers: [press1, press3],
  };
}
