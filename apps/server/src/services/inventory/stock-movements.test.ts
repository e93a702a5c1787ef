import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaktDatabase } from '../../db/database.ts';
import { DEFAULT_DATASET_ID } from '../../db/scope.ts';
import { scoped } from '../../db/scoped.ts';
import { openTestDatabase } from '../../db/test-database.test-support.ts';
import { AppError } from '../../errors.ts';
import { postMovements, type StockMovement } from './stock-movements.ts';

/** Balances move only with their movement rows, to the cent, and never below zero. */
let database: TaktDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const balance = async (materialId: string, location: string) =>
  (await scoped(database.db, DEFAULT_DATASET_ID)
    .selectFrom('inventory')
    .select(['on_hand', 'reserved'])
    .where('material_id', '=', materialId)
    .where('location_id', '=', location)
    .executeTakeFirst()) ?? null;

const move = (patch: Partial<StockMovement>): StockMovement => ({
  materialId: 'RM-SBR-1502',
  from: 'MAIN',
  to: 'PRODUCTION',
  quantity: 1,
  kind: 'transfer',
  reason: 'test',
  reference: null,
  userId: 'tess',
  ...patch,
});

describe('postMovements', () => {
  it('moves a transfer out of one balance and into another, with its row', async () => {
    const main = await balance('RM-SBR-1502', 'MAIN');
    const production = await balance('RM-SBR-1502', 'PRODUCTION');
    await database.db
      .transaction()
      .execute((trx) =>
        postMovements(trx, DEFAULT_DATASET_ID, [move({ quantity: 0.1 }), move({ quantity: 0.2 })]),
      );
    expect((await balance('RM-SBR-1502', 'MAIN'))?.on_hand).toBe(
      Math.round((main!.on_hand - 0.3) * 100) / 100,
    );
    expect((await balance('RM-SBR-1502', 'PRODUCTION'))?.on_hand).toBe(
      Math.round(((production?.on_hand ?? 0) + 0.3) * 100) / 100,
    );
    const rows = await scoped(database.db, DEFAULT_DATASET_ID)
      .selectFrom('stock_movements')
      .selectAll()
      .where('material_id', '=', 'RM-SBR-1502')
      .orderBy('movement_id')
      .execute();
    expect(rows.map((r) => [r.from_location, r.to_location, r.quantity, r.created_by])).toEqual([
      ['MAIN', 'PRODUCTION', 0.1, 'tess'],
      ['MAIN', 'PRODUCTION', 0.2, 'tess'],
    ]);
  });

  it('refuses to take more than the free stock, naming the shortfall, and writes nothing', async () => {
    const main = await balance('RM-SBR-1502', 'MAIN');
    const free = main!.on_hand - main!.reserved;
    const error = await database.db
      .transaction()
      .execute((trx) =>
        postMovements(trx, DEFAULT_DATASET_ID, [move({ quantity: 1 }), move({ quantity: free + 5 })]),
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('STOCK_SHORT');
    expect((error as AppError).params.short).toBeCloseTo(6, 2);
    expect(await balance('RM-SBR-1502', 'MAIN')).toEqual(main);
  });

  it('receives into a location the item had no balance at', async () => {
    await database.db
      .transaction()
      .execute((trx) =>
        postMovements(trx, DEFAULT_DATASET_ID, [
          move({ materialId: 'RM-SBR-1502', from: null, to: 'QUARANTINE', quantity: 12.5, kind: 'receipt' }),
        ]),
      );
    expect((await balance('RM-SBR-1502', 'QUARANTINE'))?.on_hand).toBeGreaterThanOrEqual(12.5);
  });
});
