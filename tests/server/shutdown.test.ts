// @vitest-environment node
import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { multipart, png, tempDir } from './helpers';
import { oneConnection, sendOn } from './support/keepAlive';
import { holdRequest, signInWithPrinted, spawnServer, startServer } from './support/serverProcess';

// Sends the process SIGTERM from inside, right after it writes a given stderr line (see the module).
const sigtermAtLine = './tests/server/support/sigtermAtLine.mjs';

/** Resolves once a new TCP connection to the server is refused: it has stopped accepting. */
async function refusedAt(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  for (;;) {
    const refused = await new Promise<boolean>((done) => {
      const socket = connect(Number(port), hostname);
      socket.once('connect', () => {
        socket.destroy();
        done(false);
      });
      socket.once('error', () => done(true));
    });
    if (refused) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('a server process: logs, password, SIGTERM', () => {
  it('stdout is JSON lines (one per request, with id, method, path, status, duration, instance); the generated password is on stderr once and never on stdout', async () => {
    const server = await startServer({ DATA_DIR: tempDir(), LOG_LEVEL: 'info', INSTANCE_ID: 'painel-a' });
    try {
      const { token, password } = await signInWithPrinted(server);
      const res = await fetch(`${server.url}/api/categories?q=segredo`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': 'teste-123' } });
      expect(res.headers.get('x-request-id')).toBe('teste-123');
      await fetch(`${server.url}/healthz`);
      await server.stop();
      const lines = server.stdout().trim().split('\n');
      const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(entries.every((e) => e.instance === 'painel-a')).toBe(true);
      const requests = entries.filter((e) => e.msg === 'requisição');
      // Passing probes are not logged; the sign-in and the list are.
      expect(requests.map((e) => [e.method, e.path, e.status])).toEqual([
        ['POST', '/api/authentication', 200],
        ['GET', '/api/categories', 200],
      ]);
      expect(requests[1]).toMatchObject({ requestId: 'teste-123', durationMs: expect.any(Number) });
      expect(requests[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(server.stdout()).not.toContain(password);
      expect(server.stderr().split(password).length - 1).toBe(1);
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM: during SHUTDOWN_DELAY_MS /readyz says 503 and everything else is served as usual (kept alive); then no new connection is accepted, the upload under way finishes (201), exit 0', async () => {
    const server = await startServer({ DATA_DIR: tempDir(), SHUTDOWN_DELAY_MS: '1500' });
    try {
      const { token } = await signInWithPrinted(server);
      const { body, contentType } = multipart({ title: 'Enviado durante o encerramento', file: png() });
      const upload = await holdRequest(`${server.url}/api/banners`, { authorization: `Bearer ${token}`, 'content-type': contentType }, body);
      server.child.kill('SIGTERM');
      let ready: Response;
      do ready = await fetch(`${server.url}/readyz`);
      while (ready.status === 200);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'encerrando', message: 'Esta instância está sendo encerrada e não recebe novas requisições.' });
      // Still within the delay: a balancer that has not yet seen /readyz keeps sending, and is served.
      const served = await sendOn(oneConnection(), server.url, 'GET', '/api/categories', { authorization: `Bearer ${token}` });
      expect([served.status, served.headers.connection]).toEqual([200, 'keep-alive']);
      await refusedAt(server.url);
      const answer = await upload.finish();
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toMatchObject({ title: 'Enviado durante o encerramento', imageUrl: expect.stringMatching(/^\/uploads\//) });
      expect(await server.exited).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM with keep-alive connections open (a proxy\'s upstream pool): new connections are refused at once, a read and a create sent on the open ones afterwards are served (200, 201) with Connection: close, exit 0', async () => {
    const server = await startServer({ DATA_DIR: tempDir() });
    try {
      const { token } = await signInWithPrinted(server);
      const auth = { authorization: `Bearer ${token}` };
      const [reads, writes] = [oneConnection(), oneConnection()];
      for (const agent of [reads, writes]) expect((await sendOn(agent, server.url, 'GET', '/api/categories', auth)).status).toBe(200);
      server.child.kill('SIGTERM');
      await refusedAt(server.url);
      const read = await sendOn(reads, server.url, 'GET', '/api/categories', auth);
      const created = await sendOn(writes, server.url, 'POST', '/api/categories', auth, JSON.stringify({ name: 'Criada durante o encerramento' }));
      expect([read.reused, read.status, read.headers.connection]).toEqual([true, 200, 'close']);
      expect([created.reused, created.status, created.headers.connection]).toEqual([true, 201, 'close']);
      expect(JSON.parse(created.body)).toMatchObject({ name: 'Criada durante o encerramento' });
      expect(await server.exited).toBe(0);
      expect(server.stderr()).not.toContain('Encerramento forçado');
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM with a live stream open: the stream ends (the client reconnects, to another instance); a stream asked for on an open connection afterwards is answered and ended at once; exit 0', async () => {
    const server = await startServer({ DATA_DIR: tempDir() });
    try {
      const { token } = await signInWithPrinted(server);
      const auth = { authorization: `Bearer ${token}` };
      const idle = oneConnection();
      expect((await sendOn(idle, server.url, 'GET', '/api/categories', auth)).status).toBe(200);
      let opened!: () => void;
      const open = new Promise<void>((r) => (opened = r));
      const stream = new Promise<{ status: number; body: string }>((ended, failed) => {
        const req = request(`${server.url}/api/painel/events`, { headers: auth }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => ((text += c.toString()), opened()));
          res.on('end', () => ended({ status: res.statusCode!, body: text }));
        });
        req.on('error', failed);
        req.end();
      });
      await open;
      server.child.kill('SIGTERM');
      await refusedAt(server.url);
      const late = await sendOn(idle, server.url, 'GET', '/api/painel/events', auth);
      expect([late.reused, late.status, late.headers['content-type'], late.headers.connection, late.body]).toEqual([true, 200, 'text/event-stream; charset=utf-8', 'close', 'retry: 3000\n\n']);
      expect(await stream).toEqual({ status: 200, body: 'retry: 3000\n\n' });
      expect(await server.exited).toBe(0);
      expect(server.stderr()).not.toContain('Encerramento forçado');
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM with a connection open but no request sent on it (a browser opens them ahead of need; a proxy sends its request a moment later): kept open SHUTDOWN_IDLE_MS for that request, then closed; exit 0, not a forced exit after the timeout', async () => {
    const server = await startServer({ DATA_DIR: tempDir(), SHUTDOWN_IDLE_MS: '1000', SHUTDOWN_TIMEOUT_MS: '5000' });
    try {
      const { hostname, port } = new URL(server.url);
      const socket = connect(Number(port), hostname);
      await new Promise((open) => socket.once('connect', open));
      const closedByServer = new Promise((closed) => socket.once('close', closed));
      const t = performance.now();
      server.child.kill('SIGTERM');
      await closedByServer;
      expect(performance.now() - t).toBeGreaterThanOrEqual(900);
      expect(await server.exited).toBe(0);
      expect(server.stderr()).not.toContain('Encerramento forçado');
    } finally {
      await server.stop();
    }
  });

  it('SIGTERM the instant the ready line is out (an orchestrator signals whenever it likes): a clean stop, exit 0, not killed by the signal', async () => {
    const server = await spawnServer({ DATA_DIR: tempDir(), PAINEL_TEST_SIGTERM_AT: 'Ctrl+C para parar.' }, [sigtermAtLine]);
    expect(await server.exited).toBe(0);
    expect(server.child.signalCode).toBeNull();
    expect(server.stderr()).toContain('SIGTERM: encerrando');
  });

  it('SIGTERM while it is still starting (after the demo rows, before the port is open): exit 0, not killed by the signal', async () => {
    const server = await spawnServer({ DATA_DIR: tempDir(), SEED_DEMO: '1', PAINEL_TEST_SIGTERM_AT: 'Dados de demonstração adicionados' }, [sigtermAtLine]);
    expect(await server.exited).toBe(0);
    expect(server.child.signalCode).toBeNull();
    // Node hands a signal to its listener a moment after it lands: the start ends before the port opens, or
    // the port opens and the stop runs at once. Either is a clean stop.
    expect(server.stderr()).toMatch(/SIGTERM durante o início: encerrado sem abrir a porta\.|SIGTERM: encerrando/);
  });

  it('SIGTERM with a request that never ends: exits anyway after SHUTDOWN_TIMEOUT_MS (code 1, saying so)', async () => {
    const server = await startServer({ DATA_DIR: tempDir(), SHUTDOWN_TIMEOUT_MS: '500' });
    try {
      const { token } = await signInWithPrinted(server);
      const { body, contentType } = multipart({ title: 'Nunca termina', file: png() });
      await holdRequest(`${server.url}/api/banners`, { authorization: `Bearer ${token}`, 'content-type': contentType }, body);
      const t = performance.now();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(1);
      expect(performance.now() - t).toBeGreaterThanOrEqual(500);
      expect(server.stderr()).toContain('Encerramento forçado: ainda havia requisições em andamento após 0.5 s (SHUTDOWN_TIMEOUT_MS).');
    } finally {
      await server.stop();
    }
  });
});
