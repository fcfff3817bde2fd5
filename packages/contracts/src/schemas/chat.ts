/**
 * Live chat with support (docs/chat.md). Signed-in players only (spec §3: a guest is asked to log in), and only
 * while the site setting showLiveChat is on (CHAT_UNAVAILABLE otherwise).
 *
 *   GET  /api/chat/messages?before=<id> → { data: { messages (oldest first), hasMore, unread } }
 *   POST /api/chat/messages { text }    → { data: { message } }   (RATE_LIMITED past CHAT_SEND_PER_MINUTE)
 *   POST /api/chat/read { upTo }        → { data: { unread } }    marks support's answers up to that id read
 *
 * Socket event `chatMessage` (to the player's room): a support answer, or the player's own message from another tab.
 */
import { z } from 'zod';
import { CHAT_FORBIDDEN_CHARACTERS, CHAT_MESSAGE_MAX_LENGTH } from '../constants';

export const ZChatMessage = z.object({
  id: z.number().int(),
  sender: z.enum(['player', 'agent']),
  agentName: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatMessagesQuery = z.object({ before: z.coerce.number().int().positive().optional() });
export const ZChatMessagesResponse = z.object({
  data: z.object({ messages: z.array(ZChatMessage), hasMore: z.boolean(), unread: z.number().int() }),
});
export type TChatThread = z.infer<typeof ZChatMessagesResponse>['data'];

export const ZChatSendRequest = z.object({
  text: z
    .string()
    .trim()
    .min(1)
    .max(CHAT_MESSAGE_MAX_LENGTH)
    .refine((s) => !CHAT_FORBIDDEN_CHARACTERS.test(s), { message: 'error.chat.control.characters' }),
});
export const ZChatSendResponse = z.object({ data: z.object({ message: ZChatMessage }) });

export const ZChatReadRequest = z.object({ upTo: z.number().int().positive() });
export const ZChatReadResponse = z.object({ data: z.object({ unread: z.number().int() }) });
