import { ZTransactionsQuery, ZTransactionsResponse } from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { requireAuth } from '../../platform/auth';
import { listTransactions } from './list-transactions';

/** Player-facing wallet calls. */
export async function walletRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps;
  app.get(
    '/api/user/transactions',
    { preHandler: requireAuth, schema: { tags: ['wallet'], querystring: ZTransactionsQuery, response: { 200: ZTransactionsResponse } } },
    async (req) => {
      const { tab, page, limit } = req.query;
      const result = await listTransactions(db, { userId: req.auth!.userId, tab, page, limit });
      return { data: { ...result, page, limit } };
    },
  );
}
