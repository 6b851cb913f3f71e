import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../engine/contract';

/** Whether this instance is on its way out (SIGTERM): /readyz says so, and new requests are turned away. */
export class Lifecycle {
  draining = false;
  // Connections on which no request has arrived yet: a browser opens them ahead of need. Node's
  // closeIdleConnections leaves them open, so closing the server would wait its whole timeout for them.
  private readonly unused = new Set<Socket>();

  watch(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.unused.add(socket);
      socket.once('close', () => this.unused.delete(socket));
    });
    server.on('request', (request: { socket: Socket }) => this.unused.delete(request.socket));
  }

  /** Closes the connections no request has used: nothing is under way on them. */
  closeUnused() {
    for (const socket of this.unused) socket.destroy();
    this.unused.clear();
  }
}

const STOPPING = 'O servidor está sendo encerrado; tente de novo em instantes.';
// The probes answer for themselves: ready says 503, alive stays 200 (the process is still finishing work).
const PROBES = new Set(['/readyz', '/healthz']);

/**
 * While draining, requests under way finish and their connections close after the answer (so the server can
 * close); a new request arriving on an open connection gets a Portuguese 503 (a balancer retries it elsewhere).
 */
export function drainHooks(app: FastifyInstance, lifecycle: Lifecycle) {
  lifecycle.watch(app.server);
  app.addHook('onRequest', async (request, reply) => {
    if (!lifecycle.draining || PROBES.has(request.url.split('?', 1)[0])) return;
    return reply.code(503).header('Retry-After', '1').send(errorBody(STOPPING));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) reply.header('Connection', 'close');
  });
}

export type ShutdownResult = 'closed' | 'timed-out';

/**
 * SIGTERM: /readyz answers 503 at once; after `delayMs` (time for a balancer to notice, still serving) the
 * server stops accepting connections, waits for the requests under way, then closes the uploads store and the
 * database pool. Resolves 'timed-out' if that takes longer than `timeoutMs`, so the caller exits anyway.
 */
export async function shutdown(app: FastifyInstance, lifecycle: Lifecycle, { delayMs = 0, timeoutMs }: { delayMs?: number; timeoutMs: number }): Promise<ShutdownResult> {
  lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<ShutdownResult>((resolve) => {
    timer = setTimeout(() => resolve('timed-out'), delayMs + timeoutMs);
  });
  const closing = (async (): Promise<ShutdownResult> => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const closed = app.close();
    // After close() has stopped accepting: no new unused connection can appear.
    lifecycle.closeUnused();
    await closed;
    return 'closed';
  })();
  try {
    return await Promise.race([closing, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
