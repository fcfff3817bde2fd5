import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import type { TGameCard } from '@croupier/contracts';
import { GameTile } from './game-tile';
import { HydrateWhenNear } from './hydrate-when-near';
import { IconChevron } from './lobby-icons';

/**
 * Tiles in a row: horizontal scroll with snap on phones, a grid (2 rows of 4 / 1 row of 6) from tablets.
 * `eagerCount`: how many leading tiles are above the fold (their artwork loads at once, not lazily).
 */
export function GameRowList({ games, isClamped = true, eagerCount = 0 }: { games: TGameCard[]; isClamped?: boolean; eagerCount?: number }) {
  return (
    <ul
      className={`-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:mx-0 md:grid md:snap-none md:grid-cols-4 md:gap-x-4 md:gap-y-5 md:overflow-visible md:px-0 md:pb-0 lg:grid-cols-6 [&::-webkit-scrollbar]:hidden ${
        isClamped ? 'md:max-lg:[&>li:nth-child(n+9)]:hidden lg:[&>li:nth-child(n+7)]:hidden' : ''
      }`}
    >
      {games.map((g, i) => (
        <li key={g.id} className="w-[11.5rem] shrink-0 snap-start md:w-auto">
          {/* Each tile is its own Suspense boundary: React hydrates it in a separate slice of main-thread time
              instead of one long task for the whole page (blocking time on phones). */}
          <Suspense>
            <GameTile game={g} isEager={i < eagerCount} isPriority={i === 0 && eagerCount > 0} />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}

/** A titled lobby row with a "view all" link. */
export function GameRow({
  id,
  title,
  count,
  games,
  viewAllHref,
  viewAllLabel,
  icon,
  testId,
  headingLevel = 2,
  eagerCount = 0,
  isHydrationDeferred = false,
}: {
  id: string;
  title: string;
  count?: string;
  games: TGameCard[];
  viewAllHref?: string;
  viewAllLabel?: string;
  icon?: ReactNode;
  testId?: string;
  headingLevel?: 2 | 3;
  /** The first row of a page: its leading tiles are above the fold. */
  eagerCount?: number;
  /** Below the fold: the tiles hydrate only when the row comes near the viewport. */
  isHydrationDeferred?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`row-${id}`} className="flex flex-col gap-3" data-testid={testId ?? `lobby-row-${id}`}>
      <div className="flex items-end justify-between gap-3">
        <Heading id={`row-${id}`} className="flex items-center gap-2 font-display text-xl font-extrabold tracking-tight md:text-2xl">
          {icon ? <span className="text-primary">{icon}</span> : null}
          {title}
          {count ? <span className="text-sm font-semibold text-muted">{count}</span> : null}
        </Heading>
        {viewAllHref && viewAllLabel ? (
          <Link href={viewAllHref} prefetch={false} className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-2 text-sm font-bold text-primary hover:underline">
            {viewAllLabel} <IconChevron size={16} className="rtl:rotate-180" />
          </Link>
        ) : null}
      </div>
      {isHydrationDeferred ? (
        <HydrateWhenNear anchorId={`row-${id}`}>
          <GameRowList games={games} eagerCount={eagerCount} />
        </HydrateWhenNear>
      ) : (
        <GameRowList games={games} eagerCount={eagerCount} />
      )}
    </section>
  );
}
