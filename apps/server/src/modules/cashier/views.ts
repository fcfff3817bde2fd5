import { CANCELLABLE_WITHDRAWAL_STATUSES, depositModalOf, toMajorNumber, type TDeposit, type TDepositAction, type TDepositStatus, type TPaymentKind, type TWithdrawal, type TWithdrawalStatus } from '@croupier/contracts';
import type { DepositRow, WithdrawalRow } from './queries';

export function toDepositView(row: DepositRow, exponent: number, methodName: string): TDeposit {
  const status = row.status as TDepositStatus;
  let action = (row.action as TDepositAction | null) ?? null;
  // The action only matters while the player has something to do; crypto shows its confirmations.
  if (action?.type === 'crypto') action = { ...action, confirmations: row.confirmations };
  else if (status !== 'requires_action') action = null;
  return {
    depositId: row.id,
    status,
    modal: depositModalOf(status),
    amount: toMajorNumber(BigInt(row.amount), exponent),
    currency: row.currency,
    paymentMethodId: row.paymentMethodId,
    methodName,
    kind: row.kind as TPaymentKind,
    bonusId: row.bonusId,
    action,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toWithdrawalView(row: WithdrawalRow, exponent: number, methodName: string): TWithdrawal {
  const amount = BigInt(row.amount);
  const fee = BigInt(row.fee);
  const status = row.status as TWithdrawalStatus;
  return {
    withdrawalId: row.id,
    status,
    amount: toMajorNumber(amount, exponent),
    fee: toMajorNumber(fee, exponent),
    amountReceived: toMajorNumber(amount - fee, exponent),
    currency: row.currency,
    paymentMethodId: row.paymentMethodId,
    methodName,
    kind: row.kind as TPaymentKind,
    destination: row.destinationMasked,
    isAutomatic: row.isAutomatic,
    canCancel: CANCELLABLE_WITHDRAWAL_STATUSES.includes(status),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** Masks a withdrawal destination for lists (never the full account number). */
export function maskDestination(kind: TPaymentKind, d: Record<string, unknown>): string {
  const s = (k: string) => String(d[k] ?? '');
  const tail = (v: string, n = 4) => (v.length <= n ? v : `•••• ${v.slice(-n)}`);
  switch (kind) {
    case 'upi': {
      const [name, handle] = s('upiId').split('@');
      return `UPI ${(name ?? '').slice(0, 2)}•••@${handle ?? ''}`;
    }
    case 'crypto': {
      const a = s('walletAddress');
      return `${s('network')} ${a.slice(0, 6)}…${a.slice(-4)}`;
    }
    case 'ewallet': {
      const [name, domain] = s('email').split('@');
      return `${(name ?? '').slice(0, 2)}•••@${domain ?? ''}`;
    }
    default:
      return `${s('bankName') || s('bankCode')} ${tail(s('accountNumber').replace(/\s/g, ''))}`.trim();
  }
}
