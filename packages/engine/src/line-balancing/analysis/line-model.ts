/** A work center a routing step may run on, at its rate: units per hour plus fixed minutes per batch. */
export interface StepWorkCenter {
  workCenterId: string;
  runRatePerHour: number;
  fixedMinutes: number;
}

/** One step of a product's routing. */
export interface LineRoutingStep {
  materialId: string;
  operationNo: number;
  eligible: readonly StepWorkCenter[];
}

/** A station of a line: one work-center type in routing order, its parallel machines pooled. */
export interface LineStation {
  stationId: string;
  type: string;
  workCenterIds: string[];
}

/** A product's routing step as a task of the line, at the station (index into `stations`) it runs on. */
export interface LineTask {
  taskId: string;
  materialId: string;
  operationNo: number;
  stationIndex: number;
  eligible: readonly StepWorkCenter[];
}

/** A production line: the products whose routings pass the same work-center types in the same order. */
export interface ProductionLine {
  lineId: string;
  /** The stations' types in order, joined by arrows ("Press → Trimming → Inspection → Packaging"). */
  name: string;
  products: string[];
  /** The product families (material categories) the line makes. */
  families: string[];
  stations: LineStation[];
  tasks: LineTask[];
}

/**
 * The lines the routings define: each product's steps in operation order, each step at the type of
 * the work centers it may run on (the first eligible one with a type names it; eligible machines of
 * that type are pooled), and products with the same sequence of types make one line. Lines come with
 * the most products first, then by id; a product without routing steps makes no line.
 */
export function deriveLines(
  steps: readonly LineRoutingStep[],
  typeOf: ReadonlyMap<string, string>,
  familyOf: ReadonlyMap<string, string>,
): ProductionLine[] {
  const byProduct = new Map<string, LineRoutingStep[]>();
  for (const step of steps) byProduct.set(step.materialId, [...(byProduct.get(step.materialId) ?? []), step]);
  const lines = new Map<string, ProductionLine>();
  for (const [materialId, productSteps] of [...byProduct].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    productSteps.sort((a, b) => a.operationNo - b.operationNo);
    const types = productSteps.map((s) => stationTypeOf(s, typeOf));
    if (types.some((t) => t === undefined)) continue;
    const sequence = types as string[];
    const lineId = lineIdOf(sequence);
    let line = lines.get(lineId);
    if (!line) {
      line = {
        lineId,
        name: sequence.join(' → '),
        products: [],
        families: [],
        stations: stationsOf(sequence),
        tasks: [],
      };
      lines.set(lineId, line);
    }
    line.products.push(materialId);
    const family = familyOf.get(materialId);
    if (family && !line.families.includes(family)) line.families.push(family);
    productSteps.forEach((step, stationIndex) => {
      const station = line.stations[stationIndex]!;
      const pooled = step.eligible.filter((e) => typeOf.get(e.workCenterId) === station.type);
      for (const e of pooled)
        if (!station.workCenterIds.includes(e.workCenterId)) station.workCenterIds.push(e.workCenterId);
      line.tasks.push({
        taskId: `${materialId}/${step.operationNo}`,
        materialId,
        operationNo: step.operationNo,
        stationIndex,
        eligible: pooled,
      });
    });
  }
  for (const line of lines.values()) for (const s of line.stations) s.workCenterIds.sort();
  return [...lines.values()].sort(
    (a, b) => b.products.length - a.products.length || (a.lineId < b.lineId ? -1 : 1),
  );
}

function stationTypeOf(step: LineRoutingStep, typeOf: ReadonlyMap<string, string>): string | undefined {
  for (const e of step.eligible) {
    const type = typeOf.get(e.workCenterId);
    if (type) return type;
  }
  return undefined;
}

/**
 * A stable id from the station sequence, so a line keeps its id while its products change: three
 * letters a type, as ids are short (LINE-PRE-TRI-INS-PAC).
 */
function lineIdOf(types: readonly string[]): string {
  return `LINE-${types
    .map((t) =>
      t
        .toUpperCase()
        .replace(/[^A-Z0-9]+/g, '')
        .slice(0, 3),
    )
    .join('-')}`;
}

/** Station ids are the types; a type met again later in the sequence gets its position appended. */
function stationsOf(types: readonly string[]): LineStation[] {
  return types.map((type, index) => ({
    stationId: types.indexOf(type) === index ? type : `${type}-${index + 1}`,
    type,
    workCenterIds: [],
  }));
}
