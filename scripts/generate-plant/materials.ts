import { CATALOG } from './catalog.ts';
import { standardCosts } from './cost-rollup.ts';
import { FINISHED_GOOD_PLANS } from './demand-model.ts';
import type { MaterialRow } from './rows.ts';
import { round } from './time.ts';
import { weeklyUsage } from './usage.ts';

/** Rounds up to two significant digits, so stock parameters read like a planner set them. */
function plannerRound(value: number): number {
  if (value <= 0) return 0;
  const step = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / step) * step;
}

function priceOf(cost: number, markup: number): number {
  const price = cost * markup;
  return price >= 1 ? round(price, 2) : round(price, 4);
}

/** Weeks of usage held as safety stock: imports and long lead times carry more. */
function safetyWeeks(
  row: Pick<MaterialRow, 'procurement' | 'material_type' | 'lead_time_days' | 'is_phantom'>,
): number {
  if (row.is_phantom) return 0;
  if (row.procurement === 'BUY') return row.lead_time_days >= 21 ? 1 : 0.5;
  return row.material_type === 'FINISHED' ? 0.5 : 0.25;
}

/** The item master with standard costs, prices and stock parameters derived from steady demand. */
export function buildMaterials(): MaterialRow[] {
  const usage = weeklyUsage();
  const plans = new Map(FINISHED_GOOD_PLANS.map((p) => [p.materialId, p]));
  const typicalLot = (id: string): number => {
    const plan = plans.get(id);
    if (plan) return plan.weeklyDemand * 2.5;
    const lot = CATALOG.get(id)?.made?.lotSize;
    return lot && lot > 10 ? lot : Math.max(100, (usage.get(id) ?? 0) * 2);
  };
  const costs = standardCosts(typicalLot);
  return [...CATALOG.values()].map((item): MaterialRow => {
    const spec = item.bought ?? item.made;
    if (!spec) throw new Error(`${item.id} is neither bought nor made`);
    const preferred = item.bought?.offers.find((o) => o.isPreferred);
    const cost = costs.get(item.id) ?? 0;
    const base = {
      procurement: item.bought ? ('BUY' as const) : ('MAKE' as const),
      material_type: item.type,
      lead_time_days: preferred?.leadTimeDays ?? item.made?.leadTimeDays ?? 0,
      is_phantom: item.isPhantom,
    };
    const weekly = usage.get(item.id) ?? 0;
    const safety = plannerRound(weekly * safetyWeeks(base));
    const markup = item.made?.markup;
    return {
      material_id: item.id,
      description: spec.description,
      material_type: item.type,
      category: spec.category,
      unit: item.unit,
      procurement: base.procurement,
      standard_cost: round(cost, 4),
      price: markup ? priceOf(cost, markup) : null,
      lead_time_days: base.lead_time_days,
      safety_stock: safety,
      reorder_point: item.isPhantom ? 0 : plannerRound(safety + (weekly * base.lead_time_days) / 7),
      lot_size_method: spec.lotSizeMethod,
      lot_size: spec.lotSize,
      min_order_qty: preferred?.minOrderQty ?? item.made?.minOrderQty ?? 0,
      rounding_qty: spec.roundingQty,
      is_phantom: item.isPhantom,
      setup_family: item.made?.setupFamily ?? null,
      mold_family: item.made?.moldFamily ?? null,
    };
  });
}
