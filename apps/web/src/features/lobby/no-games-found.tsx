import Link from 'next/link';
import { IconDice } from './lobby-icons';

/** 'No games found' (spec §8), friendly: a hint and a way back to the whole lobby. */
export function NoGamesFound({ title, text, actionLabel, actionHref }: { title: string; text: string; actionLabel?: string; actionHref?: string }) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid="no-games-found" role="status">
      <span className="grid size-16 place-items-center rounded-2xl bg-gradient-to-br from-primary/25 to-accent/20 text-primary">
        <IconDice size={32} />
      </span>
      <p className="font-display text-xl font-extrabold">{title}</p>
      <p className="max-w-md text-sm text-muted">{text}</p>
      {actionHref && actionLabel ? (
        <Link href={actionHref} className="btn btn-secondary mt-2">
          {actionLabel}
        </Link>
      ) : null}
    </div>
  );
}
