import type { BomSaveRequest, BomUpdateRequest } from '@takt/contract';
import {
  type BomStructure,
  explodeBom,
  findAlternatives,
  indexStructure,
  optimizeBom,
  rollUpCost,
  validateBom,
  whereUsed,
} from '@takt/engine';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Caller, type ReadScope, withWriteScope } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { AppError } from '../../errors.ts';
import { t } from '../../i18n/translate.ts';
import { bomFailureText } from './bom-failures.ts';
import { loadBomStructure } from './bom-structure.ts';
import {
  alternativeToWire,
  costRollUpToWire,
  explosionToWire,
  optimizationToWire,
  whereUsedToWire,
} from './bom-wire.ts';
import { bomInvalid, toAppError } from './engine-errors.ts';

/** A stored BOM with its lines, names and costs from the item master (planning-workspaces §3). */
export async function getBom(db: Kysely<Database>, scope: ReadScope, productId: string) {
  const datasetId = scope.datasetId;
  const header = await scoped(db, datasetId)
    .selectFrom('boms')
    .selectAll()
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (!header) throw new AppError('BOM_NOT_FOUND', { productId });
  const lines = await scoped(db, datasetId)
    .selectFrom('bom_components as c')
    .leftJoin('materials as m', (j) =>
      j.onRef('m.dataset_id', '=', 'c.dataset_id').onRef('m.material_id', '=', 'c.item_id'),
    )
    .select([
      'c.line_no',
      'c.item_id',
      'm.description',
      'c.quantity_per',
      'c.uom',
      'c.component_type',
      'c.scrap_percent',
      'c.is_phantom',
      'm.standard_cost',
    ])
    .where('c.product_id', '=', productId)
    .orderBy('c.line_no')
    .execute();
  const { dataset_id: _, ...rest } = header;
  const components = lines.map((l) => ({
    component_id: `${productId}/${l.line_no}`,
    line_no: l.line_no,
    item_id: l.item_id,
    item_name: l.description ?? l.item_id,
    quantity_per: l.quantity_per,
    uom: l.uom,
    component_type: l.component_type,
    scrap_percent: l.scrap_percent,
    is_phantom: l.is_phantom,
    unit_cost: l.standard_cost ?? 0,
    total_cost: round((l.standard_cost ?? 0) * l.quantity_per * (1 + l.scrap_percent / 100)),
  }));
  return {
    ...rest,
    components,
    totals: {
      component_count: components.length,
      total_cost: round(components.reduce((sum, c) => sum + c.total_cost, 0)),
      average_scrap: components.length
        ? round(components.reduce((sum, c) => sum + c.scrap_percent, 0) / components.length)
        : 0,
    },
  };
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Stores a new BOM after every save rule; `language` words the failures (en-US unless Portuguese). */
export async function createBom(
  db: Kysely<Database>,
  caller: Caller,
  request: BomSaveRequest,
  today: string,
  language?: string,
) {
  const { result, version } = await withWriteScope(db, caller, request.source, async (trx, datasetId) => {
    validateOrThrow(request, await loadBomStructure(trx, datasetId), language);
    const exists = await scoped(trx, datasetId)
      .selectFrom('boms')
      .select('product_id')
      .where('product_id', '=', request.product_id.trim())
      .executeTakeFirst();
    if (exists) throw new AppError('BOM_EXISTS', { productId: request.product_id });
    await writeBom(trx, datasetId, request, today, 1);
    return request.product_id.trim();
  });
  return { product_id: result, version: 1, dataset_version: version };
}

/** Replaces a BOM if it is still at the version the caller read (else 409), in one transaction. */
export async function updateBom(
  db: Kysely<Database>,
  caller: Caller,
  productId: string,
  request: BomUpdateRequest,
  today: string,
  language?: string,
) {
  const { result } = await withWriteScope(db, caller, request.source, async (trx, datasetId) => {
    const draft = { ...request, product_id: productId };
    validateOrThrow(draft, await loadBomStructure(trx, datasetId), language);
    const bumped = await scoped(trx, datasetId)
      .updateTable('boms')
      .set({ version: sql`version + 1` })
      .where('product_id', '=', productId)
      .where('version', '=', request.version)
      .returning('version')
      .executeTakeFirst();
    if (!bumped) {
      const current = await scoped(trx, datasetId)
        .selectFrom('boms')
        .select('version')
        .where('product_id', '=', productId)
        .executeTakeFirst();
      if (!current) throw new AppError('BOM_NOT_FOUND', { productId });
      throw new AppError('VERSION_CONFLICT', { orderId: `BOM ${productId}`, current: current.version });
    }
    await scoped(trx, datasetId).deleteFrom('boms').where('product_id', '=', productId).execute();
    await writeBom(trx, datasetId, draft, today, bumped.version);
    return bumped.version;
  });
  return { product_id: productId, version: result };
}

function validateOrThrow(request: BomSaveRequest, stored: BomStructure, language: string | undefined) {
  const failures = validateBom(
    {
      productId: request.product_id,
      productName: request.product_name,
      components: request.components.map((c, i) => ({
        itemId: c.item_id,
        quantityPer: c.quantity_per,
        scrapPercent: c.scrap_percent,
        lineNo: (i + 1) * 10,
      })),
    },
    indexStructure(stored),
  );
  if (failures.length) throw bomInvalid(failures, language);
}

async function writeBom(
  trx: Transaction<Database>,
  datasetId: string,
  request: BomSaveRequest,
  today: string,
  version: number,
) {
  const productId = request.product_id.trim();
  await scoped(trx, datasetId)
    .insertInto('boms', {
      product_id: productId,
      product_name: request.product_name.trim(),
      revision: request.revision,
      base_quantity: request.base_quantity,
      base_uom: request.base_uom,
      description: request.description ?? null,
      status: request.status,
      effective_date: request.effective_date ?? today,
      version,
    })
    .execute();
  if (request.components.length === 0) return;
  await scoped(trx, datasetId)
    .insertInto(
      'bom_components',
      request.components.map((c, i) => ({
        product_id: productId,
        line_no: (i + 1) * 10,
        item_id: c.item_id.trim(),
        quantity_per: c.quantity_per,
        uom: c.uom,
        component_type: c.component_type,
        scrap_percent: c.scrap_percent,
        is_phantom: c.is_phantom,
      })),
    )
    .execute();
}

/** Runs one engine question over the dataset's structure, mapping engine errors to API errors. */
async function withStructure<T>(
  db: Kysely<Database>,
  scope: ReadScope,
  ask: (structure: BomStructure) => T,
): Promise<T> {
  const structure = await loadBomStructure(db, scope.datasetId);
  try {
    return ask(structure);
  } catch (error) {
    return toAppError(error);
  }
}

export const explode = (
  db: Kysely<Database>,
  scope: ReadScope,
  productId: string,
  quantity: number,
  maxLevel: number,
) => withStructure(db, scope, (s) => explosionToWire(explodeBom(s, productId, quantity, maxLevel)));

export const usedWhere = (db: Kysely<Database>, scope: ReadScope, itemId: string, maxLevel: number) =>
  withStructure(db, scope, (s) => whereUsedToWire(whereUsed(s, itemId, maxLevel)));

export const costOf = (db: Kysely<Database>, scope: ReadScope, productId: string, quantity: number) =>
  withStructure(db, scope, (s) => costRollUpToWire(rollUpCost(s, productId, quantity)));

export const alternativesOf = (db: Kysely<Database>, scope: ReadScope, itemId: string) =>
  withStructure(db, scope, (s) => {
    if (!s.items.some((i) => i.itemId === itemId)) throw new AppError('ITEM_NOT_FOUND', { itemId });
    return { item_id: itemId, alternatives: findAlternatives(s.items, itemId).map(alternativeToWire) };
  });

export const optimize = (db: Kysely<Database>, scope: ReadScope, productId: string, quantity: number) =>
  withStructure(db, scope, (s) => optimizationToWire(optimizeBom(s, productId, quantity)));

/** Checks a stored BOM against the save rules and the whole structure; `language` words what it finds. */
export async function validateStoredBom(
  db: Kysely<Database>,
  scope: ReadScope,
  productId: string,
  language?: string,
) {
  const bom = await getBom(db, scope, productId);
  const structure = await loadBomStructure(db, scope.datasetId);
  const failures = validateBom(
    {
      productId,
      productName: bom.product_name,
      components: bom.components.map((c) => ({
        itemId: c.item_id,
        quantityPer: c.quantity_per,
        scrapPercent: c.scrap_percent,
      })),
    },
    indexStructure(structure),
  );
  const known = new Set(structure.items.map((i) => i.itemId));
  const warnings = bom.components
    .filter((c) => !known.has(c.item_id))
    .map((c) => t(language, 'bomRule.unknownItem', { line: c.line_no, item: c.item_id }));
  const errors = failures.map((failure) => bomFailureText(failure, language));
  return { product_id: productId, valid: errors.length === 0, errors, warnings };
}
