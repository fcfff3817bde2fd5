'use client';

import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { TCashierMode, TPaymentMethod } from '@croupier/contracts';
import { isFullWidthPaymentLayout } from '@croupier/contracts/cashier';
import { KindIcon } from './cashier-icons';
import { useMoneyFormat } from '../shell/use-money-format';

/** The range of a method in the player's currency ("€10 – €5,000"), or null when unknown. */
export function useLimitText(): (method: TPaymentMethod, mode: TCashierMode) => string | null {
  const format = useMoneyFormat();
  return (method, mode) => {
    const l = method.limits;
    if (!l) return null;
    const [min, max] = mode === 'deposit' ? [l.depositMin, l.depositMax] : [l.withdrawalMin, l.withdrawalMax];
    return `${format(min, l.currency)} – ${format(max, l.currency)}`;
  };
}

/**
 * Payment method tiles as a radio group (native radios: arrow keys move the choice). Fewer than five
 * tiles are full-width rows with the description and range (spec §9); more make a compact grid.
 */
export function MethodTiles({
  methods,
  selectedId,
  onSelect,
  mode,
  isCompact = false,
}: {
  methods: readonly TPaymentMethod[];
  selectedId: string | null;
  onSelect: (method: TPaymentMethod) => void;
  mode: TCashierMode;
  /** In the modal: at most two columns. */
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const limitText = useLimitText();
  const isFullWidth = isFullWidthPaymentLayout(methods.length);
  const selected = methods.find((m) => m.id === selectedId) ?? null;
  return (
    <fieldset data-testid="cashier-methods" data-layout={isFullWidth ? 'full' : 'grid'}>
      <legend className="field-label">{t('cashier.method')}</legend>
      <div className={isFullWidth ? 'flex flex-col gap-2' : `grid grid-cols-2 gap-2 ${isCompact ? '' : 'sm:grid-cols-3'}`}>
        {methods.map((m) => {
          const isSelected = m.id === selectedId;
          const thumb = m.thumbnailUrl ?? m.thumbnail_url;
          const range = limitText(m, mode);
          return (
            <label
              key={m.id}
              className={`relative flex cursor-pointer items-center gap-3 rounded-[var(--r-card)] border bg-bg-2 p-3 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${
                isSelected ? 'border-primary bg-surface-2 ring-1 ring-primary' : 'border-line hover:border-line-strong'
              } ${isFullWidth ? 'min-h-16' : 'min-h-14 flex-col justify-center text-center sm:flex-row sm:gap-2 sm:px-2.5 sm:text-start'}`}
              data-testid={`cashier-method-${m.name}`}
              data-selected={isSelected ? 'true' : 'false'}
            >
              <input
                type="radio"
                name={name}
                value={m.id}
                checked={isSelected}
                onChange={() => onSelect(m)}
                className="sr-only"
                aria-describedby={isFullWidth && range ? `${name}-${m.id}-range` : undefined}
              />
              <span
                className={`grid size-10 shrink-0 place-items-center rounded-xl ${isSelected ? 'bg-primary text-on-primary' : 'bg-surface-2 text-fg'}`}
                aria-hidden="true"
              >
                {thumb ? <img src={thumb} alt="" width={28} height={28} className="size-7 object-contain" loading="lazy" /> : <KindIcon kind={m.kind} />}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className={`text-sm font-bold leading-tight ${isFullWidth ? 'truncate' : 'line-clamp-2 break-words hyphens-auto'}`}>{m.title}</span>
                {isFullWidth && m.description ? <span className="line-clamp-2 text-xs text-muted">
                    <bdi>{m.description}</bdi>
                  </span> : null}
                {isFullWidth && range ? (
                  <span id={`${name}-${m.id}-range`} className="text-xs text-muted tabular-nums">
                    {range}
                  </span>
                ) : null}
              </span>
              {isFullWidth ? (
                <span
                  className={`size-5 shrink-0 rounded-full border-2 ${isSelected ? 'border-primary bg-primary shadow-[inset_0_0_0_3px_var(--c-surface-2)]' : 'border-line-strong'}`}
                  aria-hidden="true"
                />
              ) : null}
            </label>
          );
        })}
      </div>
      {!isFullWidth && selected?.description ? (
        <p className="mt-3 rounded-xl bg-bg-2 px-3 py-2 text-xs text-muted" data-testid="cashier-method-summary" aria-live="polite">
          {/* The operator's own words, in their own direction (an English description in an Arabic page). */}
          <bdi className="font-bold text-fg">{selected.title}</bdi> · <bdi>{selected.description}</bdi>
        </p>
      ) : null}
    </fieldset>
  );
}
