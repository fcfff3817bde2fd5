'use client';

import dynamic from 'next/dynamic';
import { useModalStack } from '@/lib/modal-stack';
import { DEPOSIT_RESULT_MODALS, type TDepositResultModal } from '@croupier/contracts/constants';
import { useFailedDepositModal } from '../cashier/use-failed-deposit-modal';

// Modals are code-split: forms, zod and phone metadata stay out of the first load.
const LoginModal = dynamic(() => import('../auth/login-modal').then((m) => m.LoginModal), { ssr: false });
const RegisterModal = dynamic(() => import('../auth/register-modal').then((m) => m.RegisterModal), { ssr: false });
const CredentialsModal = dynamic(() => import('../auth/credentials-modal').then((m) => m.CredentialsModal), { ssr: false });
const ForgotPasswordModal = dynamic(() => import('../auth/forgot-password-modal').then((m) => m.ForgotPasswordModal), { ssr: false });
const ResetPasswordModal = dynamic(() => import('../auth/reset-password-modal').then((m) => m.ResetPasswordModal), { ssr: false });
const VerifyEmailExpiredModal = dynamic(() => import('../auth/verify-email-modals').then((m) => m.VerifyEmailExpiredModal), { ssr: false });
const VerifyEmailSentModal = dynamic(() => import('../auth/verify-email-modals').then((m) => m.VerifyEmailSentModal), { ssr: false });
const SessionEndedModal = dynamic(() => import('../auth/session-ended-modal').then((m) => m.SessionEndedModal), { ssr: false });
// The cashier (forms, zod, QR encoder) loads only when it opens.
const CashierModal = dynamic(() => import('../cashier/cashier-modal').then((m) => m.CashierModal), { ssr: false });
const DepositResultModal = dynamic(() => import('../cashier/deposit-result-modal').then((m) => m.DepositResultModal), { ssr: false });
// The rakeback calendar (§2 ?modal=rakeback) and the reward calendar (?modal=calendar) load when they open.
const RakebackModal = dynamic(() => import('../rakeback/rakeback-modal').then((m) => m.RakebackModal), { ssr: false });
const RewardCalendarModal = dynamic(() => import('../rakeback/reward-calendar-modal').then((m) => m.RewardCalendarModal), { ssr: false });

const isDepositResultModal = (id: string | null): id is TDepositResultModal => !!id && (DEPOSIT_RESULT_MODALS as readonly string[]).includes(id);

/** Renders the modal on top of the `?modal=` stack. Unknown ids (later issues) render nothing. */
export function ModalHost() {
  const { activeModal } = useModalStack();
  // §4 a failedDeposit socket event opens the deposit's failed, declined or cancelled modal.
  useFailedDepositModal();
  if (isDepositResultModal(activeModal)) return <DepositResultModal key={activeModal} id={activeModal} />;
  switch (activeModal) {
    case 'login':
      return <LoginModal />;
    case 'register':
      return <RegisterModal />;
    case 'linked-signup':
      return <RegisterModal isLinked />;
    case 'credentials':
      return <CredentialsModal />;
    case 'forgot-password':
      return <ForgotPasswordModal />;
    case 'reset-password':
      return <ResetPasswordModal />;
    case 'verify-email-expired':
      return <VerifyEmailExpiredModal />;
    case 'verify-email-sent':
      return <VerifyEmailSentModal />;
    case 'session-ended':
      return <SessionEndedModal />;
    case 'cashier':
      return <CashierModal />;
    case 'rakeback':
      return <RakebackModal />;
    case 'calendar':
      return <RewardCalendarModal />;
    default:
      return null;
  }
}
