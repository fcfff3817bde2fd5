import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Live chat with support (spec §1 "chat", §3 showLiveChat; docs/chat.md): one thread per player. A player writes
 * from the chat panel; an agent answers with the operator tool, and the answer reaches the player's open tabs
 * through the outbox (`chatMessage`). `read_at` is when the other side read the message.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').notNull(),
    sender: text('sender').notNull(),
    agentName: text('agent_name'),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('support_messages_user_idx').on(t.userId, t.id),
    // The agents' inbox: players' messages no agent has read yet.
    index('support_messages_unread_idx')
      .on(t.createdAt)
      .where(sql`${t.sender} = 'player' AND ${t.readAt} IS NULL`),
    check('support_messages_sender', sql`${t.sender} IN ('player', 'agent')`),
    check('support_messages_body', sql`char_length(${t.body}) BETWEEN 1 AND 2000`),
  ],
);
