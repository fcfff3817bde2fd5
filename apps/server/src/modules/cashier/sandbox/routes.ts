import { z } from 'zod';
import { toMajorString } from '@croupier/contracts';
import type { FastifyReply } from 'fastify';
import type { ZodApp } from '../../../app';
import { currencyExponent } from '../../wallet/balance-event';
import type { SandboxBank, SandboxToken } from '../providers/sandbox-bank';
import { emitResult, nowS } from '../providers/sandbox-common';
import { confirmCryptoTransfer } from '../providers/sandbox-crypto';

/**
 * Pages hosted by the sandbox payment providers (they stand for the
 * provider's and the bank's own sites): the 3-D Secure challenge, a
 * netbanking login, an e-wallet approval, and "simulate payment" for the
 * payments a player makes outside the browser (crypto transfer, UPI app, bank
 * transfer). They only send signed webhooks and redirect back with the result
 * modal of spec §2; they never touch the ledger.
 */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px #0002;padding:24px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.muted{color:#555;font-size:14px}.amount{font-size:28px;font-weight:700;margin:16px 0}
label{display:block;margin:12px 0 4px;font-size:14px}input,select{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:8px}
.row{display:flex;gap:8px;margin-top:16px;flex-wrap:wrap}button{flex:1;padding:12px;font-size:16px;border-radius:8px;border:0;cursor:pointer;background:#1d4ed8;color:#fff}
button.secondary{background:#e5e7eb;color:#111}button.danger{background:#b91c1c}.badge{display:inline-block;background:#fde68a;border-radius:4px;padding:2px 6px;font-size:12px}</style></head>
<body><main><span class="badge">SANDBOX</span>${body}</main></body></html>`;
}

async function amountText(app: ZodApp, t: SandboxToken): Promise<string> {
  return `${toMajorString(BigInt(t.a), await currencyExponent(app.deps.db, t.c))} ${t.c}`;
}

const redirect = (reply: FastifyReply, url: string) => reply.code(303).header('location', url).send();

export async function sandboxRoutes(app: ZodApp): Promise<void> {
  const bank = (): SandboxBank => app.deps.cashier!.bank;
  const now = () => app.deps.clock.now();

  // The hosted pages post plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const query = z.object({ t: z.string().min(10).max(4096) });
  const form = z.object({ action: z.string().max(32).optional(), bank: z.string().max(100).optional(), otp: z.string().max(16).optional() }).catch({});
  const opts = { schema: { hide: true, querystring: query } };

  const readToken = (raw: string, kinds: string[]): SandboxToken | 'expired' | null => {
    const t = bank().read(raw);
    if (!t || !kinds.includes(t.k)) return null;
    if (t.e !== undefined && t.e < nowS(now())) return 'expired';
    return t;
  };
  const invalid = (reply: FastifyReply, expired: boolean) =>
    reply
      .code(expired ? 410 : 404)
      .type('text/html; charset=utf-8')
      .send(page('Sandbox', expired ? '<h1>This payment page has expired</h1><p class="muted">Start a new deposit from the casino.</p>' : '<h1>Unknown payment</h1>'));

  app.get('/api/sandbox/checkout', opts, async (req, reply) => {
    const t = readToken(req.query.t, ['3ds', 'netbanking', 'ewallet']);
    if (!t || t === 'expired') return invalid(reply, t === 'expired');
    const amount = esc(await amountText(app, t));
    const action = `/api/sandbox/checkout?t=${esc(req.query.t)}`;
    let body: string;
    if (t.k === '3ds') {
      body = `<h1>3-D Secure verification</h1><p class="muted">Sandbox Bank asks you to confirm this payment to Croupier with card •••• ${esc(String(t.d?.last4 ?? ''))}.</p>
<div class="amount">${amount}</div><form method="post" action="${action}"><label for="otp">One-time code (any digits in the sandbox)</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" value="123456">
<div class="row"><button name="action" value="authenticate">Authenticate</button><button name="action" value="fail" class="danger">Fail authentication</button><button name="action" value="cancel" class="secondary">Cancel</button></div></form>`;
    } else if (t.k === 'netbanking') {
      const banks = ['State Bank of India', 'HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Kotak Mahindra Bank'];
      const chosen = String(t.d?.bank ?? '');
      body = `<h1>Netbanking</h1><p class="muted">Sign in to your bank to pay Croupier.</p><div class="amount">${amount}</div><form method="post" action="${action}">
<label for="bank">Bank</label><select id="bank" name="bank">${banks.map((b) => `<option${b === chosen ? ' selected' : ''}>${esc(b)}</option>`).join('')}</select>
<div class="row"><button name="action" value="pay">Pay</button><button name="action" value="fail" class="danger">Fail payment</button><button name="action" value="cancel" class="secondary">Cancel</button></div></form>`;
    } else {
      body = `<h1>E-wallet</h1><p class="muted">Approve the payment to Croupier from your wallet <strong>${esc(String(t.d?.email ?? ''))}</strong>.</p><div class="amount">${amount}</div>
<form method="post" action="${action}"><div class="row"><button name="action" value="approve">Approve payment</button><button name="action" value="cancel" class="secondary">Cancel</button></div></form>`;
    }
    return reply.type('text/html; charset=utf-8').send(page('Sandbox payment', body));
  });

  app.post('/api/sandbox/checkout', opts, async (req, reply) => {
    const t = readToken(req.query.t, ['3ds', 'netbanking', 'ewallet']);
    if (!t || t === 'expired') return invalid(reply, t === 'expired');
    const { action } = form.parse(req.body ?? {});
    const b = bank();
    const ref = String(t.d?.ref ?? t.o);
    const base = { orderId: t.o, amount: BigInt(t.a), currency: t.c, providerReference: ref };
    if (action === 'cancel') {
      b.emit(t.p, { ...base, type: 'deposit.cancelled', reason: 'cancelled_by_player' });
      return redirect(reply, b.returnUrl(t, 'deposit-cancel'));
    }
    if (action === 'fail') {
      b.emit(t.p, { ...base, type: 'deposit.failed', reason: t.k === '3ds' ? '3ds_failed' : 'payment_failed' });
      return redirect(reply, b.returnUrl(t, 'deposit-failed'));
    }
    if (t.k === '3ds') {
      // The challenge passed: the browser carries the result (PaReq) and the order (MD) back; the casino finishes it server to server.
      const paReq = b.sign({ ...t, k: 'pares', e: nowS(now()) + 30 * 60 });
      return redirect(reply, b.returnUrl(t, 'deposit-3ds-success', { PaReq: paReq, MD: t.o }));
    }
    emitResult(b, t, ref);
    return redirect(reply, b.returnUrl(t, 'deposit-return'));
  });

  app.get('/api/sandbox/simulate', opts, async (req, reply) => {
    const t = readToken(req.query.t, ['simulate']);
    if (!t || t === 'expired') return invalid(reply, t === 'expired');
    const what = t.t === 'crypto' ? `Send ${esc(String(t.d?.payAmount ?? ''))} on ${esc(String(t.d?.network ?? ''))} to ${esc(String(t.d?.address ?? ''))}` : t.t === 'upi' ? 'Pay the UPI QR from your UPI app' : 'Make the bank transfer';
    const body = `<h1>Simulate the payment</h1><p class="muted">${what}.</p><div class="amount">${esc(await amountText(app, t))}</div>
<form method="post" action="/api/sandbox/simulate?t=${esc(req.query.t)}"><div class="row"><button>Simulate payment</button></div></form>`;
    return reply.type('text/html; charset=utf-8').send(page('Sandbox payment', body));
  });

  app.post('/api/sandbox/simulate', opts, async (req, reply) => {
    const t = readToken(req.query.t, ['simulate']);
    if (!t || t === 'expired') {
      if (String(req.headers.accept ?? '').includes('application/json')) return reply.code(t === 'expired' ? 410 : 404).send({ ok: false, expired: t === 'expired' });
      return invalid(reply, t === 'expired');
    }
    if (t.t === 'crypto') confirmCryptoTransfer(bank(), t);
    else emitResult(bank(), t, String(t.d?.ref ?? t.o));
    if (String(req.headers.accept ?? '').includes('application/json')) return { ok: true };
    return reply
      .type('text/html; charset=utf-8')
      .send(page('Sandbox payment', '<h1>Payment sent</h1><p class="muted">The provider will confirm it to the casino in a moment. You can close this page.</p>'));
  });
}
