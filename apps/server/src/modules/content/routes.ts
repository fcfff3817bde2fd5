import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import {
  ZCountriesResponse,
  ZCurrenciesResponse,
  ZRegistrationFieldsResponse,
  ZScriptsQuery,
  ZScriptsResponse,
  ZSettingsResponse,
} from '@croupier/contracts';
import { currencies, registrationFields } from '@croupier/db';
import type { ZodApp } from '../../app';
import { sendError } from '../../platform/errors';
import { requestHost } from '../../platform/request';
import { clientSettings, getSiteSettings } from './get-site-settings';
import { getLocale } from './get-locale';
import { acceptsGzip } from '../../platform/compress';
import { listCountries } from './list-countries';
import { listScripts } from './list-scripts';
import { exclusionOf } from '../protection/exclude-player';
import { getPaymentStats } from '../cashier/queries';

export async function contentRoutes(app: ZodApp): Promise<void> {
  const { db } = app.deps;

  app.get('/api/core/casino/settings2', { schema: { tags: ['content'], response: { 200: ZSettingsResponse } } }, async (req) => {
    const site = await getSiteSettings(db, requestHost(req));
    return { data: clientSettings(site) };
  });

  app.get(
    '/api/core/casino/locales/:file',
    {
      schema: {
        tags: ['content'],
        params: z.object({ file: z.string().regex(/^[a-z]{2,3}\.json$/) }),
        querystring: z.object({ _v4: z.string().max(32).optional(), _: z.string().max(64).optional() }),
      },
    },
    async (req, reply) => {
      const locale = await getLocale(req.params.file.replace(/\.json$/, ''));
      if (!locale) return sendError(reply, 'LOCALE_NOT_FOUND');
      // §9 content cache 5 minutes; cache-busting via _v4 / _ query parameters.
      reply.header('cache-control', 'public, max-age=300').header('etag', locale.etag).header('vary', 'accept-encoding').type('application/json; charset=utf-8');
      if (req.headers['if-none-match'] === locale.etag) return reply.code(304).send();
      if (acceptsGzip(req.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(locale.gzip);
      return reply.send(locale.body);
    },
  );

  app.get('/api/core/casino/scripts', { schema: { tags: ['content'], querystring: ZScriptsQuery, response: { 200: ZScriptsResponse } } }, async (req) => {
    const data = await listScripts(db, {
      isAuthenticated: req.auth !== null,
      depositCount: req.auth ? (await getPaymentStats(db, req.auth.userId, '')).depositCount : 0,
      enableAuthUsers: req.query.enableAuthUsers === 'true',
      enableDepositors: req.query.enableDepositors === 'true',
      isExcluded: req.auth ? (await exclusionOf(db, req.auth.userId, app.deps.clock.now())) !== null : false,
    });
    return { data };
  });

  app.get('/api/admin/get-all-country', { schema: { tags: ['content'], response: { 200: ZCountriesResponse } } }, async () => ({
    data: await listCountries(db),
  }));

  app.get('/api/admin/get-currencies', { schema: { tags: ['content'], response: { 200: ZCurrenciesResponse } } }, async () => {
    const rows = await db.select().from(currencies).where(eq(currencies.isActive, true)).orderBy(asc(currencies.sortOrder), asc(currencies.code));
    return { data: { currencies: rows.map((r) => ({ code: r.code, name: r.name, symbol: r.symbol, exponent: r.exponent, isCrypto: r.isCrypto, minorPerEur: r.minorPerEur })) } };
  });

  app.get('/api/admin/get-registration-fields', { schema: { tags: ['content'], response: { 200: ZRegistrationFieldsResponse } } }, async (req) => {
    const site = await getSiteSettings(db, requestHost(req));
    const rows = await db.select().from(registrationFields).orderBy(asc(registrationFields.sortOrder));
    return {
      data: {
        mode: site.settings.registrationMode,
        oneClick: site.settings.use1ClickRegistration,
        fields: Object.fromEntries(rows.map((r) => [r.key, r.value])),
      },
    };
  });

}
