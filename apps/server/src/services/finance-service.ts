import type { Account } from '@takt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ReadScope } from '../db/scope.ts';
import { scoped } from '../db/scoped.ts';

export async function listAccounts(
  db: Kysely<Database>,
  scope: ReadScope,
  filter: { active?: boolean; type?: string },
): Promise<Account[]> {
  if (!scope.datasetId) return [];
  let query = scoped(db, scope.datasetId).selectFrom('accounts').selectAll();
  if (filter.active !== undefined) query = query.where('is_active', '=', filter.active);
  if (filter.type) query = query.where('account_type', '=', filter.type.toUpperCase());
  const rows = await query.orderBy('account_number').execute();
  return rows.map(({ dataset_id: _, ...account }) => account);
}
