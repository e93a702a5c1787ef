export interface RoutingStepRate {
  work_center_id: string;
  run_rate_per_hour: number;
  fixed_minutes: number;
}

export interface StepCost {
  workCenterId: string;
  /** Hours a unit for `quantity` units: run hours plus the fixed minutes spread over them. */
  hoursPerUnit: number;
  costRatePerHour: number;
  costPerUnit: number;
}

/**
 * The cost of one routing step for `quantity` units on its cheapest eligible work center (the one a
 * planner would cost it on): run hours (1 / rate) plus fixed minutes once, × the center's hourly rate.
 * Undefined when no eligible center has a rate.
 */
export function routingStepCost(
  eligible: readonly RoutingStepRate[],
  ratePerHour: (workCenterId: string) => number | undefined,
  quantity: number,
): StepCost | undefined {
  let best: StepCost | undefined;
  for (const option of eligible) {
    const rate = ratePerHour(option.work_center_id);
    if (rate === undefined || !(option.run_rate_per_hour > 0)) continue;
    const hours = quantity / option.run_rate_per_hour + option.fixed_minutes / 60;
    const hoursPerUnit = hours / quantity;
    const costPerUnit = hoursPerUnit * rate;
    if (!best || costPerUnit < best.costPerUnit)
      best = { workCenterId: option.work_center_id, hoursPerUnit, costRatePerHour: rate, costPerUnit };
  }
  return best;
}

export interface OrderCostInput {
  quantity: number;
  unitPrice: number;
  materialCostPerUnit: number;
  laborCostPerUnit: number;
  overtimeCost: number;
}

export interface OrderProfitFigures {
  revenue: number;
  materialCost: number;
  laborCost: number;
  overtimeCost: number;
  margin: number;
}

/** Revenue against material, labor and overtime cost of one produced order. */
export function orderProfit(input: OrderCostInput): OrderProfitFigures {
  const revenue = input.quantity * input.unitPrice;
  const materialCost = input.quantity * input.materialCostPerUnit;
  const laborCost = input.quantity * input.laborCostPerUnit;
  return {
    revenue,
    materialCost,
    laborCost,
    overtimeCost: input.overtimeCost,
    margin: revenue - materialCost - laborCost - input.overtimeCost,
  };
}
