'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { GAMES, SLOT_DEFINITIONS, sha256Hex, verifyRound, type RoundOutcome } from '@croupier/games';
import { api, errorMessageKey } from '@/lib/api';
import { formatAmount, formatDate } from '@/lib/format';
import { useAuth } from '../auth/auth-context';
import { useMoneyFormat } from '../shell/use-money-format';
import { SymbolArt } from '../game-client/symbols';

interface TRoundRow {
  id: string;
  gameId: string;
  gameName: string;
  createdAt: string;
  bet: number;
  win: number;
  multiplier: number;
  currency: string;
  isDemo: boolean;
  nonce: number;
  isVerifiable: boolean;
}

interface TRoundDetail {
  id: string;
  engineId: string;
  createdAt: string;
  currency: string;
  exponent: number;
  bet: number;
  stake: number;
  win: number;
  multiplier: number;
  mode: 'base' | 'bonusBuy';
  params: Record<string, unknown> | null;
  clientSeed: string;
  nonce: number;
  serverSeedHash: string;
  serverSeed: string | null;
  outcome: RoundOutcome;
}

interface TForm {
  gameId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  mode: 'base' | 'bonusBuy';
  diceTarget: string;
  diceDirection: 'under' | 'over';
  plinkoRows: '8' | '12' | '16';
  plinkoRisk: 'low' | 'medium' | 'high';
}

const EMPTY: TForm = { gameId: 'dice', serverSeed: '', serverSeedHash: '', clientSeed: '', nonce: '0', bet: '100', mode: 'base', diceTarget: '50', diceDirection: 'under', plinkoRows: '16', plinkoRisk: 'medium' };

type TResult =
  | { ok: true; hash: string; hashMatches: boolean | null; outcome: RoundOutcome; matches: boolean | null; currency: string | null; exponent: number }
  | { ok: false; error: string };

/** Structural equality ignoring key order (stored outcomes come back from JSON columns). */
function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

function formFromRound(r: TRoundDetail): TForm {
  const p = (r.params ?? {}) as Record<string, unknown>;
  const d = r.outcome.kind === 'dice' ? r.outcome.details : null;
  const pl = r.outcome.kind === 'plinko' ? r.outcome.details : null;
  return {
    gameId: r.engineId,
    serverSeed: r.serverSeed ?? '',
    serverSeedHash: r.serverSeedHash,
    clientSeed: r.clientSeed,
    nonce: String(r.nonce),
    bet: String(r.bet),
    mode: r.mode,
    diceTarget: String(p.target ?? d?.target ?? 50),
    diceDirection: (p.direction ?? d?.direction ?? 'under') as 'under' | 'over',
    plinkoRows: String(p.rows ?? pl?.rows ?? 16) as TForm['plinkoRows'],
    plinkoRisk: (p.risk ?? pl?.risk ?? 'medium') as TForm['plinkoRisk'],
  };
}

function compute(form: TForm, recorded: RoundOutcome | null, money: { currency: string | null; exponent: number }): TResult {
  const seed = form.serverSeed.trim();
  if (!seed) return { ok: false, error: 'fair.verify.need.seed' };
  const game = GAMES.find((g) => g.id === form.gameId);
  if (!game) return { ok: false, error: 'fair.verify.bad.input' };
  const nonce = Number(form.nonce);
  const bet = Number(form.bet);
  if (!Number.isSafeInteger(nonce) || nonce < 0 || !Number.isSafeInteger(bet) || bet <= 0) return { ok: false, error: 'fair.verify.bad.input' };
  const params = game.kind === 'dice' ? { target: Number(form.diceTarget), direction: form.diceDirection } : game.kind === 'plinko' ? { rows: Number(form.plinkoRows) as 8 | 12 | 16, risk: form.plinkoRisk } : undefined;
  try {
    const hash = sha256Hex(seed);
    const outcome = verifyRound({ gameId: game.id, serverSeed: seed, clientSeed: form.clientSeed, nonce, bet, params, mode: game.hasBonusBuy ? form.mode : 'base' });
    const published = form.serverSeedHash.trim().toLowerCase();
    return { ok: true, hash, hashMatches: published ? published === hash : null, outcome, matches: recorded ? deepEqual(outcome, recorded) : null, ...money };
  } catch {
    return { ok: false, error: 'fair.verify.bad.input' };
  }
}

export function VerifyPage({ initialRoundId, token }: { initialRoundId?: string; token?: string }) {
  const { t, i18n } = useTranslation();
  const { isAuthenticated, isInitialized } = useAuth();
  const [rows, setRows] = useState<TRoundRow[] | null>(null);
  const [rowsError, setRowsError] = useState<string | null>(null);
  const [round, setRound] = useState<TRoundDetail | null>(null);
  const [roundError, setRoundError] = useState<string | null>(null);
  const [form, setForm] = useState<TForm>(EMPTY);
  const [result, setResult] = useState<TResult | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const lng = i18n.language;
  const money = useMoneyFormat();
  const game = GAMES.find((g) => g.id === form.gameId);

  useEffect(() => {
    if (!isInitialized || !isAuthenticated) return;
    api
      .get<{ rows: TRoundRow[] }>('/api/house/rounds', { query: { limit: 50 } })
      .then((d) => setRows([...d.rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt))))
      .catch((e: unknown) => setRowsError(errorMessageKey(e)));
  }, [isInitialized, isAuthenticated]);

  const loadRound = useCallback(
    async (id: string) => {
      setIsBusy(true);
      setRoundError(null);
      setResult(null);
      try {
        const r = await api.get<TRoundDetail>(`/api/house/rounds/${encodeURIComponent(id)}`, { query: token ? { token } : undefined, isSessionCheckSkipped: true });
        setRound(r);
        const f = formFromRound(r);
        setForm(f);
        if (r.serverSeed) setResult(compute(f, r.outcome, { currency: r.currency, exponent: r.exponent }));
        document.getElementById('verify-result-anchor')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      } catch (e) {
        setRound(null);
        setRoundError(errorMessageKey(e));
      } finally {
        setIsBusy(false);
      }
    },
    [token],
  );

  useEffect(() => {
    if (initialRoundId) void loadRound(initialRoundId);
  }, [initialRoundId, loadRound]);

  const rotate = async () => {
    if (!token || !round) return;
    setIsBusy(true);
    try {
      await api.post('/api/house/fairness/rotate', { token }, { isSessionCheckSkipped: true });
      await loadRound(round.id);
    } catch (e) {
      setRoundError(errorMessageKey(e));
      setIsBusy(false);
    }
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const isSameRound = round && round.engineId === form.gameId && String(round.nonce) === form.nonce && round.clientSeed === form.clientSeed;
    setResult(compute(form, isSameRound ? round.outcome : null, isSameRound ? { currency: round.currency, exponent: round.exponent } : { currency: null, exponent: 2 }));
  };

  const set = <K extends keyof TForm>(k: K, v: TForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const fmtMinor = (minor: number, currency: string | null, exponent: number) => (currency ? formatAmount(minor / 10 ** exponent, currency, lng, { exponent }) : `${(minor / 10 ** exponent).toFixed(exponent)}`);

  return (
    <div className="container-page flex min-w-0 flex-col gap-8 py-8 md:py-12" data-testid="verify-page">
      <header>
        <p className="text-sm font-bold uppercase tracking-wider text-primary">{t('fair.kicker')}</p>
        <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight md:text-4xl" data-testid="page-title">
          {t('fair.title')}
        </h1>
        <p className="mt-3 max-w-3xl text-muted">{t('fair.intro')}</p>
      </header>

      <section className="card flex min-w-0 flex-col gap-4 p-4 md:p-6" aria-labelledby="fair-how">
        <h2 id="fair-how" className="text-xl font-bold">
          {t('fair.how.title')}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 ps-5 text-sm leading-relaxed">
          <li>{t('fair.how.1')}</li>
          <li>{t('fair.how.2')}</li>
          <li>{t('fair.how.3')}</li>
          <li>{t('fair.how.4')}</li>
          <li>{t('fair.how.5')}</li>
        </ol>
        <pre className="max-w-full overflow-x-auto rounded-control bg-bg-2 p-4 text-xs leading-relaxed" dir="ltr">
          {`published = SHA-256(serverSeed)            // shown before you play
digest_k  = HMAC-SHA256(key = serverSeed,
                        message = "clientSeed:nonce:cursor_k")
float_i   = uint32_be(digest, 4·i) / 2^32     // 8 floats per digest
slots  : stop = floor(float × stripLength), one float per reel per spin
dice   : roll = floor(float × 10000) / 100
plinko : float < 0.5 → left, else right (one per row)`}
        </pre>
      </section>

      <section className="card flex min-w-0 flex-col gap-4 p-4 md:p-6" aria-labelledby="fair-rounds">
        <h2 id="fair-rounds" className="text-xl font-bold">
          {t('fair.rounds.title')}
        </h2>
        {!isAuthenticated ? (
          <p className="text-sm text-muted" data-testid="verify-signin">
            {t('fair.rounds.signin')}
          </p>
        ) : rowsError ? (
          <p className="alert alert-error">{t(rowsError)}</p>
        ) : !rows ? (
          <p className="text-sm text-muted">{t('fair.loading')}</p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-muted" data-testid="verify-empty">
            {t('fair.rounds.empty')}
          </p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[36rem] text-sm" data-testid="verify-rounds">
              <thead className="text-start text-xs uppercase tracking-wider text-muted">
                <tr>
                  <th className="p-2 text-start">{t('fair.col.game')}</th>
                  <th className="p-2 text-start">{t('fair.col.time')}</th>
                  <th className="p-2 text-end">{t('fair.col.bet')}</th>
                  <th className="p-2 text-end">{t('fair.col.win')}</th>
                  <th className="p-2 text-end">{t('fair.col.nonce')}</th>
                  <th className="p-2 text-end">
                    <span className="sr-only">{t('fair.verify')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className="border-t border-line">
                    <td className="p-2 font-semibold">
                      {r.gameName}
                      {r.isDemo && <span className="badge ms-2">{t('game.demo')}</span>}
                    </td>
                    <td className="p-2 text-muted">{formatDate(r.createdAt, lng, true)}</td>
                    <td className="p-2 text-end tabular-nums">{money(r.bet, r.currency)}</td>
                    <td className={`p-2 text-end tabular-nums ${r.win > 0 ? 'font-bold text-success' : ''}`}>
                      {money(r.win, r.currency)} <span className="text-muted">({r.multiplier.toFixed(2)}×)</span>
                    </td>
                    <td className="p-2 text-end tabular-nums">{r.nonce}</td>
                    <td className="p-2 text-end">
                      <button type="button" className="btn btn-secondary min-h-9 px-3 text-xs" onClick={() => void loadRound(r.id)} data-testid={`verify-round-${r.id}`} aria-label={t('fair.verify.round', { game: r.gameName, nonce: r.nonce })}>
                        {r.isVerifiable ? t('fair.verify') : t('fair.details')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <span id="verify-result-anchor" />
      {roundError && <p className="alert alert-error">{t(roundError)}</p>}
      {round && !round.serverSeed && (
        <section className="alert alert-info flex flex-col gap-3" data-testid="verify-unrevealed">
          <p className="font-bold">{t('fair.unrevealed.title')}</p>
          <p className="text-sm">{t('fair.unrevealed.text', { hash: round.serverSeedHash })}</p>
          {token ? (
            <button type="button" className="btn btn-primary self-start" onClick={() => void rotate()} disabled={isBusy} data-testid="verify-rotate">
              {t('fair.unrevealed.rotate')}
            </button>
          ) : (
            <p className="text-sm">{t('fair.unrevealed.howto')}</p>
          )}
        </section>
      )}

      <section className="card flex min-w-0 flex-col gap-4 p-4 md:p-6" aria-labelledby="fair-form">
        <h2 id="fair-form" className="text-xl font-bold">
          {round ? t('fair.form.round', { id: round.id.slice(0, 8) }) : t('fair.form.title')}
        </h2>
        <form className="grid gap-4 md:grid-cols-2" onSubmit={onSubmit} data-testid="verify-form">
          <label className="flex flex-col gap-1">
            <span className="field-label">{t('fair.form.game')}</span>
            <select className="field-control" value={form.gameId} onChange={(e) => set('gameId', e.target.value)} data-testid="verify-game">
              {GAMES.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1">
            <span className="field-label">{t('fair.form.bet')}</span>
            <input className="field-control" inputMode="numeric" value={form.bet} onChange={(e) => set('bet', e.target.value)} data-testid="verify-bet" />
          </label>
          <label className="flex flex-col gap-1 md:col-span-2">
            <span className="field-label">{t('fair.form.server')}</span>
            <input className="field-control font-mono text-sm" value={form.serverSeed} onChange={(e) => set('serverSeed', e.target.value)} spellCheck={false} autoComplete="off" data-testid="verify-server-seed" />
          </label>
          <label className="flex flex-col gap-1 md:col-span-2">
            <span className="field-label">{t('fair.form.hash')}</span>
            <input className="field-control font-mono text-sm" value={form.serverSeedHash} onChange={(e) => set('serverSeedHash', e.target.value)} spellCheck={false} autoComplete="off" data-testid="verify-hash" />
          </label>
          <label className="flex flex-col gap-1">
            <span className="field-label">{t('fair.form.client')}</span>
            <input className="field-control font-mono text-sm" value={form.clientSeed} onChange={(e) => set('clientSeed', e.target.value)} spellCheck={false} autoComplete="off" data-testid="verify-client-seed" />
          </label>
          <label className="flex flex-col gap-1">
            <span className="field-label">{t('fair.form.nonce')}</span>
            <input className="field-control" inputMode="numeric" value={form.nonce} onChange={(e) => set('nonce', e.target.value)} data-testid="verify-nonce" />
          </label>
          {game?.hasBonusBuy && (
            <label className="flex flex-col gap-1">
              <span className="field-label">{t('fair.form.mode')}</span>
              <select className="field-control" value={form.mode} onChange={(e) => set('mode', e.target.value as TForm['mode'])}>
                <option value="base">{t('fair.mode.base')}</option>
                <option value="bonusBuy">{t('fair.mode.bonusBuy')}</option>
              </select>
            </label>
          )}
          {game?.kind === 'dice' && (
            <>
              <label className="flex flex-col gap-1">
                <span className="field-label">{t('game.dice.target')}</span>
                <input className="field-control" inputMode="decimal" value={form.diceTarget} onChange={(e) => set('diceTarget', e.target.value)} />
              </label>
              <label className="flex flex-col gap-1">
                <span className="field-label">{t('game.dice.direction')}</span>
                <select className="field-control" value={form.diceDirection} onChange={(e) => set('diceDirection', e.target.value as TForm['diceDirection'])}>
                  <option value="under">{t('game.dice.under')}</option>
                  <option value="over">{t('game.dice.over')}</option>
                </select>
              </label>
            </>
          )}
          {game?.kind === 'plinko' && (
            <>
              <label className="flex flex-col gap-1">
                <span className="field-label">{t('game.plinko.rows')}</span>
                <select className="field-control" value={form.plinkoRows} onChange={(e) => set('plinkoRows', e.target.value as TForm['plinkoRows'])}>
                  {['8', '12', '16'].map((r) => (
                    <option key={r}>{r}</option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col gap-1">
                <span className="field-label">{t('game.plinko.risk')}</span>
                <select className="field-control" value={form.plinkoRisk} onChange={(e) => set('plinkoRisk', e.target.value as TForm['plinkoRisk'])}>
                  {(['low', 'medium', 'high'] as const).map((r) => (
                    <option key={r} value={r}>
                      {t(`game.plinko.risk.${r}`)}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
          <div className="md:col-span-2">
            <button type="submit" className="btn btn-primary" data-testid="verify-submit">
              {t('fair.verify')}
            </button>
          </div>
        </form>
      </section>

      {result && <VerifyResult result={result} fmtMinor={fmtMinor} />}
    </div>
  );
}

function VerifyResult({ result, fmtMinor }: { result: TResult; fmtMinor: (minor: number, currency: string | null, exponent: number) => string }) {
  const { t } = useTranslation();
  const def = useMemo(() => (result.ok && result.outcome.kind === 'slot' ? SLOT_DEFINITIONS.find((d) => d.id === result.outcome.gameId) : null), [result]);
  if (!result.ok)
    return (
      <section className="alert alert-error" data-testid="verify-result" data-status="error">
        {t(result.error)}
      </section>
    );
  const o = result.outcome;
  const status = result.matches === false || result.hashMatches === false ? 'mismatch' : result.matches === true ? 'verified' : 'computed';
  return (
    <section className="card flex min-w-0 flex-col gap-4 p-4 md:p-6" data-testid="verify-result" data-status={status} aria-labelledby="fair-result" aria-live="polite">
      <h2 id="fair-result" className="text-xl font-bold">
        {t('fair.result.title')}
      </h2>
      <div className={`rounded-control p-4 text-lg font-extrabold ${status === 'verified' ? 'bg-success/15 text-success' : status === 'mismatch' ? 'bg-danger/15 text-danger' : 'bg-surface-2'}`} data-testid="verify-verdict">
        {status === 'verified' ? t('fair.result.verified') : status === 'mismatch' ? t('fair.result.mismatch') : t('fair.result.computed')}
      </div>
      <dl className="grid gap-3 text-sm md:grid-cols-2">
        <div className="md:col-span-2">
          <dt className="text-muted">{t('fair.result.hash')}</dt>
          <dd className="break-all font-mono" data-testid="verify-hash-computed">
            {result.hash}{' '}
            {result.hashMatches === true ? <b className="text-success">✓ {t('fair.result.hash.ok')}</b> : result.hashMatches === false ? <b className="text-danger">✗ {t('fair.result.hash.bad')}</b> : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('fair.result.multiplier')}</dt>
          <dd className="font-bold tabular-nums">{o.multiplier.toFixed(4)}×</dd>
        </div>
        <div>
          <dt className="text-muted">{t('fair.result.win')}</dt>
          <dd className="font-bold tabular-nums" data-testid="verify-win">
            {fmtMinor(o.totalWin, result.currency, result.exponent)} <span className="font-normal text-muted">({t('fair.result.stake', { amount: fmtMinor(o.stake, result.currency, result.exponent) })})</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('fair.result.floats')}</dt>
          <dd className="tabular-nums">{o.floatsUsed}</dd>
        </div>
        {result.matches !== null && (
          <div>
            <dt className="text-muted">{t('fair.result.recorded')}</dt>
            <dd className={result.matches ? 'font-bold text-success' : 'font-bold text-danger'}>{result.matches ? t('fair.result.same') : t('fair.result.differs')}</dd>
          </div>
        )}
      </dl>
      {o.kind === 'dice' && (
        <p className="text-base" data-testid="verify-dice">
          {t('fair.result.dice', { roll: o.details.roll.toFixed(2), direction: o.details.direction === 'under' ? t('game.dice.under') : t('game.dice.over'), target: o.details.target.toFixed(2) })} —{' '}
          <b className={o.details.won ? 'text-success' : 'text-danger'}>{o.details.won ? t('game.dice.won') : t('game.dice.lost')}</b>
        </p>
      )}
      {o.kind === 'plinko' && (
        <div className="flex flex-col gap-2" data-testid="verify-plinko">
          <p>{t('fair.result.plinko', { bin: o.details.bin, multiplier: o.details.binMultiplier })}</p>
          <p className="font-mono text-sm tracking-widest" dir="ltr">
            {o.details.path.map((p) => (p ? 'R' : 'L')).join(' ')}
          </p>
        </div>
      )}
      {o.kind === 'slot' && def && (
        <div className="flex flex-col gap-3" data-testid="verify-slot">
          {o.details.spins.map((s) => {
            const cells = new Set(s.wins.flatMap((w) => w.positions.map(([r, row]) => `${r}:${row}`)));
            return (
              <div key={`${s.type}-${s.index}`} className="flex flex-wrap items-center gap-4 rounded-control bg-bg-2 p-3">
                <div className="text-sm">
                  <b>{s.type === 'base' ? t('fair.result.spin.base') : t('fair.result.spin.free', { n: s.index })}</b>
                  <div className="text-muted">
                    {t('fair.result.stops')}: <span className="font-mono">{s.stops.join(', ')}</span>
                  </div>
                  <div>
                    {t('fair.result.spin.win')}: <b>{fmtMinor(s.win, result.currency, result.exponent)}</b>
                    {s.freeSpinsAwarded > 0 && <span className="ms-2 badge">+{s.freeSpinsAwarded} FS</span>}
                  </div>
                </div>
                <div className="flex gap-1" dir="ltr" aria-label={s.grid.map((col) => col.join(' ')).join(' | ')}>
                  {s.finalGrid.map((col, r) => (
                    <div key={r} className="flex flex-col gap-1">
                      {col.map((sym, row) => (
                        <span key={row} className={`grid size-9 place-items-center rounded-md bg-[#0b0d1c] ${cells.has(`${r}:${row}`) ? 'ring-2 ring-primary' : 'opacity-80'}`} title={sym}>
                          <SymbolArt gameId={def.id} symbolId={sym} color={def.symbols.find((x) => x.id === sym)?.color ?? '#fff'} className="size-8" />
                        </span>
                      ))}
                    </div>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
