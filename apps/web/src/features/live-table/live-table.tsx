'use client';

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TLiveChip } from '@croupier/contracts';
import { LIVE_POLL_MS, LIVE_REMOVE_AFTER_AWAY_MS } from '@croupier/contracts/live';
import { ROULETTE_CALL_BETS, rouletteColour, rouletteSpotKey, type RouletteCallBet } from '@croupier/games';
import { errorMessageKey, isApiError } from '@/lib/api';
import { formatAmount, intlLocale, numberFormat } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { BlockingDialog, GameDialog } from '../game-client/dialog';
import { useGameLanguage, usePrefersReducedMotion } from '../game-client/hooks';
import { GameLoadScreen } from '../game-client/load-screen';
import { useActivityBeacon } from '../protection/game-protection';
import { LiveFairness, LiveRules } from './live-dialogs';
import { liveApi, type TLiveBet, type TLiveState } from './live-api';
import { LiveStats } from './live-stats';
import { RouletteBoard } from './roulette-board';
import { buildSpots, type TSpot } from './spots';
import { RouletteWheel } from './roulette-wheel';
import '../game-client/game-client.css';
import './live-table.css';
import { publicName } from '../ui/public-name';

type TPhase = 'betting' | 'spinning' | 'result';
/** Statuses of a bet that is (or was) in play on its round. */
const IN_PLAY = new Set<TLiveBet['status']>(['pending', 'placed', 'settled']);

function chipsBySpot(bets: TLiveBet[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const b of bets)
    if (IN_PLAY.has(b.status)) for (const c of b.chips) out[rouletteSpotKey(c)] = (out[rouletteSpotKey(c)] ?? 0) + c.amount;
  return out;
}
const sum = (r: Record<string, number>) => Object.values(r).reduce((s, v) => s + v, 0);

/**
 * A live table in the game iframe (docs/live-casino.md): the wheel and its schedule, the layout, the chips, the
 * player's bets and result, who is seated, away and removal, the rules and the fairness list. The server's
 * schedule is the only clock: the table follows `serverTime` and asks again at every phase change.
 */
/** The racetrack's call bets, with the chips each puts down. */
const CALL_BETS = (Object.keys(ROULETTE_CALL_BETS) as RouletteCallBet[]).map(
  (name) => [name, ROULETTE_CALL_BETS[name].reduce((n, c) => n + c.units, 0)] as const,
);

export function LiveTable({ slug, token, lang }: { slug: string; token: string; lang?: string }) {
  const { t, i18n } = useTranslation();
  useGameLanguage(lang);
  useActivityBeacon();
  const isReducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<TLiveState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Failed state requests in a row (a network blip, a deploy): the table keeps asking, a little less often each time.
  const [failures, setFailures] = useState(0);
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [chip, setChip] = useState(0);
  const [draft, setDraft] = useState<Record<string, number>>({});
  const [undo, setUndo] = useState<Record<string, number>[]>([]);
  const [isPlacing, setIsPlacing] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);
  const [isLinesShown, setIsLinesShown] = useState(false);
  const [dialog, setDialog] = useState<'rules' | 'fairness' | 'stats' | null>(null);
  const spots = useMemo(buildSpots, []);
  const spotByKey = useMemo(() => new Map(spots.map((s) => [s.key, s])), [spots]);
  const tokenRef = useRef(token);
  tokenRef.current = token;

  // Answers can come back out of order (a poll and the refresh after a bet): only a newer one replaces the state.
  const asked = useRef(0);
  const shown = useRef(0);
  const refresh = useCallback(async () => {
    const seq = ++asked.current;
    try {
      const s = await liveApi.state(tokenRef.current);
      if (seq < shown.current) return;
      shown.current = seq;
      setOffset(new Date(s.serverTime).getTime() - Date.now());
      setState(s);
      setLoadError(null);
      setFailures(0);
    } catch (e) {
      if (isApiError(e) && (e.errorCode === 'GAME_SESSION_EXPIRED' || e.errorCode === 'GAME_NOT_FOUND')) setLoadError(errorMessageKey(e));
      else setFailures((n) => n + 1);
    }
  }, []);

  useEffect(() => {
    if (!token) {
      setLoadError('error.game.session.expired');
      return;
    }
    void refresh();
  }, [token, refresh]);

  // A quarter-second clock for the countdown.
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);

  const serverNow = now + offset;
  const closesAt = state ? new Date(state.round.closesAt).getTime() : 0;
  const nextOpensAt = state ? new Date(state.round.nextOpensAt).getTime() : 0;
  const spinMs = state?.table.spinMs ?? 0;
  const phase: TPhase = serverNow < closesAt ? 'betting' : serverNow < closesAt + spinMs ? 'spinning' : 'result';
  const pocket = state?.round.pocket ?? null;

  // Ask again at the next phase change (the close, the new round), while waiting for the pocket, and every few seconds.
  useEffect(() => {
    if (loadError) return;
    if (failures > 0) {
      const id = setTimeout(() => void refresh(), Math.min(10_000, 500 * 2 ** failures));
      return () => clearTimeout(id);
    }
    if (!state) return;
    const at = Date.now() + offset;
    const boundary = [closesAt + 200, nextOpensAt + 200].find((b) => b > at);
    let delay = Math.min(LIVE_POLL_MS, boundary ? boundary - at : LIVE_POLL_MS);
    if (at >= closesAt && pocket === null) delay = Math.min(delay, 400);
    const id = setTimeout(() => void refresh(), Math.max(100, delay));
    return () => clearTimeout(id);
  }, [state, offset, closesAt, nextOpensAt, pocket, loadError, failures, refresh]);

  const exponent = state?.exponent ?? 2;
  const currency = state?.currency ?? 'EUR';
  const money = useCallback(
    (minor: number) => formatAmount(minor / 10 ** exponent, currency, i18n.language, { exponent }),
    [exponent, currency, i18n.language],
  );
  const chipLabel = useCallback(
    (minor: number) => {
      const major = minor / 10 ** exponent;
      const short = (n: number) => (n >= 1000 ? `${Number((n / 1000).toFixed(1))}K` : String(Number(n.toPrecision(3))));
      // A chip worth less than a hundredth of the unit (satoshi-sized) is labelled in minor units; its name says the amount.
      return major >= 0.01 || exponent <= 2 ? short(major) : short(minor);
    },
    [exponent],
  );
  const chipValues = useMemo(
    () => (state ? state.table.chipSteps.map((k) => k * state.table.minBet).filter((v) => v <= state.table.maxBet) : []),
    [state],
  );
  useEffect(() => {
    if (chipValues.length && !chipValues.includes(chip)) setChip(chipValues[Math.min(1, chipValues.length - 1)]!);
  }, [chipValues, chip]);

  const roundNumber = state?.round.number ?? -1;
  const roundBets = useMemo(() => (state ? state.myBets.filter((b) => b.roundNumber === roundNumber) : []), [state, roundNumber]);
  // Repeat offers the chips of the last round the player bet on (kept while later rounds go by without bets).
  const [lastChips, setLastChips] = useState<Record<string, number>>({});
  useEffect(() => {
    const earlier = state?.myBets.filter((b) => b.roundNumber < roundNumber && IN_PLAY.has(b.status)) ?? [];
    const last = Math.max(-1, ...earlier.map((b) => b.roundNumber));
    if (last >= 0) setLastChips(chipsBySpot(earlier.filter((b) => b.roundNumber === last)));
  }, [state, roundNumber]);
  const placed = useMemo(() => chipsBySpot(roundBets), [roundBets]);
  const placedTotal = sum(placed);
  const draftTotal = sum(draft);

  // Chips not confirmed when betting closes were not bet: say so and clear them.
  const lastRound = useRef(roundNumber);
  useEffect(() => {
    if (phase !== 'betting' && draftTotal > 0 && !isPlacing) {
      setDraft({});
      setUndo([]);
      setMessage({ text: t('live.draft.dropped'), tone: 'info' });
    }
    if (lastRound.current !== roundNumber) {
      lastRound.current = roundNumber;
      if (phase === 'betting') setMessage(null);
    }
  }, [phase, draftTotal, roundNumber, isPlacing, t]);

  // When the wheel starts, bring it into view (on phones the layout scrolls it away).
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase === 'spinning') rootRef.current?.scrollTo?.({ top: 0, behavior: isReducedMotion ? 'auto' : 'smooth' });
  }, [phase, isReducedMotion]);

  // One bet a round (all chips at once): once it is placed the layout waits for the next round.
  const hasBet = roundBets.some((b) => IN_PLAY.has(b.status));
  const isOpen = phase === 'betting' && state?.seat.status !== 'removed' && !hasBet;
  const maxBet = state?.table.maxBet ?? 0;
  // Bonus money does not play at the table: the chips are checked against cash.
  const balance = state?.balance.cash ?? 0;

  const addToDraft = (next: Record<string, number>) => {
    const total = sum(next) + placedTotal;
    if (total > maxBet) return setMessage({ text: t('live.max.reached', { amount: money(maxBet) }), tone: 'error' });
    if (sum(next) > balance) return setMessage({ text: t('error.game.insufficient.funds'), tone: 'error' });
    setUndo((u) => [...u, draft]);
    setDraft(next);
    setMessage(null);
  };
  const onSpotNow = (s: TSpot) => {
    if (isOpen && !isPlacing) addToDraft({ ...draft, [s.key]: (draft[s.key] ?? 0) + chip });
  };
  // One function for the memoised layout, calling the last committed render's handler (kept in a layout effect:
  // a ref written during rendering could hold a render React then threw away).
  const onSpotRef = useRef(onSpotNow);
  useLayoutEffect(() => {
    onSpotRef.current = onSpotNow;
  });
  const onSpot = useCallback((s: TSpot) => onSpotRef.current(s), []);
  // A call bet adds its chips (units of the chosen chip) to the layout's spots, as presses on them would.
  const callBet = (name: RouletteCallBet) => {
    const next = { ...draft };
    for (const c of ROULETTE_CALL_BETS[name]) {
      const key = rouletteSpotKey(c);
      next[key] = (next[key] ?? 0) + c.units * chip;
    }
    addToDraft(next);
  };
  const double = () => addToDraft(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v * 2])));
  const repeat = () => {
    const next = { ...draft };
    // Only spots on the layout (it has every valid bet; the check keeps anything else out of the draft).
    for (const [k, v] of Object.entries(lastChips)) if (spotByKey.has(k)) next[k] = (next[k] ?? 0) + v;
    addToDraft(next);
  };

  const place = async () => {
    if (!state || draftTotal === 0 || !isOpen || isPlacing) return;
    const chips: TLiveChip[] = Object.entries(draft).map(([k, amount]) => ({ ...spotByKey.get(k)!.chip, amount }));
    setIsPlacing(true);
    try {
      const r = await liveApi.bet(token, state.round.number, chips);
      setDraft({});
      setUndo([]);
      setMessage({ text: t('live.bet.placed', { amount: money(r.stake) }), tone: 'info' });
      setState((s) => (s ? { ...s, balance: r.balance } : s));
      await refresh();
    } catch (e) {
      setMessage({ text: t(errorMessageKey(e)), tone: 'error' });
      if (isApiError(e) && e.errorCode === 'LIVE_REMOVED_FROM_TABLE') await refresh();
    } finally {
      setIsPlacing(false);
    }
  };

  const awayRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  // The button pressed goes away: the focus moves to the one that undoes it, once the page shows it (after the
  // commit, not in a frame that may come before it).
  const [focusNext, setFocusNext] = useState<'away' | 'back' | null>(null);
  useEffect(() => {
    const el = focusNext ? (focusNext === 'back' ? backRef : awayRef).current : null;
    if (!el) return;
    el.focus();
    setFocusNext(null);
  }, [focusNext, state]);
  const setAway = async (isAway: boolean) => {
    // Counted as a state read: a poll asked before this call must not bring back the seat as it was (CI saw the
    // "I'm back" button unmounted by such a late answer, and the focus lost).
    const seq = ++asked.current;
    try {
      const s = await liveApi.away(token, isAway);
      shown.current = Math.max(shown.current, seq);
      setOffset(new Date(s.serverTime).getTime() - Date.now());
      setState(s);
      setMessage(null);
      setFocusNext(isAway ? 'back' : 'away');
    } catch (e) {
      setMessage({ text: t(errorMessageKey(e)), tone: 'error' });
    }
  };

  const canEdit = isOpen && !isPlacing;
  const actions = [
    {
      id: 'undo',
      label: t('live.undo'),
      isEnabled: canEdit && undo.length > 0,
      run: () => (setDraft(undo[undo.length - 1] ?? {}), setUndo((u) => u.slice(0, -1))),
    },
    { id: 'clear', label: t('live.clear'), isEnabled: canEdit && draftTotal > 0, run: () => (setDraft({}), setUndo([])) },
    { id: 'double', label: t('live.double'), isEnabled: canEdit && draftTotal > 0, run: double },
    { id: 'repeat', label: t('live.repeat'), isEnabled: canEdit && sum(lastChips) > 0, run: repeat },
    {
      id: 'place',
      label: draftTotal > 0 ? t('live.place.amount', { amount: money(draftTotal) }) : t('live.place'),
      isEnabled: canEdit && draftTotal > 0,
      run: () => void place(),
    },
  ];

  if (!state) return <GameLoadScreen testId="live-table" slug={slug} className="lt-root" error={loadError} />;

  const secondsLeft = Math.max(0, Math.ceil((closesAt - serverNow) / 1000));
  const progress = Math.max(0, Math.min(1, (closesAt - serverNow) / state.table.bettingMs));
  const isResultShown = phase === 'result' && pocket !== null;
  const settled = roundBets.filter((b) => b.status === 'settled');
  const won = settled.reduce((s, b) => s + (b.win ?? 0), 0);
  const isPaying = roundBets.some((b) => b.status === 'placed' || b.status === 'pending');
  // The player's result, once their bets are paid (announced with the pocket).
  const outcomeText =
    phase === 'betting' || !hasBet || pocket === null || (isPaying && settled.length === 0)
      ? ''
      : won > 0
        ? t('live.outcome.won', { amount: money(won) })
        : t('live.outcome.lost');
  const colourName = pocket === null ? '' : t(`live.colour.${rouletteColour(pocket)}`);
  const phaseText =
    phase === 'betting'
      ? t('live.phase.betting')
      : phase === 'spinning'
        ? t('live.phase.spinning')
        : pocket === null
          ? t('live.phase.spinning')
          : t('live.result', { n: pocket, colour: colourName });

  return (
    <div ref={rootRef} className="gc-root lt-root" data-testid="live-table" data-phase={phase} data-round={state.round.number}>
      <div className="gc-backdrop lt-backdrop" aria-hidden="true" />
      <header className="gc-top" inert={state.seat.status === 'removed'}>
        <h1 className="gc-title lt-title">
          <span className="lt-live" aria-hidden="true">
            {t('live.badge')}
          </span>
          <span className="lt-title-text">{state.table.name}</span>
          {state.mode === 'demo' && <span className="gc-demo">{t('game.demo')}</span>}
        </h1>
        <div className="gc-top-actions">
          <button
            type="button"
            className="gc-btn lt-away-btn"
            onClick={() => state.seat.status === 'seated' && void setAway(true)}
            ref={awayRef}
            aria-disabled={state.seat.status !== 'seated'}
            data-testid="live-away"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M9 6v12M15 6v12" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
            </svg>
            <span className="lt-away-label">{t('live.away.button')}</span>
          </button>
          <button
            type="button"
            className="gc-icon-btn"
            onClick={() => setDialog('rules')}
            aria-label={t('live.rules.open')}
            data-testid="live-rules-button"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" fill="none" />
              <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
          <button
            type="button"
            className="gc-icon-btn"
            onClick={() => setDialog('fairness')}
            aria-label={t('game.fair.open')}
            data-testid="fairness-button"
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinejoin="round"
              />
              <path
                d="M8.5 12l2.5 2.5 4.5-5"
                stroke="currentColor"
                strokeWidth="2"
                fill="none"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
      </header>

      {state.seat.status === 'away' && (
        <div className="lt-banner" role="status" data-testid="live-away-banner">
          <span>
            {t('live.away.text', {
              time: new Date(state.seat.removesAt!).toLocaleTimeString(intlLocale(i18n.language), { hour: '2-digit', minute: '2-digit' }),
            })}
          </span>
          <button ref={backRef} type="button" className="gc-btn gc-btn-primary" onClick={() => void setAway(false)} data-testid="live-back">
            {t('live.away.back')}
          </button>
        </div>
      )}

      <div className="lt-main" inert={state.seat.status === 'removed'}>
        <section className="lt-stage" aria-label={t('live.wheel')}>
          <div className="lt-wheel-box">
            <RouletteWheel
              pocket={pocket}
              isSpinning={phase === 'spinning'}
              durationMs={Math.max(1000, spinMs - 1200)}
              isReducedMotion={isReducedMotion}
            />
            {isResultShown && (
              <div className={`lt-pocket is-${rouletteColour(pocket)}`} data-testid="live-result" aria-hidden="true">
                {pocket}
              </div>
            )}
          </div>
          <div className="lt-status">
            <p className="lt-round">{t('live.round', { n: state.round.number })}</p>
            <p className="lt-phase" data-testid="live-phase">
              {phaseText}
            </p>
            {phase === 'betting' && (
              <div className="lt-timer" data-testid="live-countdown">
                <div
                  className="lt-timer-bar"
                  role="progressbar"
                  aria-label={t('live.time.left')}
                  aria-valuemin={0}
                  aria-valuemax={Math.round(state.table.bettingMs / 1000)}
                  aria-valuenow={secondsLeft}
                >
                  <span style={{ transform: `scaleX(${progress})` }} />
                </div>
                <b>{t('live.seconds', { n: secondsLeft })}</b>
              </div>
            )}
            {phase !== 'betting' && hasBet && (
              <p className={`lt-outcome${won > 0 ? ' is-win' : ''}`} data-testid="live-outcome">
                {outcomeText || t('live.outcome.waiting')}
              </p>
            )}
            <p className="sr-only" aria-live="polite">
              {phase === 'betting' ? t('live.phase.betting') : [phaseText, outcomeText].filter(Boolean).join('. ')}
            </p>
          </div>
          <div className="lt-history-row">
            <ol className="lt-history" aria-label={t('live.history')} data-testid="live-history">
              {state.history.map((h) => (
                <li
                  key={h.roundNumber}
                  className={`is-${h.colour}`}
                  aria-label={t('live.result', { n: h.pocket, colour: t(`live.colour.${h.colour}`) })}
                >
                  <span aria-hidden="true">{h.pocket}</span>
                </li>
              ))}
            </ol>
            <button type="button" className="gc-btn lt-stats-btn" onClick={() => setDialog('stats')} data-testid="live-stats-button">
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d="M5 20V12M12 20V5M19 20v-9" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
              </svg>
              {t('live.stats.open')}
            </button>
          </div>
        </section>

        <aside className="lt-players" aria-labelledby="lt-players-title" data-testid="live-players">
          <h2 id="lt-players-title">{t('live.players', { n: state.players.count })}</h2>
          <ul>
            {state.players.rows.map((p, i) => (
              <li key={`${p.name ?? ''}:${i}`} className={p.isMe ? 'is-me' : undefined}>
                <span>{p.name === null ? t('live.player.guest') : publicName(p.name, t)}</span>
                {p.isMe && <span className="lt-you">{t('live.player.you')}</span>}
                {p.isAway && <span className="lt-away-tag">{t('live.player.away')}</span>}
              </li>
            ))}
          </ul>
        </aside>

        <section className="lt-betting" aria-label={t('live.betting')}>
          <RouletteBoard
            spots={spots}
            draft={draft}
            placed={placed}
            winningPocket={isResultShown ? pocket : null}
            isOpen={isOpen}
            chipLabel={chipLabel}
            money={money}
            onSpot={onSpot}
            isLinesShown={isLinesShown}
            onLinesShown={setIsLinesShown}
          />
          <div className="lt-calls" role="group" aria-label={t('live.call.title')}>
            <span className="lt-calls-title" aria-hidden="true">
              {t('live.call.title')}
            </span>
            {CALL_BETS.map(([name, units]) => (
              <button
                key={name}
                type="button"
                className="gc-btn lt-call-btn"
                aria-disabled={!canEdit}
                onClick={() => canEdit && callBet(name)}
                data-testid={`live-call-${name}`}
              >
                {t(`live.call.${name}`)}
                <small aria-hidden="true">×{units}</small>
              </button>
            ))}
          </div>
          <div className="lt-controls">
            <div className="lt-chips" role="radiogroup" aria-label={t('live.chip.choose')}>
              {chipValues.map((v, i) => (
                <button
                  key={v}
                  type="button"
                  role="radio"
                  aria-checked={chip === v}
                  // One tab stop for the group; the arrow keys move the choice (the radio group pattern).
                  tabIndex={chip === v ? 0 : -1}
                  onKeyDown={(e) => {
                    const step =
                      e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
                    if (!step) return;
                    e.preventDefault();
                    const next = (i + step + chipValues.length) % chipValues.length;
                    setChip(chipValues[next]!);
                    (e.currentTarget.parentElement?.children[next] as HTMLElement | undefined)?.focus();
                  }}
                  className={`lt-chip-btn is-c${i}`}
                  onClick={() => setChip(v)}
                  aria-label={money(v)}
                  data-testid={`chip-${v}`}
                >
                  {chipLabel(v)}
                </button>
              ))}
            </div>
            <div className="lt-actions">
              {actions.map((a) => (
                <button
                  key={a.id}
                  type="button"
                  className={`gc-btn${a.id === 'place' ? ' gc-btn-primary lt-place' : ''}`}
                  // aria-disabled, not disabled: the button keeps the focus when it cannot act (the close, a placed bet).
                  aria-disabled={!a.isEnabled}
                  onClick={() => a.isEnabled && a.run()}
                  data-testid={`live-${a.id}`}
                >
                  {a.label}
                </button>
              ))}
            </div>
          </div>
          <div className="lt-totals">
            <span>
              {t('game.balance')} <b data-testid="live-balance">{money(state.balance.total)}</b>
            </span>
            <span>
              {t('live.round.bets')} <b data-testid="live-placed">{money(placedTotal)}</b>
            </span>
            <span className="lt-limits">{t('live.limits', { min: money(state.table.minBet), max: money(state.table.maxBet) })}</span>
          </div>
          {message && (
            <p className={`lt-message is-${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'} data-testid="live-message">
              {message.text}
            </p>
          )}
        </section>
      </div>

      {dialog === 'rules' && (
        <GameDialog title={t('live.rules.title', { name: state.table.name })} onClose={() => setDialog(null)} testId="live-rules">
          <LiveRules state={state} money={money} />
        </GameDialog>
      )}
      {dialog === 'stats' && (
        <GameDialog title={t('live.stats.title')} onClose={() => setDialog(null)} variant="drawer" testId="live-stats">
          <LiveStats token={token} />
        </GameDialog>
      )}
      {dialog === 'fairness' && (
        <GameDialog title={t('game.fair.title')} onClose={() => setDialog(null)} variant="drawer" testId="fairness-dialog">
          <LiveFairness token={token} state={state} />
        </GameDialog>
      )}
      {state.seat.status === 'removed' && (
        <BlockingDialog
          title={t('live.removed.title')}
          text={t('live.removed.text', {
            duration: numberFormat(intlLocale(i18n.language), { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
              LIVE_REMOVE_AFTER_AWAY_MS / 60_000,
            ),
          })}
          action={t('live.removed.rejoin')}
          onAction={() => void setAway(false)}
          testId="live-removed"
          actionTestId="live-rejoin"
        />
      )}
    </div>
  );
}
