'use client';

import { useEffect } from 'react';
import { useModalStack } from '@/lib/modal-stack';
import { SOCKET_EVENT_MAP } from '@/lib/socket';
import { trackedDeposits } from './tracked-deposits';

interface TFailedDepositEvent {
  depositId?: string;
  methodName?: string;
  met?: string;
  /** The result modal for the deposit's status (declined → deposit-decline, cancelled → deposit-cancel). */
  modal?: string;
}


/**
 * §4 a `failedDeposit` socket event opens the deposit's result modal (failed, declined or cancelled, as the server
 * names it; the method as `met`), unless
 * the cashier on screen follows that deposit or its result modal is already open. Lives in the shell
 * (a few hundred bytes); the modal itself is loaded on demand.
 */
export function useFailedDepositModal(): void {
  const { open } = useModalStack();
  useEffect(() => {
    const onFailed = (e: Event) => {
      const detail = ((e as CustomEvent<TFailedDepositEvent | null>).detail ?? {}) as TFailedDepositEvent;
      const depositId = typeof detail.depositId === 'string' ? detail.depositId : null;
      if (depositId && trackedDeposits.has(depositId)) return;
      const params = new URLSearchParams(window.location.search);
      if (params.get('modal')?.startsWith('deposit-') && (!depositId || params.get('depositId') === depositId)) return;
      const met = detail.methodName ?? detail.met ?? null;
      // Declined or cancelled as the server names it; anything else (an older server) shows deposit-failed.
      open(detail.modal === 'deposit-decline' || detail.modal === 'deposit-cancel' ? detail.modal : 'deposit-failed', { met, depositId });
    };
    window.addEventListener(SOCKET_EVENT_MAP.failedDeposit, onFailed);
    return () => window.removeEventListener(SOCKET_EVENT_MAP.failedDeposit, onFailed);
  }, [open]);
}
