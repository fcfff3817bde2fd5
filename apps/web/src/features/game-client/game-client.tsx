'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { DiceDetails, PlinkoDetails, RoundOutcome, SlotOutcome } from '@croupier/games';
import { errorMessageKey, isApiError } from '@/lib/api';
import { formatAmount } from '@/lib/format';
import { houseApi, type TFairness, type THouseBalance, type THouseSession, type TPlayParams } from './api';
import { DiceStage, type TDiceParams } from './dice-stage';
import { BlockingDialog, GameDialog } from './dialog';
import { FairnessPanel } from './fairness-panel';
import { betLadder, nearestBet } from './money';
import { PaytableContent } from './paytable';
import { PlinkoBoard, PlinkoControls, type TPlinkoParams } from './plinko-stage';
import { reelStrips, slotDefinition } from './slot-data';
import { SlotStage, type TShownSpin, type TSlotView } from './slot-stage';
import { readSoundPref, SoundBoard, writeSoundPref } from './sound';
import { BonusBuyLimitDialog, useActivityBeacon, useParentPause } from '../protection/game-protection';
import { relaunchGame, useGameLanguage, usePrefersReducedMotion } from './hooks';
import { GameLoadScreen } from './load-screen';
import './game-client.css';

type TDialog = 'paytable' | 'fairness' | 'buy' | null;
type TBigWin = { amount: number; level: 'big' | 'mega' | 'epic' };

const BIG_WIN: [number, TBigWin['level']][] = [
  [200, 'epic'],
  [50, 'mega'],
  [15, 'big'],
];


/** The free spins a session offers (none left: no offer). */
const promoSpinsOf = (s: THouseSession) => (s.freeSpins && s.freeSpins.left > 0 ? { left: s.freeSpins.left, betMinor: s.freeSpins.betMinor } : null);
export function GameClient({ slug, token, lang }: { slug: string; token: string; lang?: string }) {
  const { t, i18n } = useTranslation();
  useGameLanguage(lang);
  const reducedMotion = usePrefersReducedMotion();
  const [session, setSession] = useState<THouseSession | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [isExpired, setIsExpired] = useState(false);
  const [balance, setBalance] = useState<{ cash: number; bonus: number; total: number } | null>(null);
  const [fairness, setFairness] = useState<TFairness | null>(null);
  const [bet, setBet] = useState(0);
  const [phase, setPhase] = useState<'idle' | 'playing'>('idle');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [roundWin, setRoundWin] = useState<number | null>(null);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [isSoundOn, setIsSoundOn] = useState(false);
  const [autoLeft, setAutoLeft] = useState(0);
  const [isAutoMenuOpen, setIsAutoMenuOpen] = useState(false);
  const [lastRoundId, setLastRoundId] = useState<string | null>(null);
  const [bigWin, setBigWin] = useState<TBigWin | null>(null);
  const [banner, setBanner] = useState<{ title: string; sub?: string } | null>(null);
  const [freeSpins, setFreeSpins] = useState<{ current: number; total: number; multiplier: number } | null>(null);
  const [slotView, setSlotView] = useState<TSlotView>({ spin: null, seq: 0, isLanded: true, isInstant: false });
  const [diceParams, setDiceParams] = useState<TDiceParams>({ target: 50, direction: 'under' });
  const [dice, setDice] = useState<{ roll: DiceDetails | null; seq: number; isInstant: boolean }>({ roll: null, seq: 0, isInstant: false });
  const [plinkoParams, setPlinkoParams] = useState<TPlinkoParams>({ rows: 16, risk: 'medium' });
  const [plinko, setPlinko] = useState<{ path: PlinkoDetails | null; seq: number; isInstant: boolean }>({ path: null, seq: 0, isInstant: false });
  // A bonus buy refused by the max-bet limit: offer to confirm it as a bonus buy or play a regular bet (issue #8).
  const [isBuyLimitOffered, setIsBuyLimitOffered] = useState(false);
  // Free spins granted by a bonus (issue #6): played at their fixed bet, no stake.
  const [promoSpins, setPromoSpins] = useState<{ left: number; betMinor: number } | null>(null);
  useActivityBeacon();
  useParentPause(() => {
    setAutoLeft(0);
    setIsAutoMenuOpen(false);
  });

  const soundRef = useRef<SoundBoard>(null as unknown as SoundBoard);
  if (!soundRef.current) soundRef.current = new SoundBoard();
  const sound = soundRef.current;
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const skipRef = useRef(false);
  const pendingRef = useRef(new Set<() => void>());
  const landRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    const on = readSoundPref();
    setIsSoundOn(on);
    sound.enabled = on;
  }, [sound]);

  // Session
  useEffect(() => {
    if (!token) {
      setLoadError('error.game.session.expired');
      setIsExpired(true);
      return;
    }
    let isCancelled = false;
    houseApi
      .session(token)
      .then((s) => {
        if (isCancelled) return;
        setSession(s);
        setBalance(s.balance);
        setPromoSpins(promoSpinsOf(s));
        setFairness(s.fairness);
        const ladder = betLadder(s.game.minBet, s.game.maxBet);
        setBet(nearestBet(ladder, s.game.defaultBet));
      })
      .catch((e: unknown) => {
        if (isCancelled) return;
        if (isApiError(e) && e.errorCode === 'GAME_SESSION_EXPIRED') setIsExpired(true);
        setLoadError(errorMessageKey(e));
      });
    return () => {
      isCancelled = true;
    };
  }, [token]);

  const engineId = session?.game.engineId ?? slug;
  const kind = session?.game.kind;
  const def = useMemo(() => (kind === 'slot' ? slotDefinition(engineId) : null), [kind, engineId]);
  const strips = useMemo(() => (def ? reelStrips(def.id) : null), [def]);
  const initialGrid = useMemo(() => (strips && def ? strips.base.map((s, r) => Array.from({ length: def.rows }, (_, row) => s[(r * 7 + 3 + row) % s.length]!)) : []), [strips, def]);
  const ladder = useMemo(() => (session ? betLadder(session.game.minBet, session.game.maxBet) : []), [session]);
  const exponent = session?.exponent ?? 2;
  const currency = session?.currency ?? 'EUR';
  const lng = i18n.language;
  const money = useCallback((minor: number) => formatAmount(minor / 10 ** exponent, currency, lng, { exponent }), [exponent, currency, lng]);
  const major = useCallback((amount: number) => formatAmount(amount, currency, lng, { exponent }), [currency, lng, exponent]);
  const bonusCost = session?.game.hasBonusBuy ? (session.game.bonusBuyCost ?? 0) : 0;
  const isPlaying = phase === 'playing';

  // —— sequencing helpers ——
  const sleep = useCallback(
    (ms: number) =>
      new Promise<void>((resolve) => {
        if (skipRef.current || ms <= 0) return resolve();
        const done = () => {
          window.clearTimeout(id);
          pendingRef.current.delete(done);
          resolve();
        };
        const id = window.setTimeout(done, ms);
        pendingRef.current.add(done);
      }),
    [],
  );
  // Resolves when the stage reports the animation done (with a safety net so a round never hangs).
  const waitLanding = () =>
    new Promise<void>((resolve) => {
      const id = window.setTimeout(() => landRef.current === done && done(), 15_000);
      const done = () => {
        window.clearTimeout(id);
        landRef.current = null;
        resolve();
      };
      landRef.current = done;
    });
  const onLanded = useCallback(() => {
    const r = landRef.current;
    landRef.current = null;
    r?.();
  }, []);
  const skip = useCallback(() => {
    if (skipRef.current) return;
    skipRef.current = true;
    for (const f of [...pendingRef.current]) f();
    setSlotView((v) => (v.isLanded ? v : { ...v, isInstant: true }));
    setDice((d) => ({ ...d, isInstant: true }));
    setPlinko((p) => ({ ...p, isInstant: true }));
  }, []);

  const presentSlot = async (o: SlotOutcome) => {
    let cum = 0;
    if (o.mode === 'bonusBuy') {
      setBanner({ title: t('game.fs.bought'), sub: t('game.fs.count', { count: o.details.spins[0] ? o.details.spins[0].index + o.details.spins[0].freeSpinsLeft : 0 }) });
      sound.feature();
      await sleep(1500);
      setBanner(null);
    }
    for (const spin of o.details.spins as TShownSpin[]) {
      if (spin.type === 'free') setFreeSpins({ current: spin.index, total: spin.index + spin.freeSpinsLeft, multiplier: spin.spinMultiplier });
      const landing = waitLanding();
      const instant = reducedMotion || skipRef.current;
      setSlotView((v) => ({ spin, seq: v.seq + 1, isLanded: false, isInstant: instant }));
      if (!instant) sound.spinStart();
      await landing;
      setSlotView((v) => ({ ...v, isLanded: true }));
      cum += spin.win;
      if (spin.win > 0) {
        setRoundWin(cum);
        sound.winChime();
        await sleep(reducedMotion ? 600 : 1300);
      } else await sleep(spin.type === 'free' ? 350 : 120);
      if (spin.freeSpinsAwarded > 0) {
        sound.feature();
        setBanner(spin.type === 'base' ? { title: t('game.fs.won'), sub: t('game.fs.count', { count: spin.freeSpinsAwarded }) } : { title: t('game.fs.retrigger'), sub: t('game.fs.more', { count: spin.freeSpinsAwarded }) });
        await sleep(1800);
        setBanner(null);
      }
    }
    if (o.details.freeSpinsPlayed > 0) {
      setBanner({ title: t('game.fs.total'), sub: money(o.totalWin) });
      await sleep(1600);
      setBanner(null);
    }
    setFreeSpins(null);
  };

  const presentDice = async (o: Extract<RoundOutcome, { kind: 'dice' }>) => {
    const landing = waitLanding();
    const instant = reducedMotion || skipRef.current;
    if (!instant) sound.rattle();
    setDice((d) => ({ roll: o.details, seq: d.seq + 1, isInstant: instant }));
    await landing;
  };

  const presentPlinko = async (o: Extract<RoundOutcome, { kind: 'plinko' }>) => {
    const landing = waitLanding();
    const instant = reducedMotion || skipRef.current;
    setPlinko((p) => ({ path: o.details, seq: p.seq + 1, isInstant: instant }));
    await landing;
  };

  const play = async (mode: 'base' | 'bonusBuy', isFreeSpin = false) => {
    if (!session || phaseRef.current !== 'idle' || isExpired || !balance || (isFreeSpin && !promoSpins)) return;
    const stake = isFreeSpin ? 0 : mode === 'bonusBuy' ? bet * bonusCost : bet;
    setError(null);
    if (stake > Math.round(balance.total * 10 ** exponent) + 1e-9) {
      setError('error.game.insufficient.funds');
      setMessage(t('error.game.insufficient.funds'));
      setAutoLeft(0);
      return;
    }
    phaseRef.current = 'playing';
    setPhase('playing');
    skipRef.current = false;
    setRoundWin(null);
    setBigWin(null);
    setMessage(t('game.status.playing'));
    const before = balance;
    setBalance({ ...balance, total: balance.total - stake / 10 ** exponent });
    const params: TPlayParams | undefined = session.game.kind === 'dice' ? diceParams : session.game.kind === 'plinko' ? plinkoParams : undefined;
    try {
      const res = await houseApi.play({ token, bet: isFreeSpin ? promoSpins!.betMinor : bet, mode, ...(params ? { params } : {}), ...(isFreeSpin ? { freeSpin: true } : {}) });
      if (res.freeSpinsLeft !== undefined) setPromoSpins((p) => (p && res.freeSpinsLeft! > 0 ? { ...p, left: res.freeSpinsLeft! } : null));
      setLastRoundId(res.roundId);
      setFairness((f) => (f ? { ...f, active: { ...f.active, serverSeedHash: res.fairness.serverSeedHash, clientSeed: res.fairness.clientSeed, nonce: res.fairness.nonce + 1 } } : f));
      const o = res.outcome;
      if (o.kind === 'slot') await presentSlot(o);
      else if (o.kind === 'dice') await presentDice(o);
      else await presentPlinko(o);
      setRoundWin(o.totalWin);
      setBalance({ cash: res.balance.cash, bonus: res.balance.bonus, total: res.balance.total });
      postBalance(res.balance);
      const x = o.bet > 0 ? o.totalWin / o.bet : 0;
      const text = o.totalWin > 0 ? t('game.result.won', { amount: money(o.totalWin), multiplier: o.multiplier.toFixed(2) }) : t('game.result.lost');
      setMessage(o.kind === 'dice' ? `${t('game.result.rolled', { roll: o.details.roll.toFixed(2) })} · ${text}` : text);
      if (o.totalWin > 0) {
        const level = BIG_WIN.find(([m]) => x >= m)?.[1];
        if (level) {
          sound.fanfare();
          setBigWin({ amount: o.totalWin, level });
          await sleep(reducedMotion ? 1500 : 3200);
          setBigWin(null);
        } else if (o.kind !== 'slot') sound.winChime();
      } else sound.lose();
    } catch (e) {
      setBalance(before);
      setAutoLeft(0);
      if (isApiError(e) && e.errorCode === 'GAME_SESSION_EXPIRED') setIsExpired(true);
      if (isApiError(e) && e.errorCode === 'MAX_BET_LIMIT_REACHED' && mode === 'bonusBuy') setIsBuyLimitOffered(true);
      const key = errorMessageKey(e);
      setError(key);
      setMessage(t(key));
      // The stake may be taken with its win still on its way (WALLET_UNAVAILABLE, a request given up): the server's
      // balance, not the one from before; a free-spins offer the server no longer has goes.
      if (!(isApiError(e) && e.errorCode === 'GAME_SESSION_EXPIRED')) {
        void houseApi
          .session(token)
          .then((s) => {
            setBalance(s.balance);
            postBalance({ ...s.balance, currency: s.currency });
            setPromoSpins(promoSpinsOf(s));
          })
          .catch(() => undefined);
      }
    } finally {
      phaseRef.current = 'idle';
      setPhase('idle');
    }
  };
  const playRef = useRef(play);
  playRef.current = play;

  const onSpinPress = () => {
    if (phaseRef.current === 'playing') {
      if (autoLeft > 0) setAutoLeft(0);
      skip();
      return;
    }
    void playRef.current('base');
  };
  const spinPressRef = useRef(onSpinPress);
  spinPressRef.current = onSpinPress;

  // Space / Enter spin (not while typing or when a control has focus).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' && e.key !== 'Enter') return;
      if (e.repeat || e.defaultPrevented) return;
      const el = e.target as HTMLElement | null;
      if (el && el.closest('input, textarea, select, button, a, [role="dialog"], summary')) return;
      e.preventDefault();
      spinPressRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Autoplay
  useEffect(() => {
    if (phase !== 'idle' || autoLeft <= 0 || isExpired || dialog) return;
    const id = window.setTimeout(() => {
      setAutoLeft((n) => n - 1);
      void playRef.current('base');
    }, 450);
    return () => window.clearTimeout(id);
  }, [phase, autoLeft, isExpired, dialog]);

  const postBalance = (b: THouseBalance) => {
    try {
      if (window.parent && window.parent !== window) window.parent.postMessage({ type: 'croupier:balance', balance: b }, location.origin);
    } catch {
      /* cross-origin parent */
    }
  };

  const toggleSound = () => {
    const on = !isSoundOn;
    setIsSoundOn(on);
    sound.enabled = on;
    writeSoundPref(on);
    if (on) sound.winChime();
  };

  const relaunch = () => relaunchGame(slug);

  const betIndex = ladder.indexOf(bet);
  const changeBet = (d: number) => {
    const i = Math.max(0, Math.min(ladder.length - 1, (betIndex < 0 ? 0 : betIndex) + d));
    if (ladder[i] !== undefined) setBet(ladder[i]!);
  };

  if (!session) return <GameLoadScreen testId="game-client" slug={slug} error={loadError} hint={isExpired ? 'game.relaunch.hint' : null} />;

  const g = session.game;
  const isLocked = isPlaying || autoLeft > 0;
  const diceWin = Math.floor((bet * 9900) / (diceParams.direction === 'under' ? Math.round(diceParams.target * 100) : 9999 - Math.round(diceParams.target * 100)));

  return (
    <div className="gc-root" data-testid="game-client" data-game={g.engineId} data-kind={g.kind} data-phase={phase}>
      <div className="gc-backdrop" aria-hidden="true" />
      <header className="gc-top">
        <h1 className="gc-title" data-title={g.name}>
          <span className="gc-title-name">{g.name}</span>
          {session.mode === 'demo' && <span className="gc-demo">{t('game.demo')}</span>}
        </h1>
        <div className="gc-top-actions">
          <button type="button" className="gc-icon-btn" onClick={toggleSound} aria-pressed={isSoundOn} aria-label={isSoundOn ? t('game.sound.off') : t('game.sound.on')} data-testid="sound-toggle">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
              {isSoundOn ? <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" /> : <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
            </svg>
          </button>
          <button type="button" className="gc-icon-btn" onClick={() => setDialog('paytable')} aria-label={t('game.paytable.open')} data-testid="paytable-button">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" fill="none" />
              <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
          <button type="button" className="gc-icon-btn" onClick={() => setDialog('fairness')} aria-label={t('game.fair.open')} data-testid="fairness-button">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
              <path d="M8.5 12l2.5 2.5 4.5-5" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      </header>

      <section className="gc-stage" aria-label={g.name}>
        {freeSpins && (
          <div className="gc-fs-bar" data-testid="free-spins-counter">
            <span>{t('game.fs.counter', { current: freeSpins.current, total: freeSpins.total })}</span>
            {freeSpins.multiplier > 1 && <b>×{freeSpins.multiplier}</b>}
          </div>
        )}
        {def && strips && (
          <SlotStage
            def={def}
            strips={strips}
            view={slotView}
            initialGrid={initialGrid}
            onReelStop={(r) => sound.reelStop(r)}
            onLanded={onLanded}
            winLabel={(coins) => money(Math.floor((bet * coins) / def.coinsPerBet))}
          />
        )}
        {g.kind === 'dice' && (
          <DiceStage params={diceParams} onParams={setDiceParams} isLocked={isLocked} roll={dice.roll} seq={dice.seq} isInstant={dice.isInstant} onDone={onLanded} payoutLabel={money(diceWin)} />
        )}
        {g.kind === 'plinko' && (
          <div className="gc-plinko">
            <PlinkoBoard rows={plinko.path && isPlaying ? plinko.path.rows : plinkoParams.rows} risk={plinko.path && isPlaying ? plinko.path.risk : plinkoParams.risk} path={plinko.path} seq={plinko.seq} isInstant={plinko.isInstant} onDone={onLanded} onPeg={(row) => sound.ping(row)} />
            <PlinkoControls params={plinkoParams} onParams={setPlinkoParams} isLocked={isLocked} />
          </div>
        )}
        {banner && (
          <div className="gc-banner" role="status">
            <b>{banner.title}</b>
            {banner.sub && <span>{banner.sub}</span>}
          </div>
        )}
      </section>

      <div className="gc-status">
        <p className={`gc-message${error ? ' is-error' : roundWin ? ' is-win' : ''}`} aria-live="polite" role="status" data-testid="round-result">
          {message || (g.kind === 'slot' ? t('game.status.ready') : t('game.status.ready.originals'))}
        </p>
      </div>

      <footer className="gc-controls">
        <div className="gc-box gc-balance">
          <span>{t('game.balance')}</span>
          <b data-testid="game-balance" data-currency={currency}>
            {balance ? major(balance.total) : '—'}
          </b>
        </div>
        <div className="gc-box gc-winbox">
          <span>{t('game.win')}</span>
          <b data-testid="round-win">{roundWin ? money(roundWin) : '—'}</b>
        </div>
        <div className="gc-bet" role="group" aria-label={t('game.bet')}>
          <button type="button" className="gc-round-btn" onClick={() => changeBet(-1)} disabled={isLocked || betIndex <= 0} aria-label={t('game.bet.decrease')} data-testid="bet-decrease">
            −
          </button>
          <div className="gc-bet-value">
            <span>{t('game.bet')}</span>
            <b data-testid="bet-amount" data-minor={bet}>
              {money(bet)}
            </b>
          </div>
          <button type="button" className="gc-round-btn" onClick={() => changeBet(1)} disabled={isLocked || betIndex >= ladder.length - 1} aria-label={t('game.bet.increase')} data-testid="bet-increase">
            +
          </button>
        </div>
        <div className="gc-main-actions">
          <div className="gc-auto">
            <button
              type="button"
              className={`gc-round-btn gc-auto-btn${autoLeft > 0 ? ' is-on' : ''}`}
              onClick={() => (autoLeft > 0 ? setAutoLeft(0) : setIsAutoMenuOpen((o) => !o))}
              aria-label={autoLeft > 0 ? t('game.auto.stop', { count: autoLeft }) : t('game.auto')}
              aria-expanded={autoLeft > 0 ? undefined : isAutoMenuOpen}
              data-testid="autoplay"
              disabled={isExpired}
            >
              {autoLeft > 0 ? (
                <span className="gc-auto-count">{autoLeft}</span>
              ) : (
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v4.5h-4.5" stroke="currentColor" strokeWidth="2.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </button>
            {isAutoMenuOpen && autoLeft === 0 && (
              <ul className="gc-auto-menu" aria-label={t('game.auto')}>
                {[10, 25, 50, 100].map((n) => (
                  <li key={n}>
                    <button
                      type="button"
                      onClick={() => {
                        setIsAutoMenuOpen(false);
                        setAutoLeft(n);
                      }}
                      data-testid={`autoplay-${n}`}
                    >
                      {t('game.auto.rounds', { count: n })}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <button
            type="button"
            className={`gc-spin${isPlaying ? ' is-playing' : ''}`}
            onClick={onSpinPress}
            disabled={isExpired || (!isPlaying && autoLeft > 0)}
            aria-label={isPlaying ? t('game.skip') : g.kind === 'slot' ? t('game.spin') : g.kind === 'dice' ? t('game.roll') : t('game.drop')}
            aria-keyshortcuts="Space Enter"
            data-testid="spin-button"
          >
            {g.kind === 'slot' ? (
              <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
                <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v4.5h-4.5" stroke="currentColor" strokeWidth="2.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            ) : (
              <span>{isPlaying ? '»' : g.kind === 'dice' ? t('game.roll') : t('game.drop')}</span>
            )}
          </button>
          {promoSpins && (
            <button type="button" className="gc-buy" onClick={() => void playRef.current('base', true)} disabled={isLocked || isExpired} data-testid="free-spins-play" aria-label={t('game.freespins.play', { count: promoSpins.left })}>
              <span>{t('game.freespins')}</span>
              <b data-testid="free-spins-left">{promoSpins.left}</b>
            </button>
          )}
          {g.hasBonusBuy && (
            <button type="button" className="gc-buy" onClick={() => setDialog('buy')} disabled={isLocked || isExpired} data-testid="bonus-buy" aria-label={t('game.buy.label', { amount: money(bet * bonusCost) })}>
              <span>{t('game.buy')}</span>
              <b>{money(bet * bonusCost)}</b>
            </button>
          )}
        </div>
      </footer>

      {dialog === 'paytable' && (
        <GameDialog title={t('game.paytable.title', { name: g.name })} onClose={() => setDialog(null)} testId="paytable-dialog">
          <PaytableContent session={session} def={def} bet={bet} money={money} />
        </GameDialog>
      )}
      {dialog === 'fairness' && fairness && (
        <GameDialog title={t('game.fair.title')} onClose={() => setDialog(null)} variant="drawer" testId="fairness-dialog">
          <FairnessPanel token={token} fairness={fairness} lastRoundId={lastRoundId} onChange={setFairness} isLocked={isPlaying} />
        </GameDialog>
      )}
      {dialog === 'buy' && (
        <GameDialog title={t('game.buy.title')} onClose={() => setDialog(null)} variant="confirm" testId="bonus-buy-dialog">
          <p className="gc-buy-text">{t('game.buy.confirm', { spins: def?.bonusBuy?.spins ?? 0, amount: money(bet * bonusCost), cost: bonusCost })}</p>
          <div className="gc-dialog-actions">
            <button type="button" className="gc-btn" onClick={() => setDialog(null)} data-testid="bonus-buy-cancel">
              {t('game.cancel')}
            </button>
            <button
              type="button"
              className="gc-btn gc-btn-primary"
              data-autofocus
              onClick={() => {
                setDialog(null);
                void playRef.current('bonusBuy');
              }}
              data-testid="bonus-buy-confirm"
            >
              {t('game.buy.confirm.button', { amount: money(bet * bonusCost) })}
            </button>
          </div>
        </GameDialog>
      )}
      {isBuyLimitOffered && (
        <BonusBuyLimitDialog
          gameId={g.id}
          buyAmount={money(bet * bonusCost)}
          betAmount={money(bet)}
          onClose={() => setIsBuyLimitOffered(false)}
          onConfirmed={() => {
            setIsBuyLimitOffered(false);
            void playRef.current('bonusBuy');
          }}
          onRegular={() => {
            setIsBuyLimitOffered(false);
            void playRef.current('base');
          }}
        />
      )}
      {bigWin && (
        <button type="button" className={`gc-bigwin is-${bigWin.level}`} onClick={() => setBigWin(null)} data-testid="big-win" aria-label={t('game.close')}>
          <span className="gc-bigwin-rays" aria-hidden="true" />
          <b>{t(`game.bigwin.${bigWin.level}`)}</b>
          <CountUp value={bigWin.amount} format={money} isInstant={reducedMotion} />
        </button>
      )}
      {isExpired && (
        <BlockingDialog
          title={t('error.game.session.expired')}
          text={t('game.relaunch.hint')}
          action={t('game.relaunch')}
          onAction={relaunch}
          testId="session-expired"
          actionTestId="game-relaunch"
        />
      )}
    </div>
  );
}

function CountUp({ value, format, isInstant }: { value: number; format: (minor: number) => string; isInstant: boolean }) {
  const [v, setV] = useState(isInstant ? value : 0);
  useEffect(() => {
    if (isInstant) return;
    const start = performance.now();
    let raf = 0;
    const step = (now: number) => {
      const k = Math.min(1, (now - start) / 1800);
      setV(Math.floor(value * (1 - (1 - k) ** 3)));
      if (k < 1) raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [value, isInstant]);
  return <span className="gc-bigwin-amount">{format(isInstant ? value : v)}</span>;
}
