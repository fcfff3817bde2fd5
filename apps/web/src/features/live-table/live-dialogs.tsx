'use client';

import { useEffect, useState } from 'react';
import { LIVE_AWAY_AFTER_MS, LIVE_REMOVE_AFTER_AWAY_MS } from '@croupier/contracts/live';
import { ROULETTE_RTP, roulettePocket, sha256Hex } from '@croupier/games';
import { errorMessageKey } from '@/lib/api';
import { useTranslation } from '@/lib/use-translation';
import { liveApi, type TLiveRound, type TLiveState } from './live-api';

const PAYOUTS = [
  ['straight', 35],
  ['split', 17],
  ['street', 11],
  ['corner', 8],
  ['line', 5],
  ['column', 2],
  ['dozen', 2],
  ['even', 1],
] as const;

/** The table's rules: the schedule, the payouts, the limits, the RTP and the away rule. */
export function LiveRules({ state, money }: { state: TLiveState; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const s = (ms: number) => Math.round(ms / 1000);
  return (
    <div className="lt-rules">
      <p>{t('live.rules.schedule', { round: s(state.table.roundMs), betting: s(state.table.bettingMs) })}</p>
      <table className="lt-paytable">
        <caption className="sr-only">{t('live.rules.payouts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('live.rules.bet')}</th>
            <th scope="col">{t('live.rules.pays')}</th>
          </tr>
        </thead>
        <tbody>
          {PAYOUTS.map(([type, pays]) => (
            <tr key={type}>
              <th scope="row">{t(`live.rules.bet.${type}`)}</th>
              <td>{pays}:1</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('live.rules.lines')}</p>
      <p>{t('live.rules.calls')}</p>
      <p>{t('live.rules.zero')}</p>
      <p>{t('live.rules.limits', { min: money(state.table.minBet), max: money(state.table.maxBet) })}</p>
      <p>{t('live.rules.rtp', { rtp: (ROULETTE_RTP * 100).toFixed(2) })}</p>
      <p>{t('live.rules.away', { away: s(LIVE_AWAY_AFTER_MS) / 60, removed: s(LIVE_REMOVE_AFTER_AWAY_MS) / 60 })}</p>
    </div>
  );
}

/**
 * Provable fairness of a live table: the open round's seed hash (fixed before any bet), and the last rounds with
 * their revealed seeds, each checked here in the browser — the seed hashes to what was shown, and the pocket is
 * `floor(HMAC-SHA256(seed, "<table>:<round>:0:0") float × 37)`.
 */
export function LiveFairness({ token, state }: { token: string; state: TLiveState }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<TLiveRound[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    liveApi
      .rounds(token)
      .then((r) => setRows(r.rows))
      .catch((e) => setError(errorMessageKey(e)));
  }, [token]);
  const isVerified = (r: TLiveRound) =>
    sha256Hex(r.serverSeed) === r.serverSeedHash && roulettePocket(r.serverSeed, state.table.id, r.roundNumber) === r.pocket;
  return (
    <div className="lt-fair">
      <p>{t('live.fair.intro')}</p>
      <dl>
        <dt>{t('live.fair.current', { n: state.round.number })}</dt>
        <dd className="lt-mono" data-testid="live-seed-hash">
          {state.round.serverSeedHash}
        </dd>
      </dl>
      {error && <p role="alert">{t(error)}</p>}
      {rows === null && !error && <div className="gc-spinner" role="status" aria-label={t('game.loading')} />}
      {rows && (
        <table className="lt-fair-table" data-testid="live-fair-rounds">
          <caption className="sr-only">{t('live.fair.rounds')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('live.fair.round')}</th>
              <th scope="col">{t('live.fair.pocket')}</th>
              <th scope="col">{t('live.fair.seed')}</th>
              <th scope="col">{t('live.fair.check')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.roundNumber}>
                <td>{r.roundNumber}</td>
                <td>
                  <span className={`lt-dot is-${r.colour}`}>{r.pocket}</span>
                </td>
                <td className="lt-mono" title={r.serverSeed}>
                  {r.serverSeed.slice(0, 16)}…
                </td>
                <td>
                  {isVerified(r) ? (
                    <span className="lt-ok">✓ {t('live.fair.verified')}</span>
                  ) : (
                    <span className="lt-bad">✗ {t('live.fair.mismatch')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
