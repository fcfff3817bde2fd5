'use client';

import dynamic from 'next/dynamic';
import { useModalStack } from '@/lib/modal-stack';

// Modals are code-split: forms, zod and phone metadata stay out of the first load.
const LoginModal = dynamic(() => import('../auth/login-modal').then((m) => m.LoginModal), { ssr: false });
const RegisterModal = dynamic(() => import('../auth/register-modal').then((m) => m.RegisterModal), { ssr: false });
const CredentialsModal = dynamic(() => import('../auth/credentials-modal').then((m) => m.CredentialsModal), { ssr: false });
const ForgotPasswordModal = dynamic(() => import('../auth/forgot-password-modal').then((m) => m.ForgotPasswordModal), { ssr: false });
const ResetPasswordModal = dynamic(() => import('../auth/reset-password-modal').then((m) => m.ResetPasswordModal), { ssr: false });
const VerifyEmailExpiredModal = dynamic(() => import('../auth/verify-email-modals').then((m) => m.VerifyEmailExpiredModal), { ssr: false });
const VerifyEmailSentModal = dynamic(() => import('../auth/verify-email-modals').then((m) => m.VerifyEmailSentModal), { ssr: false });
const SessionEndedModal = dynamic(() => import('../auth/session-ended-modal').then((m) => m.SessionEndedModal), { ssr: false });

/** Renders the modal on top of the `?modal=` stack. Unknown ids (later issues) render nothing. */
export function ModalHost() {
  const { activeModal } = useModalStack();
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
    default:
      return null;
  }
}
