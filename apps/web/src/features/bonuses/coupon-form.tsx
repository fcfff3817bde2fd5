'use client';

import { COUPON_CODE_MAX_LENGTH } from '@croupier/contracts/constants';
import { useId, useState } from 'react';
import { useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { useTimeZone } from '../rakeback/use-time-zone';
import { bonusApi, bonusErrorOf, bonusKeys, type TBonusError } from './bonus-api';
import { BonusMessage } from './bonus-message';
import { BonusReplaceDialog } from './bonus-replace-dialog';

/**
 * Coupon code entry (spec §2, §8): applied, not applied, already redeemed — or the activation code that refused it; a
 * coupon whose bonus would cancel the active one asks first (§4), as promotions do.
 */
export function CouponForm() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { user, refreshUser } = useAuth();
  const timeZone = useTimeZone();
  const id = useId();
  const [code, setCode] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<TBonusError | null>(null);
  const [result, setResult] = useState<{ kind: string; message: string } | null>(null);
  // The coupon's bonus would cancel the active one (ACTIVE_BONUS): the §4 warning first, then the coupon again, confirmed.
  const [isAskingReplace, setIsAskingReplace] = useState(false);
  const send = async (confirmReplace: boolean) => {
    if (!code.trim()) return;
    setIsBusy(true);
    setError(null);
    setResult(null);
    try {
      const r = await bonusApi.coupon({ code: code.trim(), timeZone, ...(confirmReplace ? { confirmReplace: true } : {}) });
      setIsAskingReplace(false);
      if (r.result === 'applied') {
        setCode('');
        await qc.invalidateQueries({ queryKey: bonusKeys.all });
        void refreshUser();
        setResult({ kind: 'success', message: r.message });
      } else setError({ code: r.result, message: r.message, reference: null });
    } catch (err) {
      const refusal = bonusErrorOf(err);
      if (refusal.code === 'ACTIVE_BONUS' && !confirmReplace) setIsAskingReplace(true);
      else {
        setIsAskingReplace(false);
        setError(refusal);
      }
    } finally {
      setIsBusy(false);
    }
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void send(false);
  };
  const activeTitle = (user?.activeBonus as { title?: string } | null | undefined)?.title ?? '';
  return (
    // The message sits outside the form: an email refusal brings a form of its own ('Add email'), and forms do not nest.
    <div className="card flex flex-col gap-3 p-4 sm:p-5">
      <form onSubmit={submit} className="flex flex-col gap-3" data-testid="coupon-form" noValidate>
        <label htmlFor={id} className="font-display text-lg font-extrabold">
          {t('bonus.coupon.title')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            className="field-control min-h-11 flex-1 uppercase"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder={t('bonus.coupon.placeholder')}
            autoComplete="off"
            maxLength={COUPON_CODE_MAX_LENGTH}
            data-testid="coupon-input"
          />
          <button
            type="submit"
            className="btn btn-primary min-h-11 px-6"
            disabled={isBusy || !code.trim()}
            aria-busy={isBusy}
            data-testid="coupon-submit"
          >
            {t('bonus.coupon.apply')}
          </button>
        </div>
      </form>
      <BonusMessage error={error} success={result?.message} testId="coupon-result" />
      {isAskingReplace ? (
        <BonusReplaceDialog activeTitle={activeTitle} isBusy={isBusy} onConfirm={() => void send(true)} onCancel={() => setIsAskingReplace(false)} />
      ) : null}
    </div>
  );
}
