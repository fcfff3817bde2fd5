import { and, count, desc, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, type TChatMessage, type TChatThread } from '@croupier/contracts';
import { auditLog, supportMessages, type Db, type DbOrTx } from '@croupier/db';
import { enqueueEvent } from '../wallet/outbox';

type TRow = typeof supportMessages.$inferSelect;

/** A stored message as the player sees it. */
export function chatMessageView(r: Pick<TRow, 'id' | 'sender' | 'agentName' | 'body' | 'createdAt'>): TChatMessage {
  return {
    id: Number(r.id),
    sender: r.sender as TChatMessage['sender'],
    agentName: r.agentName,
    body: r.body,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** Support's answers the player has not read yet. */
export async function unreadChatCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(and(eq(supportMessages.userId, userId), eq(supportMessages.sender, 'agent'), isNull(supportMessages.readAt)));
  return Number(row?.n ?? 0);
}

/** A page of the player's thread: the newest CHAT_PAGE_SIZE messages before `before` (an id), oldest first. */
export async function getChatThread(db: DbOrTx, userId: string, before?: number): Promise<TChatThread> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.userId, userId), before ? lt(supportMessages.id, before) : undefined))
    .orderBy(desc(supportMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const hasMore = rows.length > CHAT_PAGE_SIZE;
  return { messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(chatMessageView), hasMore, unread: await unreadChatCount(db, userId) };
}

/** The socket event that tells the player's other tabs how many answers are still unread. */
export const CHAT_READ_EVENT = 'chatRead';

/**
 * Marks support's answers up to `upTo` (an id) read by the player; returns what is still unread. When that changed
 * anything, the player's other tabs hear it (`chatRead`, written in the same transaction).
 */
export async function markChatRead(db: Db, userId: string, upTo: number, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(supportMessages)
      .set({ readAt: now })
      .where(
        and(
          eq(supportMessages.userId, userId),
          eq(supportMessages.sender, 'agent'),
          isNull(supportMessages.readAt),
          lte(supportMessages.id, upTo),
        ),
      )
      .returning({ id: supportMessages.id });
    const unread = await unreadChatCount(tx, userId);
    if (marked.length > 0) await enqueueEvent(tx, { userId, event: CHAT_READ_EVENT, payload: { unread }, now });
    return unread;
  });
}

/** Support has seen the player's messages without answering (`chat done`): they leave the inbox. Audited. */
export async function markPlayerMessagesRead(db: Db, input: { userId: string; actor: string; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(supportMessages)
      .set({ readAt: input.now })
      .where(and(eq(supportMessages.userId, input.userId), eq(supportMessages.sender, 'player'), isNull(supportMessages.readAt)))
      .returning({ id: supportMessages.id });
    await tx
      .insert(auditLog)
      .values({ actor: input.actor, action: 'chat.done', subject: input.userId, details: { messages: marked.length } });
    return marked.length;
  });
}

/** The agents' inbox: players with messages no agent has read, the longest waiting first. */
export async function chatInbox(db: DbOrTx, limit = 50): Promise<{ userId: string; waiting: number; since: Date }[]> {
  const rows = await db
    .select({ userId: supportMessages.userId, waiting: count(), since: sql<Date>`min(${supportMessages.createdAt})` })
    .from(supportMessages)
    .where(and(eq(supportMessages.sender, 'player'), isNull(supportMessages.readAt)))
    .groupBy(supportMessages.userId)
    .orderBy(sql`min(${supportMessages.createdAt})`)
    .limit(limit);
  return rows.map((r) => ({ userId: r.userId, waiting: Number(r.waiting), since: new Date(r.since) }));
}
