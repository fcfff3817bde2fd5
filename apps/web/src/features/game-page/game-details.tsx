'use client';

import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { DEFAULT_CURRENCY } from '@croupier/contracts/constants';
import type { TGameCard } from '@croupier/contracts';
import { betLimitsIn } from '@croupier/contracts/bet-limits';
import { formatAmount, numberFormat } from '@/lib/format';
import { currenciesQuery } from '../geo/queries';
import { useAuth } from '../auth/auth-context';
import { formatRtp } from '../lobby/game-links';

/**
 * The player's currency (guests: the site default) and a formatter for its minor units (2 decimals for fiat), with
 * a game's bet limits in it: the catalogue holds them in euro cents, scaled by the currency's rate as the server does.
 */
export function useMinorMoney(): {
  money: (minor: number) => string;
  /** Null until the currency's rate is known (an unscaled figure would be wrong by the rate). */
  limitsOf: (game: Pick<TGameCard, 'minBet' | 'maxBet'>) => { minBet: number; maxBet: number } | null;
} {
  const { i18n } = useTranslation();
  const { user } = useAuth();
  const currencies = useQuery(currenciesQuery);
  const currency = user?.getUser.currencyCode || DEFAULT_CURRENCY;
  const row = currencies.data?.currencies.find((c) => c.code === currency);
  const exponent = row?.exponent ?? 2;
  return {
    money: (minor) => formatAmount((minor / 10 ** exponent).toFixed(exponent), currency, i18n.language, { exponent }),
    limitsOf: (game) => (row ? betLimitsIn(game, row) : null),
  };
}

/** §3 game details: name, provider, bonus-compatible flag, min bet, max bet, max multiplier, bonus buy flag, RTP. */
export function GameDetails({ game, isNameShown = true }: { game: TGameCard; isNameShown?: boolean }) {
  const { t, i18n } = useTranslation();
  const { money, limitsOf } = useMinorMoney();
  const limits = limitsOf(game);
  const lng = i18n.language;
  const yesNo = (v: boolean) => (
    <span className={`inline-flex items-center gap-1.5 ${v ? 'text-success' : 'text-muted'}`}>
      <span aria-hidden="true">{v ? '✓' : '–'}</span>
      {t(v ? 'game.details.yes' : 'game.details.no')}
    </span>
  );
  const rows: { key: string; label: string; value: React.ReactNode }[] = [
    { key: 'provider', label: t('game.details.provider'), value: game.provider.name },
    { key: 'rtp', label: t('game.details.rtp'), value: formatRtp(game.rtp, lng) },
    { key: 'max-multiplier', label: t('game.details.max.multiplier'), value: `${numberFormat(lng, { maximumFractionDigits: 2 }).format(game.maxMultiplier)}×` },
    { key: 'min-bet', label: t('game.details.min.bet'), value: limits ? money(limits.minBet) : '…' },
    { key: 'max-bet', label: t('game.details.max.bet'), value: limits ? money(limits.maxBet) : '…' },
    { key: 'bonus-buy', label: t('game.details.bonus.buy'), value: yesNo(game.hasBonusBuy) },
    { key: 'bonus-compatible', label: t('game.details.bonus.compatible'), value: yesNo(game.isBonusCompatible) },
  ];
  if (game.volatility) rows.push({ key: 'volatility', label: t('game.details.volatility'), value: t(`game.volatility.${game.volatility}`, { defaultValue: game.volatility }) });
  return (
    <div className="flex flex-col gap-3" data-testid="game-details">
      {isNameShown ? (
        <div>
          <p className="font-display text-xl font-extrabold leading-tight">{game.name}</p>
          <p className="text-sm text-muted">{game.provider.name}</p>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        {rows.map((r) => (
          <div key={r.key} className="flex min-w-0 flex-col gap-0.5 rounded-xl border border-line bg-bg-2/60 px-3 py-2" data-field={r.key}>
            <dt className="text-xs font-semibold text-muted">{r.label}</dt>
            <dd className="truncate font-bold tabular-nums">{r.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
