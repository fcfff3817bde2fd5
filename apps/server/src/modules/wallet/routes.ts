import { and, eq } from 'drizzle-orm';
import { CURRENCY_COOKIE, CURRENCY_COOKIE_MAX_AGE_S, ZSetCurrencyRequest, ZTransactionsQuery, ZTransactionsResponse } from '@croupier/contracts';
import { currencies } from '@croupier/db';
import { sendError } from '../../platform/errors';
import { isSecureRequest, requestHost, requestLanguage } from '../../platform/request';
import { getSiteSettings } from '../content/get-site-settings';
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
      const result = await listTransactions(db, { userId: req.auth!.userId, tab, page, limit, language: requestLanguage(req) });
      return { data: { ...result, page, limit } };
    },
  );
  await walletCurrencyRoutes(app);
}

export async function walletCurrencyRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps;
  /** useMultiWallet: the player picks the active currency; it is remembered in the currency cookie (30 days). */
  app.post(
    '/api/user/set-currency',
    { preHandler: requireAuth, schema: { tags: ['wallet'], body: ZSetCurrencyRequest } },
    async (req, reply) => {
      const site = await getSiteSettings(db, requestHost(req));
      if (!site.settings.useMultiWallet) return sendError(reply, 'MULTI_WALLET_DISABLED');
      const [currency] = await db
        .select({ code: currencies.code })
        .from(currencies)
        .where(and(eq(currencies.code, req.body.currencyCode), eq(currencies.isActive, true)))
        .limit(1);
      if (!currency) return sendError(reply, 'VALIDATION_ERROR', { fields: { currencyCode: 'form.validation.invalid.currency' } });
      reply.setCookie(CURRENCY_COOKIE, currency.code, { path: '/', maxAge: CURRENCY_COOKIE_MAX_AGE_S, sameSite: 'lax', secure: isSecureRequest(req) });
      return { data: { currencyCode: currency.code } };
    },
  );
}
