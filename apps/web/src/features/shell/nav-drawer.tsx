'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from '@/lib/use-translation';
import { useSettings } from '@/lib/settings-context';
import { IconClose } from '../ui/icons';
import { Brand } from './brand';
import { LanguagePicker } from './language-picker';
import { NavList } from './nav-menu';

/** Phone navigation drawer (hamburger in basic, "Menu" tab in panel). */
export function NavDrawer({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void }) {
  const { t } = useTranslation();
  const { settings } = useSettings();
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className="drawer-content flex flex-col gap-6 p-4" data-testid="nav-drawer" aria-describedby={undefined}>
          <div className="flex items-center justify-between">
            <Brand name={settings.brandName} size="sm" />
            <Dialog.Close className="icon-btn" aria-label={t('button.close')}>
              <IconClose />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('nav.main')}</Dialog.Title>
          <nav aria-label={t('nav.main')}>
            <NavList onNavigate={() => onOpenChange(false)} />
          </nav>
          <div className="mt-auto">
            <LanguagePicker />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
