import type { TWalletResponse } from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { HOUSE_PROVIDER_ID } from '../games/register-house-provider';
import { signBody } from '../wallet/seamless/verify-signature';

/** How the in-house provider reaches the casino's seamless-wallet API (signed HTTP, like any provider). */
export interface WalletClient {
  call(path: 'balance' | 'bet' | 'win' | 'rollback', body: Record<string, unknown>): Promise<TWalletResponse>;
}

export class WalletUnavailable extends Error {}

/** fetch() against the wallet's base URL, with HMAC signature and a timeout. */
export function createHttpWalletClient(opts: { baseUrl: () => string; providerId: string; secret: string; timeoutMs?: number }): WalletClient {
  return {
    async call(path, body) {
      const raw = JSON.stringify(body);
      let res: Response;
      try {
        res = await fetch(`${opts.baseUrl()}/api/wallet/v1/${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-provider-id': opts.providerId, 'x-signature': signBody(opts.secret, raw) },
          body: raw,
          signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
        });
      } catch (err) {
        throw new WalletUnavailable(String(err));
      }
      // Every answer of the wallet's business is a 200 (OK or a refusal such as INSUFFICIENT_FUNDS); anything else — busy,
      // a bad signature during a secret change, a proxy's error page — is not an answer: the call may be sent again.
      if (!res.ok) throw new WalletUnavailable(`wallet answered ${res.status}`);
      try {
        return (await res.json()) as TWalletResponse;
      } catch (err) {
        throw new WalletUnavailable(`wallet answer unreadable: ${String(err)}`);
      }
    },
  };
}

/** The in-house provider's wallet client for this app: the test's stand-in, or signed HTTP to this server. */
export function houseWalletOf(app: ZodApp): WalletClient {
  return (
    app.deps.houseWallet ??
    createHttpWalletClient({
      baseUrl: () => process.env.INTERNAL_API_URL ?? `http://127.0.0.1:${app.deps.config.port}`,
      providerId: HOUSE_PROVIDER_ID,
      secret: app.deps.houseProviderSecret ?? '',
    })
  );
}
