import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * An instance on its way out (SIGTERM). `stopping`: /readyz says 503, everything else is served as usual.
 * `draining`: the listening socket is closed (a new connection is refused, so a balancer sends it to another
 * instance before anything is sent), and what arrives on a connection already open is served, each answer
 * closing its connection.
 */
export class Lifecycle {
  stopping = false;
  draining = false;
  /**
   * Once draining, how long a connection with nothing under way stays open for one more request before it is
   * closed (shutdown sets SHUTDOWN_IDLE_MS; a plain app.close() closes them at once).
   */
  idleMs = 0;
  // Connections on which no request has arrived yet: a browser opens them ahead of need, and a proxy's request
  // follows its connection a moment later. Node's closeIdleConnections leaves them open.
  private readonly unused = new Set<Socket>();

  watch(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.unused.add(socket);
      socket.once('close', () => this.unused.delete(socket));
    });
    server.on('request', (request: { socket: Socket }) => this.unused.delete(request.socket));
  }

  /**
   * Stops accepting connections, then resolves once every open one has closed: each closes after its next
   * answer (Connection: close), and those with nothing under way are closed after `idleMs`.
   */
  async drain(server: Server): Promise<void> {
    if (!server.listening) return;
    this.draining = true;
    // net's close, not http's: since Node 19 http's also closes every idle keep-alive connection at once, and a
    // proxy may be sending a request on one at that very moment. It would get no answer, and a POST it cannot
    // retry (nginx never does) would fail. Kept open, the connection carries that request and its answer.
    const drained = new Promise<void>((done) => NetServer.prototype.close.call(server, () => done()));
    const timer = setTimeout(() => {
      server.closeIdleConnections();
      for (const socket of this.unused) socket.destroy();
    }, this.idleMs);
    try {
      await drained;
    } finally {
      clearTimeout(timer);
    }
  }
}

/** While draining, every answer closes its connection: the client (a proxy) opens its next one elsewhere. */
export function drainHooks(app: FastifyInstance, lifecycle: Lifecycle) {
  lifecycle.watch(app.server);
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('Connection', 'close');
  });
}

type ShutdownResult = 'closed' | 'timed-out';

/**
 * SIGTERM: /readyz answers 503 at once; after `delayMs` (time for a balancer that checks it to stop sending
 * here; everything is still served meanwhile) the app closes: the instance stops accepting connections and
 * drains the open ones (Lifecycle.drain; idle ones are kept `idleMs`, at most half of `timeoutMs`), then the
 * uploads store and the database pool close. Resolves 'timed-out' if that takes longer than `timeoutMs`, so the
 * caller exits anyway.
 */
export async function shutdown(app: FastifyInstance, lifecycle: Lifecycle, { delayMs = 0, idleMs, timeoutMs }: { delayMs?: number; idleMs: number; timeoutMs: number }): Promise<ShutdownResult> {
  lifecycle.stopping = true;
  lifecycle.idleMs = Math.min(idleMs, timeoutMs / 2);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ShutdownResult>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), delayMs + timeoutMs);
  });
  const closing = (async (): Promise<ShutdownResult> => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await app.close();
    return 'closed';
  })();
  try {
    return await Promise.race([closing, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
