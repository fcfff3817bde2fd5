import { getServerT } from '@/lib/server-api';
import { IconCards, IconLive, IconSlots, IconSparkle } from '../ui/icons';

const CATEGORIES = [
  { id: 'slots', icon: IconSlots, titleKey: 'lobby.category.slots', textKey: 'lobby.category.slots.text' },
  { id: 'live', icon: IconLive, titleKey: 'lobby.category.live', textKey: 'lobby.category.live.text' },
  { id: 'originals', icon: IconCards, titleKey: 'lobby.category.originals', textKey: 'lobby.category.originals.text' },
] as const;

/** Honest placeholder until the game lobby ships: categories, no fake games. */
export async function LobbyComingSoon({ headingLevel = 2, highlight }: { headingLevel?: 1 | 2; highlight?: 'slots' | 'live' }) {
  const t = await getServerT();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="lobby-soon-title" className="flex flex-col gap-6" data-testid="lobby-coming-soon">
      <div className="flex flex-col gap-2">
        <span className="badge w-fit bg-accent/15 text-accent">
          <IconSparkle size={14} /> {t('lobby.soon.badge')}
        </span>
        <Heading id="lobby-soon-title" className="font-display text-2xl font-extrabold tracking-tight md:text-3xl">
          {t('lobby.soon.title')}
        </Heading>
        <p className="max-w-2xl text-muted">{t('lobby.soon.text')}</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {CATEGORIES.map((c) => (
          <li
            key={c.id}
            className={`card relative overflow-hidden p-5 ${highlight === c.id ? 'ring-2 ring-primary' : ''}`}
            data-testid={`lobby-category-${c.id}`}
          >
            <div className="pointer-events-none absolute -end-8 -top-8 size-32 rounded-full bg-primary/10 blur-2xl" aria-hidden="true" />
            <span className="mb-4 grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-primary/25 to-accent/20 text-primary">
              <c.icon size={26} />
            </span>
            <h3 className="text-lg font-bold">{t(c.titleKey)}</h3>
            <p className="mt-1 text-sm text-muted">{t(c.textKey)}</p>
            <p className="mt-4 text-xs font-bold uppercase tracking-wider text-accent">{t('lobby.soon.badge')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
