import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CHAT_SEND_PER_MINUTE,
  ZChatMessagesQuery,
  ZChatMessagesResponse,
  ZChatReadRequest,
  ZChatReadResponse,
  ZChatSendRequest,
  ZChatSendResponse,
} from '@croupier/contracts';
import type { ZodApp } from '../../app';
import { requireAuth } from '../../platform/auth';
import { sendError } from '../../platform/errors';
import { requestHost } from '../../platform/request';
import { getSiteSettings } from '../content/get-site-settings';
import { getChatThread, markChatRead } from './chat-thread';
import { sendChatMessage } from './send-chat-message';

/** Live chat with support (docs/chat.md): signed-in players, while the site's showLiveChat is on. */
export async function chatRoutes(app: ZodApp): Promise<void> {
  const { deps } = app;
  const schemaBase = { tags: ['chat'], security: [{ bearer: [] }] };
  const chatOff = async (req: FastifyRequest, reply: FastifyReply) => {
    const site = await getSiteSettings(deps.db, requestHost(req));
    if (!site.settings.showLiveChat) return sendError(reply, 'CHAT_UNAVAILABLE');
  };

  app.get(
    '/api/chat/messages',
    {
      onRequest: requireAuth,
      preHandler: chatOff,
      schema: { ...schemaBase, querystring: ZChatMessagesQuery, response: { 200: ZChatMessagesResponse } },
    },
    async (req) => ({ data: await getChatThread(deps.db, req.auth!.userId, req.query.before) }),
  );

  app.post(
    '/api/chat/messages',
    {
      onRequest: requireAuth,
      preHandler: chatOff,
      config: {
        rateLimit: {
          max: CHAT_SEND_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (req: FastifyRequest) => `chat:${req.auth?.userId ?? req.ip}`,
        },
      },
      schema: { ...schemaBase, body: ZChatSendRequest, response: { 200: ZChatSendResponse } },
    },
    async (req) => {
      const message = await sendChatMessage(deps.db, {
        userId: req.auth!.userId,
        sender: 'player',
        text: req.body.text,
        now: deps.clock.now(),
      });
      deps.outbox?.kick();
      return { data: { message } };
    },
  );

  app.post(
    '/api/chat/read',
    {
      onRequest: requireAuth,
      preHandler: chatOff,
      schema: { ...schemaBase, body: ZChatReadRequest, response: { 200: ZChatReadResponse } },
    },
    async (req) => {
      const unread = await markChatRead(deps.db, req.auth!.userId, req.body.upTo, deps.clock.now());
      deps.outbox?.kick();
      return { data: { unread } };
    },
  );
}
