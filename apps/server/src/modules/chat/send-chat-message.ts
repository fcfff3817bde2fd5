import { and, eq, isNull } from 'drizzle-orm';
import { CHAT_AGENT_MESSAGE_MAX_LENGTH, CHAT_FORBIDDEN_CHARACTERS, CHAT_MESSAGE_MAX_LENGTH, type TChatMessage } from '@croupier/contracts';
import { auditLog, supportMessages, type Db } from '@croupier/db';
import { enqueueEvent } from '../wallet/outbox';
import { chatMessageView } from './chat-thread';

/** The socket event a chat message travels as (to the player's room). */
export const CHAT_EVENT = 'chatMessage';

/**
 * Stores a message of the player's thread and, in the same transaction, its `chatMessage` event (the player's other
 * tabs show their own message; an agent's answer reaches every open tab). An agent's answer also marks the
 * player's messages read (support has seen them) and is audited.
 */
export async function sendChatMessage(
  db: Db,
  input: {
    userId: string;
    sender: 'player' | 'agent';
    agentName?: string | null;
    text: string;
    now: Date;
    /** An agent's answer is audited: who sent it. */ auditActor?: string;
  },
): Promise<TChatMessage> {
  const body = input.text.trim();
  const max = input.sender === 'agent' ? CHAT_AGENT_MESSAGE_MAX_LENGTH : CHAT_MESSAGE_MAX_LENGTH;
  if (body.length === 0 || body.length > max) throw new RangeError(`A chat message has 1 to ${max} characters`);
  if (CHAT_FORBIDDEN_CHARACTERS.test(body) || CHAT_FORBIDDEN_CHARACTERS.test(input.agentName ?? ''))
    throw new RangeError('A chat message may not hold control characters');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportMessages)
      .values({
        userId: input.userId,
        sender: input.sender,
        agentName: input.sender === 'agent' ? (input.agentName ?? null) : null,
        body,
        createdAt: input.now,
      })
      .returning();
    if (input.sender === 'agent') {
      await tx
        .update(supportMessages)
        .set({ readAt: input.now })
        .where(and(eq(supportMessages.userId, input.userId), eq(supportMessages.sender, 'player'), isNull(supportMessages.readAt)));
    }
    const message = chatMessageView(row!);
    if (input.auditActor) {
      await tx.insert(auditLog).values({
        actor: input.auditActor,
        action: 'chat.reply',
        subject: input.userId,
        details: { messageId: message.id, agentName: input.agentName ?? null },
      });
    }
    await enqueueEvent(tx, { userId: input.userId, event: CHAT_EVENT, payload: message, now: input.now });
    return message;
  });
}
