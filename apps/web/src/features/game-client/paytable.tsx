'use client';

import { useTranslation } from '@/lib/use-translation';
import { PLINKO_TABLES, plinkoRtp, type SlotDefinition } from '@croupier/games';
import type { THouseSession } from './api';
import { SymbolArt } from './symbols';
import { fmtMult } from './plinko-stage';

function pct(x: number): string {
  return `${(x * 100).toFixed(2)}%`;
}

function awardsText(a: Readonly<Partial<Record<number, number>>> | undefined): string {
  if (!a) return '';
  return Object.entries(a)
    .map(([k, v]) => `${k} → ${v}`)
    .join(', ');
}

/** Paytable and rules, built from the definition data (symbols, pays, lines/ways, features) for the current bet. */
export function PaytableContent({ session, def, bet, money }: { session: THouseSession; def: SlotDefinition | null; bet: number; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const g = session.game;
  const coinValue = (coins: number) => money(Math.floor((bet * coins) / (def?.coinsPerBet ?? 1)));
  return (
    <>
      <nav className="gc-tabs" aria-label={t('game.paytable')}>
        <a href="#gc-paytable">{t('game.paytable')}</a>
        <a href="#gc-rules">{t('game.rules')}</a>
      </nav>
      <section id="gc-paytable" data-testid="paytable" aria-labelledby="gc-paytable-title" className="gc-pay-section">
        <h3 id="gc-paytable-title">{t('game.paytable')}</h3>
        {def ? (
          <>
            <p className="gc-muted">{t('game.paytable.for.bet', { bet: money(bet) })}</p>
            <ul className="gc-pay-grid">
              {[...def.symbols].reverse().map((s) => {
                const pays = Object.entries(s.pays ?? {}).sort((a, b) => Number(b[0]) - Number(a[0]));
                const isScatter = s.kind === 'scatter';
                return (
                  <li key={s.id} className={`gc-pay-item is-${s.kind}`} data-symbol={s.id}>
                    <SymbolArt gameId={def.id} symbolId={s.id} color={s.color} className="gc-pay-sym" />
                    <div>
                      <b>{s.name}</b>
                      {s.kind === 'wild' && <span className="gc-tag">{t('game.wild')}{s.multiplier && s.multiplier > 1 ? ` ×${s.multiplier}` : ''}</span>}
                      {isScatter && <span className="gc-tag is-scatter">{t('game.scatter')}</span>}
                      {pays.length ? (
                        <table className="gc-pays">
                          <tbody>
                            {pays.map(([k, v]) => (
                              <tr key={k}>
                                <th scope="row">{k}×</th>
                                <td>{coinValue(v ?? 0)}</td>
                              </tr>
                            ))}
                          </tbody>
                        </table>
                      ) : (
                        <p className="gc-muted">{t('game.wild.substitutes')}</p>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {def.evaluation.type === 'lines' ? (
              <>
                <h4>{t('game.rules.lines.title', { count: def.evaluation.lines.length })}</h4>
                <ol className="gc-lines-grid">
                  {def.evaluation.lines.map((line, i) => (
                    <li key={i} aria-label={t('game.rules.line', { n: i + 1 })}>
                      <span>{i + 1}</span>
                      <svg viewBox={`0 0 ${line.length * 10} ${def.rows * 10}`} aria-hidden="true">
                        {line.map((_, r) =>
                          Array.from({ length: def.rows }, (_, row) => <rect key={`${r}-${row}`} x={r * 10 + 1} y={row * 10 + 1} width="8" height="8" rx="1.5" fill={line[r] === row ? '#ffd166' : 'rgba(255,255,255,.14)'} />),
                        )}
                      </svg>
                    </li>
                  ))}
                </ol>
              </>
            ) : null}
          </>
        ) : g.kind === 'plinko' ? (
          <div className="gc-plinko-tables">
            {([8, 12, 16] as const).map((rows) =>
              (['low', 'medium', 'high'] as const).map((risk) => (
                <div key={`${rows}-${risk}`} className="gc-plinko-table">
                  <b>
                    {t('game.plinko.table', { rows, risk: t(`game.plinko.risk.${risk}`) })} · RTP {pct(plinkoRtp({ rows, risk }))}
                  </b>
                  <div className="gc-plinko-bins">
                    {PLINKO_TABLES[rows][risk].map((m, k) => (
                      <span key={k}>{fmtMult(m)}×</span>
                    ))}
                  </div>
                </div>
              )),
            )}
          </div>
        ) : (
          <p>{t('game.rules.dice.pay')}</p>
        )}
      </section>
      <section id="gc-rules" data-testid="rules" aria-labelledby="gc-rules-title" className="gc-pay-section">
        <h3 id="gc-rules-title">{t('game.rules')}</h3>
        <ul className="gc-rules-list">
          {def && def.evaluation.type === 'lines' && <li>{t('game.rules.lines', { count: def.evaluation.lines.length })}</li>}
          {def && def.evaluation.type === 'ways' && <li>{t('game.rules.ways', { count: def.rows ** def.baseReels.reels.length, reels: def.baseReels.reels.length, rows: def.rows })}</li>}
          {def &&
            def.symbols
              .filter((s) => s.kind === 'wild')
              .filter((s, i, arr) => arr.findIndex((x) => x.name === s.name) === i)
              .map((s) => (
                <li key={s.id}>{s.multiplier && s.multiplier > 1 ? t('game.rules.wild.multiplier', { name: s.name, multiplier: s.multiplier }) : t('game.rules.wild', { name: s.name })}</li>
              ))}
          {def &&
            def.symbols
              .filter((s) => s.kind === 'scatter')
              .map((s) => (
                <li key={s.id}>{t('game.rules.scatter', { name: s.name })}</li>
              ))}
          {def?.freeSpins && (
            <>
              <li>{t('game.rules.freespins', { awards: awardsText(def.freeSpins.awards) })}</li>
              {def.freeSpins.retriggers && <li>{t('game.rules.retrigger', { awards: awardsText(def.freeSpins.retriggers) })}</li>}
              {(def.freeSpins.multiplier ?? 1) > 1 && <li>{t('game.rules.fs.multiplier', { multiplier: def.freeSpins.multiplier })}</li>}
              {def.freeSpins.reels.expandingWilds && <li>{t('game.rules.expanding')}</li>}
            </>
          )}
          {def && <li>{t('game.rules.wincap', { cap: def.winCap.toLocaleString(), amount: money(bet * def.winCap) })}</li>}
          {def?.bonusBuy && <li>{t('game.rules.bonusbuy', { spins: def.bonusBuy.spins, cost: def.bonusBuy.cost, amount: money(bet * def.bonusBuy.cost) })}</li>}
          {g.kind === 'dice' && (
            <>
              <li>{t('game.rules.dice.roll')}</li>
              <li>{t('game.rules.dice.pay')}</li>
            </>
          )}
          {g.kind === 'plinko' && <li>{t('game.rules.plinko')}</li>}
          <li>{t('game.rules.rtp', { rtp: pct(g.rtp) })}</li>
          <li>{t('game.rules.maxwin', { multiplier: g.maxMultiplier.toLocaleString() })}</li>
          <li>{t('game.rules.limits', { min: money(g.minBet), max: money(g.maxBet) })}</li>
          <li>{t('game.rules.malfunction')}</li>
        </ul>
      </section>
    </>
  );
}
