import { z } from 'zod';
import { lineText } from './bounds.ts';
import { DataSource, QueryBoolean } from './common.ts';

export const Account = z.object({
  account_id: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.string(),
  description: z.string().nullable(),
  normal_balance: z.enum(['DEBIT', 'CREDIT']),
  is_active: z.boolean(),
});
export type Account = z.infer<typeof Account>;

export const AccountsQuery = z.object({
  active: QueryBoolean.optional(),
  type: lineText(20).optional(),
  source: DataSource.default('playground'),
});

export const AccountsResponse = z.object({ accounts: z.array(Account) });
export type AccountsResponse = z.infer<typeof AccountsResponse>;
