'use client';

import dynamic from 'next/dynamic';
import { useSettings } from '@/lib/settings-context';

const ChatLauncher = dynamic(() => import('./chat-launcher').then((m) => m.ChatLauncher), { ssr: false });

/** Shell island: the live chat (chat-launcher.tsx) loads after the page, and only while showLiveChat is on. */
export function ChatLoader() {
  const { settings } = useSettings();
  return settings.showLiveChat ? <ChatLauncher /> : null;
}
