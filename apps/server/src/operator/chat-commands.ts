import { desc, eq, inArray } from 'drizzle-orm';
import { CHAT_AGENT_MESSAGE_MAX_LENGTH, CHAT_AGENT_NAME_MAX_LENGTH, CHAT_FORBIDDEN_CHARACTERS } from '@croupier/contracts';
import { supportMessages, users, type Db } from '@croupier/db';
import type { Clock } from '../platform/clock';
import { chatInbox, markPlayerMessagesRead } from '../modules/chat/chat-thread';
import { sendChatMessage } from '../modules/chat/send-chat-message';
import { done, failed, findPlayer, takeFlag, type CommandResult } from './args';

export const CHAT_USAGE = `Usage:
  chat inbox                                     players waiting for an answer, the longest waiting first
  chat show <email|userId> [--limit N]           the player's thread (newest last; default 20 messages)
  chat reply <email|userId> "text" --as "Name"   answer as a support agent (the player's open tabs show it at once;
                                                 their messages count as read); audited
  chat done <email|userId>                       mark the player's messages read without an answer (a "thanks"); audited`;

const when = (d: Date) => new Date(d).toISOString().replace('T', ' ').slice(0, 19);
/**
 * Player text printed in the agent's terminal, one line per message: control characters (the ones a message may
 * hold too: tab, line feed, carriage return) and the bidirectional overrides are shown as \uXXXX, never sent raw (a
 * carriage return would overwrite the line's start with a fake support answer; a line feed would add rows).
 */
const TERMINAL_UNSAFE = new RegExp(`${CHAT_FORBIDDEN_CHARACTERS.source}|[\\t\\n\\r\\u202A-\\u202E\\u2066-\\u2069]`, 'g');
const printable = (s: string) => s.replace(TERMINAL_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const nameOf = (p: { id: string; email: string | null; username: string | null }) => p.email ?? p.username ?? p.id;

/** `npx croupier chat …` (docs/chat.md): support agents answer the live chat from here. */
export async function runChatCommand(ctx: { db: Db; clock: Clock; actor: string }, argv: readonly string[]): Promise<CommandResult> {
  const args = [...argv];
  const sub = args.shift();
  if (sub === 'inbox') {
    const waiting = await chatInbox(ctx.db);
    if (waiting.length === 0) return done('No player is waiting for an answer');
    const names = await ctx.db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(
        inArray(
          users.id,
          waiting.map((w) => w.userId),
        ),
      );
    const named = new Map(names.map((n) => [n.id, nameOf(n)]));
    return done(
      waiting.map((w) => `${named.get(w.userId) ?? w.userId}  ${w.waiting} message(s) waiting since ${when(w.since)}`).join('\n'),
    );
  }
  if (sub === 'show') {
    const limit = Number(takeFlag(args, 'limit') ?? 20);
    const who = args[0];
    if (!who || !Number.isInteger(limit) || limit < 1) return failed(CHAT_USAGE);
    const p = await findPlayer(ctx.db, who);
    if (!p) return failed(`No player "${who}"`);
    const rows = await ctx.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.userId, p.id))
      .orderBy(desc(supportMessages.id))
      .limit(limit);
    if (rows.length === 0) return done(`${nameOf(p)}: no messages`);
    const lines = rows.reverse().map((r) => {
      const who = r.sender === 'agent' ? `support${r.agentName ? ` (${printable(r.agentName)})` : ''}` : 'player';
      return `${when(r.createdAt)}  ${who}${r.readAt ? '' : ' [unread]'}: ${printable(r.body)}`;
    });
    return done([`${nameOf(p)} (${p.id})`, ...lines].join('\n'));
  }
  if (sub === 'reply') {
    const agent = takeFlag(args, 'as')?.trim();
    const [who, text] = args;
    if (!who || !text?.trim() || !agent) return failed(CHAT_USAGE);
    if (text.trim().length > CHAT_AGENT_MESSAGE_MAX_LENGTH)
      return failed(`An answer has at most ${CHAT_AGENT_MESSAGE_MAX_LENGTH} characters`);
    if (agent.length > CHAT_AGENT_NAME_MAX_LENGTH)
      return failed(`--as is the agent name the player sees: at most ${CHAT_AGENT_NAME_MAX_LENGTH} characters`);
    if (CHAT_FORBIDDEN_CHARACTERS.test(text) || CHAT_FORBIDDEN_CHARACTERS.test(agent))
      return failed('The answer and the name may not hold control characters');
    const p = await findPlayer(ctx.db, who);
    if (!p) return failed(`No player "${who}"`);
    const now = ctx.clock.now();
    const message = await sendChatMessage(ctx.db, { userId: p.id, sender: 'agent', agentName: agent, text, now, auditActor: ctx.actor });
    return done(`Answered ${nameOf(p)} as ${agent} (message ${message.id})`);
  }
  if (sub === 'done') {
    const who = args[0];
    if (!who) return failed(CHAT_USAGE);
    const p = await findPlayer(ctx.db, who);
    if (!p) return failed(`No player "${who}"`);
    const marked = await markPlayerMessagesRead(ctx.db, { userId: p.id, actor: ctx.actor, now: ctx.clock.now() });
    return done(`${marked} message(s) of ${nameOf(p)} marked read`);
  }
  return failed(CHAT_USAGE);
}
