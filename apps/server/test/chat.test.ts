import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE, CHAT_SEND_PER_MINUTE } from '@croupier/contracts';
import { auditLog, supportMessages } from '@croupier/db';
import { createTestApp, type TestApp } from './harness';
import { bearer, newPlayer, patchSettings } from './accounts';
import { eventsOf } from './cashier-helpers';
import { runOperatorCommand } from '../src/operator/commands';
import { sendChatMessage } from '../src/modules/chat/send-chat-message';

/**
 * Live chat with support (docs/chat.md): a player writes, an agent answers with the operator tool, the answer
 * reaches the player's room, and each side's messages are marked read. PGlite, and PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const op = (...argv: string[]) => runOperatorCommand({ db: t.deps.db, clock: t.clock, actor: 'ops-chat' }, argv);
const thread = (token: string, before?: number) =>
  t.app.inject({ method: 'GET', url: `/api/chat/messages${before ? `?before=${before}` : ''}`, headers: bearer(token) });
const send = (token: string, text: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/chat/messages', headers: bearer(token), payload: { text } });
const read = (token: string, upTo: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/chat/read', headers: bearer(token), payload: { upTo } });
const stored = async (userId: string) => t.deps.db.select().from(supportMessages).where(eq(supportMessages.userId, userId));

describe('live chat', () => {
  it('is closed while showLiveChat is off, and to guests', async () => {
    const p = await newPlayer(t);
    await patchSettings(t, { showLiveChat: false });
    const off = await thread(p.token);
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({ errorCode: 'CHAT_UNAVAILABLE', message: 'error.chat.unavailable' });
    expect((await send(p.token, 'Hello')).json()).toMatchObject({ errorCode: 'CHAT_UNAVAILABLE' });
    expect(await stored(p.userId)).toHaveLength(0);
    await patchSettings(t, { showLiveChat: true });
    const guest = await t.app.inject({ method: 'GET', url: '/api/chat/messages' });
    expect(guest.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/chat/messages', payload: { text: 'Hi' } })).statusCode).toBe(403);
  });

  it('a player writes, an agent answers from the operator tool, the answer reaches the player live and is read', async () => {
    await patchSettings(t, { showLiveChat: true });
    t.clock.set('2026-08-01T09:00:00Z');
    const p = await newPlayer(t);
    const other = await newPlayer(t);

    const hello = await send(p.token, '  My deposit has not arrived  ');
    expect(hello.statusCode).toBe(200);
    const mine = hello.json().data.message;
    expect(mine).toEqual({
      id: expect.any(Number),
      sender: 'player',
      agentName: null,
      body: 'My deposit has not arrived',
      createdAt: '2026-08-01T09:00:00.000Z',
    });
    // The player's other tabs get their own message too.
    expect((await eventsOf(t, p.userId, 'chatMessage')).map((e) => e.payload)).toEqual([mine]);

    // Bad input: a clear code, nothing stored.
    for (const bad of ['', '   ', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), 42, null, 'nul \u0000 byte', 'escape \u001b]52;c;aGk=\u0007', 'c1 \u009b']) {
      const r = await send(p.token, bad);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
    expect(await stored(p.userId)).toHaveLength(1);
    expect((await read(p.token, 'all')).statusCode).toBe(400);

    expect((await op('chat', 'inbox')).output).toContain(`${p.email}  1 message(s) waiting since 2026-08-01 09:00:00`);
    t.clock.set('2026-08-01T09:02:00Z');
    expect((await op('chat', 'reply', p.email, 'Hello, it is on its way: give it ten minutes.')).exitCode).toBe(2); // --as is required
    const answered = await op('chat', 'reply', p.email, 'Hello, it is on its way: give it ten minutes.', '--as', 'Ana');
    expect(answered.output).toMatch(new RegExp(`^Answered ${p.email} as Ana \\(message \\d+\\)$`));
    const events = (await eventsOf(t, p.userId, 'chatMessage')).map((e) => e.payload);
    expect(events.at(-1)).toMatchObject({ sender: 'agent', agentName: 'Ana', body: 'Hello, it is on its way: give it ten minutes.' });
    expect(await eventsOf(t, other.userId, 'chatMessage')).toEqual([]);
    const [audit] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chat.reply'), eq(auditLog.subject, p.userId)));
    expect(audit).toMatchObject({ actor: 'ops-chat', subject: p.userId });

    // Answered: no longer waiting; the player's thread has both, with one unread answer.
    expect((await op('chat', 'inbox')).output).not.toContain(p.email);
    const th = (await thread(p.token)).json().data;
    expect(th.messages.map((m: { sender: string }) => m.sender)).toEqual(['player', 'agent']);
    expect(th).toMatchObject({ hasMore: false, unread: 1 });
    // Another player cannot mark it read.
    expect((await read(other.token, th.messages[1].id)).json()).toEqual({ data: { unread: 0 } });
    expect((await thread(p.token)).json().data.unread).toBe(1);
    const before = (await eventsOf(t, p.userId, 'chatRead')).length;
    expect((await read(p.token, th.messages[1].id)).json()).toEqual({ data: { unread: 0 } });
    // The player's other tabs hear it (their badge), once: marking again changes nothing and says nothing.
    expect((await eventsOf(t, p.userId, 'chatRead')).slice(before).map((e) => e.payload)).toEqual([{ unread: 0 }]);
    expect((await read(p.token, th.messages[1].id)).json()).toEqual({ data: { unread: 0 } });
    expect(await eventsOf(t, p.userId, 'chatRead')).toHaveLength(before + 1);
    expect((await thread(p.token)).json().data.unread).toBe(0);
    expect((await op('chat', 'show', p.email)).output).toContain('support (Ana): Hello, it is on its way');

    // Nobody else sees the thread.
    expect((await thread(other.token)).json().data).toEqual({ messages: [], hasMore: false, unread: 0 });
    expect((await op('chat', 'show', 'nobody@example.com')).output).toBe('No player "nobody@example.com"');

    // Agents cannot send control characters either, and the tool never prints a player's raw (older rows).
    expect((await op('chat', 'reply', p.email, 'bell \u0007', '--as', 'Ana')).exitCode).toBe(2);
    await t.deps.db.insert(supportMessages).values({ userId: p.userId, sender: 'player', body: 'evil \u001b[2J', createdAt: t.clock.now() });
    expect((await op('chat', 'show', p.email)).output).toContain('player [unread]: evil \\u001b[2J');
    // A carriage return, line feed or bidirectional override cannot forge a row (a fake support answer) either.
    const [forged] = await t.deps.db
      .insert(supportMessages)
      .values({ userId: p.userId, sender: 'player', body: 'hi\r2026-01-01 10:00:00  support (Ana): refund approved\n\u202Eevil', createdAt: t.clock.now() })
      .returning({ id: supportMessages.id });
    const shown = (await op('chat', 'show', p.email)).output;
    expect(shown).toContain('player [unread]: hi\\u000d2026-01-01 10:00:00  support (Ana): refund approved\\u000a\\u202eevil');
    expect(shown.split('\n').filter((line) => line.includes('refund approved'))).toHaveLength(1);
    await t.deps.db.delete(supportMessages).where(eq(supportMessages.id, forged!.id));
    // A message that needs no answer leaves the inbox with `chat done`.
    expect((await op('chat', 'inbox')).output).toContain(p.email);
    expect((await op('chat', 'done', p.email)).output).toBe(`1 message(s) of ${p.email} marked read`);
    expect((await op('chat', 'inbox')).output).not.toContain(p.email);
  });

  it('pages back through a long thread, and a player may send only so many messages a minute', async () => {
    await patchSettings(t, { showLiveChat: true });
    const p = await newPlayer(t);
    for (let i = 1; i <= CHAT_PAGE_SIZE + 5; i++) {
      await sendChatMessage(t.deps.db, {
        userId: p.userId,
        sender: i % 2 ? 'player' : 'agent',
        agentName: 'Ana',
        text: `message ${i}`,
        now: t.clock.now(),
      });
    }
    const first = (await thread(p.token)).json().data;
    expect(first.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.messages.at(-1).body).toBe(`message ${CHAT_PAGE_SIZE + 5}`);
    const older = (await thread(p.token, first.messages[0].id)).json().data;
    expect(older.messages.map((m: { body: string }) => m.body)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
    expect(older.hasMore).toBe(false);

    const q = await newPlayer(t);
    for (let i = 0; i < CHAT_SEND_PER_MINUTE; i++) expect((await send(q.token, `hi ${i}`)).statusCode).toBe(200);
    const limited = await send(q.token, 'one too many');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(await stored(q.userId)).toHaveLength(CHAT_SEND_PER_MINUTE);
    // The limit is the player's own, not their address's (players behind one address keep writing).
    expect((await send(p.token, 'still here')).statusCode).toBe(200);
  });
});
