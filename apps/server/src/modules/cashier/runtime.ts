import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paymentProviders, type Db } from '@croupier/db';
import type { Clock } from '../../platform/clock';
import { SandboxBank } from './providers/sandbox-bank';
import { createAdapters } from './providers/registry';
import type { PaymentProviderAdapter } from './providers/types';

export interface ProviderHandle {
  id: string;
  isActive: boolean;
  webhookSecret: string;
  adapter: PaymentProviderAdapter;
}

/** What the cashier needs at run time: the provider adapters, the sandbox, the background worker. */
export interface CashierRuntime {
  bank: SandboxBank;
  /** The sandbox's key (hosted-page tokens, PaReq, deterministic addresses). */
  sandboxKey: string;
  provider(db: Db, providerId: string): Promise<ProviderHandle | null>;
  /** Runs `tick` every `intervalMs` (a running server: payouts, UPI expiry). */
  startWorker(tick: () => Promise<unknown>, intervalMs: number): void;
  stop(): void;
  log?: (msg: string, extra?: Record<string, unknown>) => void;
}

export function createCashierRuntime(opts: { db: Db; clock: Clock; appSecret: string; autoDeliver: boolean; log?: (msg: string, extra?: Record<string, unknown>) => void }): CashierRuntime {
  const sandboxKey = createHmac('sha256', opts.appSecret).update('payment-sandbox').digest('hex');
  const bank = new SandboxBank({ db: opts.db, clock: opts.clock, key: sandboxKey, autoDeliver: opts.autoDeliver, log: opts.log });
  const adapters = createAdapters(bank, sandboxKey);
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  return {
    bank,
    sandboxKey,
    log: opts.log,
    async provider(db, providerId) {
      const [row] = await db.select().from(paymentProviders).where(eq(paymentProviders.id, providerId)).limit(1);
      const adapter = row ? adapters.get(row.adapter) : undefined;
      if (!row || !adapter) return null;
      return { id: row.id, isActive: row.isActive, webhookSecret: row.webhookSecret, adapter };
    },
    startWorker(tick, intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        tick()
          .catch((err) => opts.log?.('cashier worker failed', { err: (err as Error).message }))
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      bank.stop();
    },
  };
}
