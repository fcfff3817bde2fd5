'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '../settings-context';
import { useModalStack } from './modal-stack-provider';

export type TModalSkin = 'card' | 'sheet' | 'side';

/** Three skins chosen by navigation system and theme (spec §2). */
export function useModalSkin(): TModalSkin {
  const { nav, theme } = useSettings();
  if (nav === 'panel') return 'side';
  return theme === 'lulu' ? 'sheet' : 'card';
}

export interface TModalShellProps {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Backdrop click and Escape do nothing (the modal needs an explicit action). */
  isBackdropCloseDisabled?: boolean;
  /** Replaces the default close (which removes the id from the stack). */
  onClose?: () => void;
  size?: 'sm' | 'md' | 'lg';
  /** Decorative header above the title (icon, badge). */
  header?: ReactNode;
}

/** Accessible modal (Radix Dialog: role dialog, labelled title, focus trap, focus return). */
export function ModalShell({ id, title, description, children, isBackdropCloseDisabled = false, onClose, size = 'md', header }: TModalShellProps) {
  const { t } = useTranslation();
  const { close } = useModalStack();
  const skin = useModalSkin();
  const contentRef = useRef<HTMLDivElement>(null);
  const onRequestClose = () => (onClose ? onClose() : close(id));
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onRequestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" data-skin={skin} />
        <Dialog.Content
          className="modal-content"
          data-skin={skin}
          data-size={size}
          data-testid={`modal-${id}`}
          ref={contentRef}
          tabIndex={-1}
          onOpenAutoFocus={(e) => {
            // Focus the dialog itself (its title is announced) instead of the close button.
            e.preventDefault();
            contentRef.current?.focus();
          }}
          onPointerDownOutside={(e) => isBackdropCloseDisabled && e.preventDefault()}
          onInteractOutside={(e) => isBackdropCloseDisabled && e.preventDefault()}
          onEscapeKeyDown={(e) => isBackdropCloseDisabled && e.preventDefault()}
        >
          <div className="modal-head">
            {header}
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            {description ? (
              <Dialog.Description className="modal-description">{description}</Dialog.Description>
            ) : (
              <Dialog.Description className="sr-only">{title}</Dialog.Description>
            )}
          </div>
          <Dialog.Close className="modal-close" aria-label={t('button.close')} data-testid="modal-close">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Dialog.Close>
          <div className="modal-body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
