import { deriveLines, type ProductionLine, type SetupMatrix } from '@takt/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { scoped } from '../../db/scoped.ts';

/** What the line model reads of a dataset's master data: routings, work centers, materials, setups. */
export interface LineMasterData {
  lines: ProductionLine[];
  workCenters: Map<string, { name: string; type: string; process: string }>;
  materials: Map<
    string,
    { description: string; category: string; setupFamily: string | null; moldFamily: string | null }
  >;
  /** Routing steps by "material|operation no": the setup family and whether a mold sets it. */
  steps: Map<string, { setupFamily: string | null; requiresMold: boolean }>;
  setupMatrices: SetupMatrix[];
}

/** Reads the master data of a dataset and derives its lines from the routings (`deriveLines`). */
export async function loadLineMasterData(
  db: Kysely<Database>,
  datasetId: string | null,
): Promise<LineMasterData> {
  const q = scoped(db, datasetId);
  const [routings, workCenters, materials, setups] = await Promise.all([
    q.selectFrom('routing_operations').selectAll().orderBy('material_id').orderBy('operation_no').execute(),
    q.selectFrom('work_centers').select(['work_center_id', 'name', 'type', 'process']).execute(),
    q
      .selectFrom('materials')
      .select(['material_id', 'description', 'category', 'setup_family', 'mold_family'])
      .execute(),
    q
      .selectFrom('setup_matrices')
      .select(['work_center_type', 'from_family', 'to_family', 'setup_minutes'])
      .execute(),
  ]);
  const typeOf = new Map(workCenters.map((wc) => [wc.work_center_id, wc.type]));
  const familyOf = new Map(materials.map((m) => [m.material_id, m.category]));
  const lines = deriveLines(
    routings.map((r) => ({
      materialId: r.material_id,
      operationNo: r.operation_no,
      eligible: r.eligible.map((e) => ({
        workCenterId: e.work_center_id,
        runRatePerHour: e.run_rate_per_hour,
        fixedMinutes: e.fixed_minutes,
      })),
    })),
    typeOf,
    familyOf,
  );
  const matrices = new Map<string, SetupMatrix>();
  for (const row of setups) {
    const matrix = matrices.get(row.work_center_type) ?? { workCenterType: row.work_center_type, rules: [] };
    matrix.rules.push({
      fromFamily: row.from_family,
      toFamily: row.to_family,
      setupMinutes: row.setup_minutes,
    });
    matrices.set(row.work_center_type, matrix);
  }
  return {
    lines,
    workCenters: new Map(
      workCenters.map((wc) => [wc.work_center_id, { name: wc.name, type: wc.type, process: wc.process }]),
    ),
    materials: new Map(
      materials.map((m) => [
        m.material_id,
        {
          description: m.description,
          category: m.category,
          setupFamily: m.setup_family,
          moldFamily: m.mold_family,
        },
      ]),
    ),
    steps: new Map(
      routings.map((r) => [
        `${r.material_id}|${r.operation_no}`,
        { setupFamily: r.setup_family, requiresMold: r.requires_mold },
      ]),
    ),
    setupMatrices: [...matrices.values()],
  };
}
