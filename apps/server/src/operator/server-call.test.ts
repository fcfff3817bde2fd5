import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { isConnectionRefused } from './server-call';

const servers: Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** A port with a listener that does `onConnection` with each socket. */
async function listening(onConnection: (socket: import('node:net').Socket) => void): Promise<number> {
  const server = createServer(onConnection);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const failureOf = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/operator/run`, { method: 'POST', body: '{}' }).then(
    () => null,
    (err: unknown) => err,
  );

describe('the operator tool falls back to the database only when no server was reached', () => {
  it('nothing listening: refused', async () => {
    const err = await failureOf(await closedPort());
    expect(err).not.toBeNull();
    expect(isConnectionRefused(err)).toBe(true);
  });

  it('a server that took the request and died (or hung up) before answering: not refused, the command may have run', async () => {
    const err = await failureOf(await listening((socket) => socket.once('data', () => socket.destroy())));
    expect(err).not.toBeNull();
    expect(isConnectionRefused(err)).toBe(false);
    expect(isConnectionRefused(new Error('headers timeout'))).toBe(false);
  });
});
