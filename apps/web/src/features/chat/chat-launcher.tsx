'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isGamePath } from '@croupier/contracts/routes';
import { useQuery, useQueryClient } from '@/lib/query';
import { useSettings } from '@/lib/settings-context';
import { REALTIME_RECONNECTED_EVENT, SOCKET_EVENT_MAP } from '@/lib/socket';
import { useTranslation } from '@/lib/use-translation';
import { useAuth } from '../auth/auth-context';
import { Svg } from '../ui/icons';
import { addChatMessages, chatKey, chatQuery, isChatMessage, setChatUnread } from './chat-api';

const ChatPanel = dynamic(() => import('./chat-panel').then((m) => m.ChatPanel), { ssr: false });

const IconChat = ({ size = 24 }: { size?: number }) => (
  <Svg size={size}>
    <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z" />
    <path d="M8.5 8.5h7M8.5 11.5h4.5" />
  </Svg>
);

/**
 * Live chat with support (docs/chat.md), when the site's showLiveChat is on: a button at the bottom of every page
 * but the game pages. A guest who opens it is asked to sign in (spec §3); a player gets the chat panel. The
 * player's thread stays in the query cache, so the button shows support's unread answers, live.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const { settings } = useSettings();
  const { user, isInitialized } = useAuth();
  const pathname = usePathname();
  const qc = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const userId = user?.getUser.userId ?? null;
  // Not gated on the auth state: a guest's initialisation is a transition that may wait for the first tap.
  const isOn = settings.showLiveChat;
  const thread = useQuery({ ...chatQuery(userId ?? ''), enabled: isOn && !!userId });

  useEffect(() => {
    if (!userId || !isOn) return;
    const onMessage = (e: Event) => {
      const m = (e as CustomEvent<unknown>).detail;
      if (isChatMessage(m)) addChatMessages(qc, userId, [m]);
    };
    // Read in another tab: this tab's badge follows.
    const onRead = (e: Event) => {
      const unread = (e as CustomEvent<{ unread?: unknown } | null>).detail?.unread;
      if (typeof unread === 'number') setChatUnread(qc, userId, unread);
    };
    // Answers sent while the socket was down (a background phone tab, a network blip, a deploy) never arrive as
    // events: the thread is read again when the socket is back, the tab shows again or the network returns.
    const onMissed = () => {
      if (document.visibilityState === 'visible') void qc.invalidateQueries({ queryKey: chatKey(userId) });
    };
    window.addEventListener(SOCKET_EVENT_MAP.chatMessage, onMessage);
    window.addEventListener(SOCKET_EVENT_MAP.chatRead, onRead);
    window.addEventListener(REALTIME_RECONNECTED_EVENT, onMissed);
    window.addEventListener('online', onMissed);
    document.addEventListener('visibilitychange', onMissed);
    return () => {
      window.removeEventListener(SOCKET_EVENT_MAP.chatMessage, onMessage);
      window.removeEventListener(SOCKET_EVENT_MAP.chatRead, onRead);
      window.removeEventListener(REALTIME_RECONNECTED_EVENT, onMissed);
      window.removeEventListener('online', onMissed);
      document.removeEventListener('visibilitychange', onMissed);
    };
  }, [qc, userId, isOn]);

  // A game page keeps the screen for the game; the panel is closed there, not hidden until the next page.
  const isGame = isGamePath(pathname);
  useEffect(() => {
    if (isGame) setIsOpen(false);
  }, [isGame]);

  if (!isOn || isGame) return null;
  const unread = thread.data?.unread ?? 0;
  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="fixed bottom-4 end-4 z-40 grid size-14 place-items-center rounded-full bg-primary text-on-primary shadow-lg transition hover:brightness-110 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [.has-tabs_&]:bottom-[5.25rem] lg:[.has-tabs_&]:bottom-4"
        aria-label={unread > 0 ? t('chat.open.unread', { count: unread }) : t('chat.open')}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={() => (isOpen ? close() : setIsOpen(true))}
        data-testid="chat-launcher"
      >
        <IconChat />
        {unread > 0 ? (
          <span
            className="absolute -end-1 -top-1 grid min-w-6 place-items-center rounded-full border-2 border-bg bg-accent px-1 text-xs font-extrabold text-on-accent"
            aria-hidden="true"
            data-testid="chat-unread"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      {isOpen ? <ChatPanel userId={userId} isAuthKnown={isInitialized} onClose={close} /> : null}
    </>
  );
}
