'use client';

import { useEffect, useId } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslation } from '@/lib/use-translation';
import { useModalStack } from '@/lib/modal-stack';
import { ModalShell } from '@/lib/modal-stack/modal-shell';
import { useAuth } from '../auth/auth-context';
import { CashierTabs, cashierTabOf, type TCashierTab } from './cashier-tabs';
import { DepositView } from './deposit-view';
import { WithdrawView } from './withdraw-view';

const CASHIER_QUERY = { cashierTab: null, method: null, bonusId: null } as const;

/** The cashier modal (`?modal=cashier[&cashierTab=withdraw][&method=<id or name>][&bonusId=…]`): deposit and withdraw. */
export function CashierModal() {
  const { t } = useTranslation();
  const params = useSearchParams();
  const { open, close, swap } = useModalStack();
  const { isInitialized, isAuthenticated } = useAuth();
  const idBase = useId();
  const tab = cashierTabOf(params.get('cashierTab'));
  const method = params.get('method');

  // Guests sign in first.
  useEffect(() => {
    if (isInitialized && !isAuthenticated) swap('cashier', 'login', CASHIER_QUERY);
  }, [isInitialized, isAuthenticated, swap]);

  const setTab = (next: TCashierTab) => open('cashier', { cashierTab: next === 'deposit' ? null : next, method: null, bonusId: null });
  return (
    <ModalShell id="cashier" title={t('cashier.title')} size="lg" onClose={() => close('cashier', CASHIER_QUERY)}>
      {isAuthenticated ? (
        <CashierTabs tab={tab} onChange={setTab} idBase={idBase}>
          {tab === 'deposit' ? (
            <DepositView
              isInModal
              requestedMethod={method}
              requestedBonusId={params.get('bonusId')}
              onResult={(d) => swap('cashier', d.modal, { ...CASHIER_QUERY, met: d.methodName, depositId: d.depositId })}
            />
          ) : (
            <WithdrawView isInModal requestedMethod={method} onDeposit={() => setTab('deposit')} />
          )}
        </CashierTabs>
      ) : null}
    </ModalShell>
  );
}
