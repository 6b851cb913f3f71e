// @vitest-environment node
import { connect, type Socket } from 'node:net';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG_BYTES, tempDir } from './helpers';
import { startServer, type ServerProcess } from './support/serverProcess';

// A real process on a real socket: the timeouts are the HTTP server's, which app.inject never meets.
let server: ServerProcess;
let host: string;
let port: number;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: tempDir(), ADMIN_PASSWORD: 'senha-do-admin-1', HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2500' });
  const url = new URL(server.url);
  host = url.hostname;
  port = Number(url.port);
}, 60_000);
afterAll(() => server.stop());

const open = () =>
  new Promise<Socket>((done, failed) => {
    const socket = connect(port, host, () => done(socket));
    socket.once('error', failed);
  });

/** What the server wrote on a socket until it closed it, and when (ms after `since`). */
function untilClosed(socket: Socket, since = performance.now()): Promise<{ text: string; afterMs: number }> {
  let text = '';
  socket.on('data', (c: Buffer) => (text += c.toString()));
  socket.on('error', () => undefined);
  return new Promise((done) => socket.once('close', () => done({ text, afterMs: performance.now() - since })));
}

/** Sends `head` and then one byte of the body every `everyMs`, never finishing. */
function dribble(socket: Socket, head: string, everyMs: number) {
  socket.write(head);
  const timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
  socket.once('close', () => clearInterval(timer));
}

const signIn = async () => {
  const res = await fetch(`${server.url}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@painel.local', password: 'senha-do-admin-1' }),
  });
  return { status: res.status, token: ((await res.json()) as { token: string }).token };
};

describe('slow and idle connections are dropped (HEADERS_TIMEOUT_MS=1000, REQUEST_TIMEOUT_MS=2500 here)', () => {
  it('a connection that never sends a request is closed within its timeout', async () => {
    const socket = await open();
    const { afterMs } = await untilClosed(socket);
    // The server checks for expired heads once a second; the rest is room for a loaded machine.
    expect(afterMs).toBeLessThan(1000 + 4000);
  });

  it('a JSON sign-in body dribbled one byte at a time gets a Portuguese 408 and the connection is closed', async () => {
    const socket = await open();
    const since = performance.now();
    dribble(socket, `POST /api/authentication HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"`, 400);
    const { text, afterMs } = await untilClosed(socket, since);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toContain('{"message":"A requisição demorou demais para chegar."}');
    expect(afterMs).toBeLessThan(2500 + 4000);
  });

  it('a multipart upload dribbled one byte at a time gets a 408 too', async () => {
    const { token } = await signIn();
    const socket = await open();
    const { body, contentType } = multipart({ title: 'Devagar', file: { filename: 'a.png', type: 'image/png', data: PNG_BYTES } });
    const since = performance.now();
    dribble(socket, `POST /api/banners HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`, 400);
    const { text, afterMs } = await untilClosed(socket, since);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(afterMs).toBeLessThan(2500 + 4000);
  });

  it('1000 connections that send nothing are shed while a normal client is served', async () => {
    const idle = await Promise.all(Array.from({ length: 1000 }, open));
    const closed = idle.map((s) => untilClosed(s));
    const t = performance.now();
    const { status } = await signIn();
    expect(status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(performance.now() - t).toBeLessThan(5000);
    const ends = await Promise.all(closed);
    expect(Math.max(...ends.map((e) => e.afterMs))).toBeLessThan(1000 + 8000);
  }, 30_000);
});

describe('with the default timeouts, a legitimate slow upload still succeeds', () => {
  let plain: ServerProcess;
  beforeAll(async () => {
    plain = await startServer({ DATA_DIR: tempDir(), ADMIN_PASSWORD: 'senha-do-admin-1' });
  }, 60_000);
  afterAll(() => plain.stop());

  it('a 5 MB image sent at 200 kB/s (25 s): 201', async () => {
    const signedIn = await fetch(`${plain.url}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@painel.local', password: 'senha-do-admin-1' }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const image = Buffer.concat([PNG_BYTES, Buffer.alloc(5_000_000 - PNG_BYTES.length - 1024)]);
    const { body, contentType } = multipart({ title: 'Foto grande', file: { filename: 'grande.png', type: 'image/png', data: image } });
    const status = await new Promise<number>((done, failed) => {
      const req = request(`${plain.url}/api/banners`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'content-length': String(body.length) } }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode!));
      });
      req.on('error', failed);
      // 20 kB every 100 ms: 200 kB/s.
      let sent = 0;
      const timer = setInterval(() => {
        const next = body.subarray(sent, sent + 20_000);
        sent += next.length;
        if (sent >= body.length) {
          clearInterval(timer);
          req.end(next);
        } else req.write(next);
      }, 100);
    });
    expect(status).toBe(201);
  }, 60_000);
});
