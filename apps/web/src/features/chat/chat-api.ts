import { queryOptions, type QueryClient } from '@/lib/query';
import { api } from '@/lib/api';
import type { TChatMessage, TChatThread } from '@croupier/contracts';

/** Live chat with support (docs/chat.md): the player's thread, newest page first fetched, oldest message first. */
export const chatKey = (userId: string) => ['chat', userId] as const;

export const chatQuery = (userId: string) =>
  queryOptions({
    queryKey: chatKey(userId),
    queryFn: ({ signal }) => api.get<TChatThread>('/api/chat/messages', { signal }),
    staleTime: 60_000,
  });

export const fetchEarlierChat = (before: number) => api.get<TChatThread>('/api/chat/messages', { query: { before } });
export const sendChat = (text: string) => api.post<{ message: TChatMessage }>('/api/chat/messages', { text }).then((d) => d.message);
export const markChatRead = (upTo: number) => api.post<{ unread: number }>('/api/chat/read', { upTo });

/** Adds messages to the cached thread (each once, in id order); an answer from support counts as unread. */
export function addChatMessages(
  qc: QueryClient,
  userId: string,
  messages: TChatMessage[],
  opts: { isRead?: boolean; atStart?: boolean; hasMore?: boolean } = {},
): void {
  qc.setQueryData<TChatThread>(chatKey(userId), (prev) => {
    if (!prev) return prev;
    const known = new Set(prev.messages.map((m) => m.id));
    const fresh = messages.filter((m) => !known.has(m.id));
    if (fresh.length === 0 && opts.hasMore === undefined) return prev;
    const all = [...prev.messages, ...fresh].sort((a, b) => a.id - b.id);
    const unread = opts.isRead || opts.atStart ? prev.unread : prev.unread + fresh.filter((m) => m.sender === 'agent').length;
    return { messages: all, hasMore: opts.hasMore ?? prev.hasMore, unread };
  });
}

export function setChatUnread(qc: QueryClient, userId: string, unread: number): void {
  qc.setQueryData<TChatThread>(chatKey(userId), (prev) => (prev ? { ...prev, unread } : prev));
}

export function isChatMessage(d: unknown): d is TChatMessage {
  const m = d as Partial<TChatMessage> | null;
  return (
    !!m &&
    typeof m.id === 'number' &&
    (m.sender === 'player' || m.sender === 'agent') &&
    typeof m.body === 'string' &&
    typeof m.createdAt === 'string'
  );
}
