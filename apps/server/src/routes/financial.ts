import { AccountsQuery, AccountsResponse } from '@takt/contract';
import { readScope } from '../db/scope.ts';
import type { RouteDeps, ZodApp } from '../http/types.ts';
import { listAccounts } from '../services/finance-service.ts';

export function registerFinancialRoutes(app: ZodApp, deps: RouteDeps) {
  app.get(
    '/api/financial/accounts',
    {
      schema: {
        tags: ['financial'],
        summary: 'Chart of accounts',
        querystring: AccountsQuery,
        response: { 200: AccountsResponse },
      },
    },
    async (request) => {
      const { source, active, type } = request.query;
      const scope = await readScope(deps.db, request.caller, source);
      return {
        accounts: await listAccounts(deps.db, scope, {
          ...(active !== undefined ? { active } : {}),
          ...(type ? { type } : {}),
        }),
      };
    },
  );
}
