'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslation } from '@/lib/use-translation';
import { api } from '@/lib/api';
import { gameHref } from './game-links';
import { IconDice } from './lobby-icons';

/** "Lucky pick": a random game (optionally of a category), opened at once. */
export function LuckyPickButton({ category, className = '' }: { category?: string | undefined; className?: string }) {
  const { t } = useTranslation();
  const router = useRouter();
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onPick = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const { slug } = await api.get<{ slug: string }>('/api/games/lucky-pick', { query: { category } });
      router.push(gameHref(slug));
    } catch {
      setError(t('msg.no.games.found'));
      setIsBusy(false);
    }
  };
  return (
    <div className={`flex flex-col ${className}`}>
      <button type="button" className="btn btn-primary md:min-h-[2.875rem]" onClick={onPick} disabled={isBusy} aria-busy={isBusy} data-testid="lucky-pick">
        {isBusy ? <span className="spinner" aria-hidden="true" /> : <IconDice size={18} />}
        {t('lobby.lucky.pick')}
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
