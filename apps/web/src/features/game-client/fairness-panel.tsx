'use client';

import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessageKey } from '@/lib/api';
import { houseApi, type TFairness, type TRotateResult } from './api';

/** The provably-fair state of the player: hash, client seed (editable), nonce, rotation, verification link. */
export function FairnessPanel({ token, fairness, lastRoundId, onChange, isLocked }: { token: string; fairness: TFairness; lastRoundId: string | null; onChange: (f: TFairness) => void; isLocked: boolean }) {
  const { t } = useTranslation();
  const [clientSeed, setClientSeed] = useState(fairness.active.clientSeed);
  const [revealed, setRevealed] = useState<TRotateResult['revealed'] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rotate = async (withSeed: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const r = await houseApi.rotate(token, withSeed ? clientSeed.trim() : undefined);
      setRevealed(r.revealed);
      setClientSeed(r.active.clientSeed);
      onChange({ active: r.active, previous: r.previous });
    } catch (e) {
      setError(errorMessageKey(e));
    } finally {
      setBusy(false);
    }
  };
  const seedChanged = clientSeed.trim() !== fairness.active.clientSeed && clientSeed.trim().length > 0;
  const verifyHref = lastRoundId ? `/fairness?round=${encodeURIComponent(lastRoundId)}&token=${encodeURIComponent(token)}` : `/fairness?token=${encodeURIComponent(token)}`;
  return (
    <div className="gc-fair" data-testid="fairness-panel">
      <p className="gc-muted">{t('game.fair.intro')}</p>
      <dl className="gc-fair-list">
        <div>
          <dt>{t('game.fair.hash')}</dt>
          <dd className="gc-mono" data-testid="server-seed-hash">
            {fairness.active.serverSeedHash}
          </dd>
        </div>
        <div>
          <dt>
            <label htmlFor="gc-client-seed">{t('game.fair.client')}</label>
          </dt>
          <dd className="gc-fair-seed">
            <input id="gc-client-seed" className="gc-input gc-mono" value={clientSeed} maxLength={64} onChange={(e) => setClientSeed(e.target.value)} data-testid="client-seed-input" spellCheck={false} autoComplete="off" />
            <button type="button" className="gc-btn" disabled={!seedChanged || busy || isLocked} onClick={() => void rotate(true)} data-testid="client-seed-save">
              {t('game.fair.client.save')}
            </button>
          </dd>
        </div>
        <div>
          <dt>{t('game.fair.nonce')}</dt>
          <dd className="gc-mono" data-testid="fair-nonce">
            {fairness.active.nonce}
          </dd>
        </div>
      </dl>
      <p className="gc-muted gc-small">{t('game.fair.client.hint')}</p>
      <button type="button" className="gc-btn gc-btn-primary" disabled={busy || isLocked} onClick={() => void rotate(false)} data-testid="rotate-seed">
        {t('game.fair.rotate')}
      </button>
      {error && (
        <p className="gc-error" role="alert">
          {t(error)}
        </p>
      )}
      {revealed && (
        <div className="gc-fair-revealed" data-testid="revealed-seed" role="status">
          <b>{t('game.fair.revealed', { rounds: revealed.rounds })}</b>
          <span className="gc-mono">{revealed.serverSeed}</span>
          <span className="gc-muted gc-small">
            {t('game.fair.hash')}: <span className="gc-mono">{revealed.serverSeedHash}</span>
          </span>
        </div>
      )}
      {fairness.previous.length > 0 && (
        <details className="gc-fair-prev">
          <summary>{t('game.fair.previous', { count: fairness.previous.length })}</summary>
          <ul>
            {fairness.previous.slice(0, 5).map((p) => (
              <li key={p.serverSeedHash}>
                <span className="gc-muted gc-small">
                  {t('game.fair.prev.line', { rounds: p.rounds, client: p.clientSeed })}
                </span>
                <span className="gc-mono">{p.serverSeed}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <a className="gc-link" href={verifyHref} target="_blank" rel="noopener" data-testid="verify-link">
        {lastRoundId ? t('game.fair.verify.last') : t('game.fair.verify.page')} ↗
      </a>
    </div>
  );
}
