import type { CostingOperation, ProductCost } from '@takt/contract';
import {
  type BomStructure,
  type ExplosionNode,
  explodeBom,
  rollUpCost,
  roundMoney,
  routingStepCost,
} from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database, EligibleWorkCenter } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { loadBomStructure } from '../bom/bom-structure.ts';
import { toAppError } from '../bom/engine-errors.ts';

interface RoutingStep {
  material_id: string;
  operation_no: number;
  description: string;
  eligible: EligibleWorkCenter[];
}

export interface CostingData {
  structure: BomStructure;
  routings: Map<string, RoutingStep[]>;
  centers: Map<string, { name: string; rate: number }>;
  standardCost: Map<string, number>;
  products: string[];
}

export async function loadCostingData(db: Kysely<Database>, datasetId: string | null): Promise<CostingData> {
  const structure = await loadBomStructure(db, datasetId);
  if (!datasetId)
    return { structure, routings: new Map(), centers: new Map(), standardCost: new Map(), products: [] };
  const q = scoped(db, datasetId);
  const [steps, centers, boms] = await Promise.all([
    q.selectFrom('routing_operations').selectAll().orderBy('material_id').orderBy('operation_no').execute(),
    q.selectFrom('work_centers').select(['work_center_id', 'name', 'cost_rate_per_hour']).execute(),
    q.selectFrom('boms').select('product_id').orderBy('product_id').execute(),
  ]);
  const routings = new Map<string, RoutingStep[]>();
  for (const step of steps) {
    const eligible = typeof step.eligible === 'string' ? JSON.parse(step.eligible) : step.eligible;
    routings.set(step.material_id, [...(routings.get(step.material_id) ?? []), { ...step, eligible }]);
  }
  return {
    structure,
    routings,
    centers: new Map(
      centers.map((c) => [c.work_center_id, { name: c.name, rate: Number(c.cost_rate_per_hour) }]),
    ),
    standardCost: new Map(structure.items.map((i) => [i.itemId, i.unitCost ?? 0])),
    products: boms.map((b) => b.product_id),
  };
}

/** The routing steps of one item for `quantity` units, each on its cheapest eligible centre. */
function operationsOf(data: CostingData, itemId: string, quantity: number): CostingOperation[] {
  return (data.routings.get(itemId) ?? []).flatMap((step) => {
    const cost = routingStepCost(step.eligible, (id) => data.centers.get(id)?.rate, quantity);
    if (!cost) return [];
    return [
      {
        operation_no: step.operation_no,
        description: step.description,
        work_center_id: cost.workCenterId,
        work_center_name: data.centers.get(cost.workCenterId)?.name ?? cost.workCenterId,
        hours_per_unit: cost.hoursPerUnit,
        cost_rate_per_hour: cost.costRatePerHour,
        cost_per_unit: cost.costPerUnit,
      },
    ];
  });
}

/** Labor of the made components below the product: their routings at the quantities the BOM needs. */
function componentLabor(data: CostingData, children: readonly ExplosionNode[]): number {
  let total = 0;
  for (const node of children) {
    if (!node.hasBom) continue;
    const quantity = node.cumulativeQuantity;
    if (quantity > 0)
      total += operationsOf(data, node.itemId, quantity).reduce(
        (s, op) => s + op.cost_per_unit * quantity,
        0,
      );
    total += componentLabor(data, node.children);
  }
  return total;
}

/** Unit costs keep four decimals, as standard costs do: a seal's cents would vanish at two. */
const perUnit = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * CK11N: material by the BOM roll-up, labor by routing hours × work-centre rate for the product's own
 * steps and its made components', per unit and for `quantity` (fixed minutes counted once per lot).
 */
export function costProduct(data: CostingData, productId: string, quantity: number): ProductCost {
  if (!data.structure.items.some((i) => i.itemId === productId))
    throw new AppError('ITEM_NOT_FOUND', { itemId: productId });
  const rollUp = rollUpCost(data.structure, productId, quantity);
  const explosion = explodeBom(data.structure, productId, quantity, Number.MAX_SAFE_INTEGER);
  const operations = operationsOf(data, productId, quantity);
  const ownLabor = operations.reduce((s, op) => s + op.cost_per_unit * quantity, 0);
  const laborCost = ownLabor + componentLabor(data, explosion.structure.children);
  const materialCost = rollUp.totalMaterialCost;
  return {
    product_id: productId,
    product_name: rollUp.productName,
    quantity,
    standard_cost: data.standardCost.get(productId) ?? 0,
    material_cost_per_unit: perUnit(materialCost / quantity),
    labor_cost_per_unit: perUnit(laborCost / quantity),
    total_cost_per_unit: perUnit((materialCost + laborCost) / quantity),
    material_cost: roundMoney(materialCost),
    labor_cost: roundMoney(laborCost),
    total_cost: roundMoney(materialCost + laborCost),
    operations,
    materials: rollUp.materials.map((m) => ({
      item_id: m.itemId,
      description: m.itemName,
      quantity: m.totalQuantity,
      unit: m.unit ?? '',
      unit_cost: m.unitCost,
      total_cost: roundMoney(m.totalCost),
    })),
  };
}

export async function productCosting(
  db: Kysely<Database>,
  datasetId: string | null,
  productId: string | undefined,
  quantity: number,
): Promise<{ quantity: number; products: ProductCost[] }> {
  const data = await loadCostingData(db, datasetId);
  const ids = productId ? [productId] : data.products;
  try {
    return { quantity, products: ids.map((id) => costProduct(data, id, quantity)) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    return toAppError(error);
  }
}
