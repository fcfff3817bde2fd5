'use client';

import { useCallback, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@/lib/query';
import { usePageUrl } from '@/lib/route-keys';
import { useAuth } from '../auth/auth-context';
import { useTimeZone } from '../rakeback/use-time-zone';
import { bonusApi, bonusErrorOf, bonusKeys, type TBonusError } from './bonus-api';
import { BonusReplaceDialog } from './bonus-replace-dialog';

/**
 * Activation from promotions and the profile: refusals come back with their spec §8 message; ACTIVE_BONUS
 * opens the replace warning (the active bonus is cancelled only when the player confirms); a deposit bonus is
 * kept as the player's choice and the cashier opens with it.
 */
export function useBonusActivation() {
  const qc = useQueryClient();
  const router = useRouter();
  const resolve = usePageUrl();
  const { refreshUser } = useAuth();
  const timeZone = useTimeZone();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<(TBonusError & { bonusId: string }) | null>(null);
  const [success, setSuccess] = useState<{ bonusId: string; message: string } | null>(null);
  const [ask, setAsk] = useState<{ bonusId: string; title: string; activeTitle: string } | null>(null);

  const run = useCallback(
    async (bonusId: string, title: string, confirmReplace = false) => {
      setBusyId(bonusId);
      setError(null);
      setSuccess(null);
      try {
        const r = await bonusApi.activate({ bonusId, timeZone, ...(confirmReplace ? { confirmReplace: true } : {}) });
        setAsk(null);
        await qc.invalidateQueries({ queryKey: bonusKeys.all });
        void refreshUser();
        if (r.bonus.status === 'pending') {
          router.push(`${resolve('deposit').href}?bonusId=${encodeURIComponent(bonusId)}`);
          return;
        }
        setSuccess({ bonusId, message: r.message });
      } catch (e) {
        const err = bonusErrorOf(e);
        if (err.code === 'ACTIVE_BONUS' && !confirmReplace) {
          const check = await bonusApi.check({ bonusId, timeZone }).catch(() => null);
          setAsk({ bonusId, title, activeTitle: check?.willCancel?.title ?? '' });
        } else {
          setAsk(null);
          setError({ ...err, bonusId });
        }
      } finally {
        setBusyId(null);
      }
    },
    [qc, refreshUser, resolve, router, timeZone],
  );

  const dialog = ask ? (
    <BonusReplaceDialog activeTitle={ask.activeTitle} newTitle={ask.title} isBusy={busyId === ask.bonusId} onConfirm={() => void run(ask.bonusId, ask.title, true)} onCancel={() => setAsk(null)} />
  ) : null;
  return { activate: run, busyId, error, success, dialog };
}
