import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';
import { cashOf } from './wallet-helpers';
import { cardDeposit, cashierPlayer, deposit, getDeposit } from './cashier-helpers';

/** As in a running server (not the test mode): the sandbox delivers its signed webhooks by itself, after a delay. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { nodeEnv: 'development' } });
});
afterAll(async () => {
  await t.close();
});

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 8000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('sandbox in a running server', () => {
  it('a card deposit is credited by the webhook the sandbox sends by itself, and the player hears of it', async () => {
    const p = await cashierPlayer(t);
    const d = (await deposit(t, p.token, cardDeposit(25))).json().data.deposit;
    expect(d.status).toBe('processing');
    expect(await cashOf(t.handle.db, p.userId)).toBe(0n);
    const done = await until(() => getDeposit(t, p.token, d.depositId), (x) => x.status === 'success');
    expect(done.status).toBe('success');
    expect(await cashOf(t.handle.db, p.userId)).toBe(2500n);
    const sent = await until(
      async () => t.realtime.sent.filter((e) => e.room === `user:${p.userId}` && e.event === 'deposit'),
      (x) => x.length > 0,
    );
    expect(sent[0]!.payload).toMatchObject({ depositCount: 1, amount: 25 });
  });
});
