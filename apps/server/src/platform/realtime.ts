import type { Server as HttpServer } from 'node:http';
import { Server as SocketServer } from 'socket.io';
import type { Db } from '@croupier/db';
import type { Clock } from './clock';
import { lookUpSession } from './auth';
import { hostOf, type ProxyTrust } from './request';

/** Publishes events to a player's sockets on every node (Redis adapter when REDIS_URL). */
export interface Realtime {
  emitToUser(userId: string, event: string, payload: unknown): void;
  emitToSession(sessionId: string, event: string, payload: unknown): void;
  /** Every connected client (e.g. globalCredit). */
  emitToAll?(event: string, payload: unknown): void;
  close(): Promise<void>;
}

/** In-process stand-in used before the HTTP server exists and in tests. */
export function createLocalRealtime(): Realtime & { sent: { room: string; event: string; payload: unknown }[] } {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  return {
    sent,
    emitToUser: (userId, event, payload) => void sent.push({ room: `user:${userId}`, event, payload }),
    emitToSession: (sessionId, event, payload) => void sent.push({ room: `session:${sessionId}`, event, payload }),
    emitToAll: (event, payload) => void sent.push({ room: '*', event, payload }),
    close: async () => {},
  };
}

export async function attachRealtime(opts: {
  server: HttpServer;
  db: Db;
  clock: Clock;
  redisUrl?: string;
  /** The server's inactivity rule for the site at this host (a socket must not revive a session past it). */
  idleRule?: (host: string) => Promise<{ timeoutMs: number; graceMs: number } | null>;
  /** Who may set X-Forwarded-Host (config TRUST_PROXY); nobody when absent. */
  trustProxy?: ProxyTrust;
}): Promise<Realtime> {
  const io = new SocketServer(opts.server, { path: '/socket.io', serveClient: false, transports: ['websocket', 'polling'] });
  const redisClients: { quit(): Promise<unknown> }[] = [];
  if (opts.redisUrl) {
    const { Redis } = await import('ioredis');
    const { createAdapter } = await import('@socket.io/redis-adapter');
    const pub = new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string' && token) {
      const host = hostOf(socket.request.headers, socket.request.socket.remoteAddress, opts.trustProxy ?? (() => false));
      const idleRule = opts.idleRule;
      const session = await lookUpSession(opts.db, token, opts.clock.now(), idleRule ? () => idleRule(host) : null).catch(() => null);
      if (session?.auth) socket.data.auth = session.auth;
    }
    next();
  });
  io.on('connection', (socket) => {
    const auth = socket.data.auth as { userId: string; sessionId: string } | undefined;
    if (auth) {
      void socket.join(`user:${auth.userId}`);
      void socket.join(`session:${auth.sessionId}`);
    }
  });
  return {
    emitToUser: (userId, event, payload) => void io.to(`user:${userId}`).emit(event, payload),
    emitToSession: (sessionId, event, payload) => void io.to(`session:${sessionId}`).emit(event, payload),
    emitToAll: (event, payload) => void io.emit(event, payload),
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
    },
  };
}
