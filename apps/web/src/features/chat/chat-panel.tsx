'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_COUNTER_FROM, CHAT_FORBIDDEN_CHARACTERS, CHAT_MESSAGE_MAX_LENGTH } from '@croupier/contracts/constants';
import type { TChatMessage } from '@croupier/contracts';
import { errorMessageKey } from '@/lib/api';
import { dateTimeFormat, intlLocale } from '@/lib/format';
import { useModalStack } from '@/lib/modal-stack';
import { useQuery, useQueryClient } from '@/lib/query';
import { useTranslation } from '@/lib/use-translation';
import { IconClose } from '../ui/icons';
import { addChatMessages, chatKey, chatQuery, fetchEarlierChat, markChatRead, sendChat, setChatUnread } from './chat-api';

function timeOf(iso: string, lng: string): string {
  const d = new Date(iso);
  const isToday = d.toDateString() === new Date().toDateString();
  return dateTimeFormat(intlLocale(lng), isToday ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/**
 * The chat panel (docs/chat.md): a dialog beside the page (not modal: the player may keep browsing) with the
 * thread, newest at the bottom, and a composer (Enter sends, Shift+Enter starts a new line). Support's answers
 * arrive live (the launcher keeps the cached thread up to date) and are marked read while the panel is open.
 * Escape or the close button closes it and gives the focus back to the launcher. A guest is asked to sign in.
 */
export function ChatPanel({ userId, isAuthKnown, onClose }: { userId: string | null; isAuthKnown: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const panelRef = useRef<HTMLElement | null>(null);
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const listRef = useRef<HTMLDivElement | null>(null);
  const logRef = useRef<HTMLDivElement | null>(null);
  const lastReadMark = useRef(0);
  const { open } = useModalStack();
  const qc = useQueryClient();
  const thread = useQuery({ ...chatQuery(userId ?? ''), enabled: !!userId });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isLoadingEarlier, setIsLoadingEarlier] = useState(false);
  const messages = thread.data?.messages ?? [];
  const lastId = messages.at(-1)?.id ?? 0;
  const lastAgentId = [...messages].reverse().find((m) => m.sender === 'agent')?.id ?? 0;

  // Focus: the composer (a player) or the panel (a guest) when it opens.
  useEffect(() => {
    if (userId) inputRef.current?.focus();
    else panelRef.current?.focus();
  }, [userId]);

  // New messages scroll into view.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  // Support's answers count as read while the panel shows them.
  const unread = thread.data?.unread ?? 0;
  // Each mark is sent once; if the server still counts unread answers this tab has not got (a missed event), the
  // thread is fetched again instead of marking in a loop.
  useEffect(() => {
    if (!userId || unread === 0 || lastAgentId === 0 || lastReadMark.current >= lastAgentId) return;
    lastReadMark.current = lastAgentId;
    setChatUnread(qc, userId, 0);
    markChatRead(lastAgentId)
      .then((r) => (r.unread > 0 ? qc.invalidateQueries({ queryKey: chatKey(userId) }) : undefined))
      .catch(() => undefined);
  }, [qc, userId, unread, lastAgentId]);

  const onKeyDownPanel = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    }
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const body = text.trim();
    if (!userId || !body || isSending) return;
    if (body.length > CHAT_MESSAGE_MAX_LENGTH) {
      setError(t('chat.too.long', { max: CHAT_MESSAGE_MAX_LENGTH }));
      return;
    }
    if (CHAT_FORBIDDEN_CHARACTERS.test(body)) {
      setError(t('error.chat.control.characters'));
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      const message = await sendChat(body);
      addChatMessages(qc, userId, [message], { isRead: true });
      setText('');
    } catch (err) {
      setError(t(errorMessageKey(err)));
    } finally {
      setIsSending(false);
      inputRef.current?.focus();
    }
  };

  const onKeyDownInput = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const loadEarlier = async () => {
    const first = messages[0];
    if (!userId || !first) return;
    setIsLoadingEarlier(true);
    try {
      const page = await fetchEarlierChat(first.id);
      addChatMessages(qc, userId, page.messages, { atStart: true, hasMore: page.hasMore });
      // The button may be gone (no more pages): the focus stays in the conversation.
      if (!page.hasMore) logRef.current?.focus({ preventScroll: true });
    } catch (err) {
      setError(t(errorMessageKey(err)));
    } finally {
      setIsLoadingEarlier(false);
    }
  };

  const left = CHAT_MESSAGE_MAX_LENGTH - text.length;
  return (
    <section
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDownPanel}
      className={`card fixed inset-x-3 bottom-3 z-[45] flex flex-col overflow-hidden p-0 shadow-2xl outline-none sm:inset-x-auto sm:end-4 sm:bottom-20 sm:w-96 [.has-tabs_&]:bottom-[5.25rem] sm:[.has-tabs_&]:bottom-[9.5rem] lg:[.has-tabs_&]:bottom-20 ${userId ? 'top-20 sm:top-auto sm:h-[min(36rem,calc(100dvh-7rem))]' : 'min-h-56'}`}
      data-testid="chat-panel"
    >
      <header className="flex items-start gap-3 border-b border-line bg-surface-2 px-4 py-3">
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-success" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-bold">
            {t('chat.title')}
          </h2>
          <p className="text-xs text-muted">{t('chat.subtitle')}</p>
        </div>
        <button type="button" className="icon-btn -me-2 -mt-1" aria-label={t('chat.close')} onClick={onClose} data-testid="chat-close">
          <IconClose size={18} />
        </button>
      </header>

      {!userId && !isAuthKnown ? (
        <div className="flex flex-1 items-center justify-center p-6">
          <span className="spinner" aria-hidden="true" />
          <span className="sr-only">{t('chat.loading')}</span>
        </div>
      ) : !userId ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center" data-testid="chat-guest">
          <p className="text-sm text-muted">{t('chat.guest.text')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className="btn btn-primary" onClick={() => open('login')} data-testid="chat-login">
              {t('button.sign.in')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => open('register')}>
              {t('button.create.account')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <div ref={listRef} className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4">
            {thread.data?.hasMore ? (
              <button
                type="button"
                className="text-link self-center text-sm"
                onClick={() => void loadEarlier()}
                disabled={isLoadingEarlier}
                data-testid="chat-earlier"
              >
                {t('chat.earlier')}
              </button>
            ) : null}
            {thread.isPending ? (
              <p className="self-center text-sm text-muted">
                <span className="spinner" aria-hidden="true" /> <span className="sr-only">{t('chat.loading')}</span>
              </p>
            ) : null}
            {thread.isError ? (
              <p className="self-center text-sm text-danger" role="alert">
                {t(errorMessageKey(thread.error))}
              </p>
            ) : null}
            {thread.data && messages.length === 0 ? (
              <p className="m-auto max-w-64 text-center text-sm text-muted" data-testid="chat-empty">
                {t('chat.empty')}
              </p>
            ) : null}
            {/* Only new messages are announced: the first load and earlier pages are not read out (aria-busy). */}
            <div
              ref={logRef}
              role="log"
              aria-live="polite"
              aria-busy={thread.isPending || isLoadingEarlier}
              aria-label={t('chat.log')}
              tabIndex={-1}
              className="outline-none"
              data-testid="chat-log"
            >
              <ol className="flex flex-col gap-3">
                {messages.map((m) => (
                  <ChatBubble key={m.id} m={m} time={timeOf(m.createdAt, i18n.language)} you={t('chat.you')} support={t('chat.support')} />
                ))}
              </ol>
            </div>
          </div>
          <form
            className="flex flex-col gap-1.5 border-t border-line bg-surface-2 p-3"
            onSubmit={(e) => void submit(e)}
            data-testid="chat-form"
          >
            <label htmlFor={inputId} className="sr-only">
              {t('chat.input.label')}
            </label>
            <div className="flex items-end gap-2">
              <textarea
                ref={inputRef}
                id={inputId}
                rows={2}
                className="field-control min-h-11 flex-1 resize-none py-2"
                placeholder={t('chat.input.placeholder')}
                value={text}
                maxLength={CHAT_MESSAGE_MAX_LENGTH}
                aria-describedby={hintId}
                aria-invalid={error ? true : undefined}
                onChange={(e) => {
                  setText(e.target.value);
                  if (error) setError(null);
                }}
                onKeyDown={onKeyDownInput}
                data-testid="chat-input"
              />
              <button type="submit" className="btn btn-primary min-h-11" disabled={isSending || !text.trim()} data-testid="chat-send">
                {t('chat.send')}
              </button>
            </div>
            <p id={hintId} className="flex justify-between gap-2 text-xs text-muted">
              <span>{t('chat.hint')}</span>
              {left <= CHAT_COUNTER_FROM ? <span className="tabular-nums">{t('chat.left', { count: left })}</span> : null}
            </p>
            {error ? (
              <p role="alert" className="field-error" data-testid="chat-error">
                {error}
              </p>
            ) : null}
          </form>
        </>
      )}
    </section>
  );
}

function ChatBubble({ m, time, you, support }: { m: TChatMessage; time: string; you: string; support: string }) {
  const isMine = m.sender === 'player';
  const who = isMine ? you : m.agentName ? `${m.agentName} · ${support}` : support;
  return (
    <li
      className={`flex max-w-[85%] flex-col gap-1 ${isMine ? 'items-end self-end' : 'items-start self-start'}`}
      data-testid="chat-message"
      data-sender={m.sender}
    >
      <span className="text-xs text-muted">
        <span className="font-semibold text-fg">{who}</span> · <time dateTime={m.createdAt}>{time}</time>
      </span>
      <p
        className={`whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm ${isMine ? 'rounded-ee-md bg-primary text-on-primary' : 'rounded-es-md border border-line bg-surface text-fg'}`}
        data-testid="chat-body"
      >
        {m.body}
      </p>
    </li>
  );
}
