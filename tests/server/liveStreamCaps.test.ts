// @vitest-environment node
import { readdirSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers';
import { startServer, type ServerProcess } from './support/serverProcess';

// One token opening 500 live streams against the real server process (its default caps): the first ten are
// streams, the rest a Portuguese 429 whose connection the server closes, and the server's open file descriptors
// (/proc/<pid>/fd) grow by about the ten streams, not by 500.
const ADMIN = { email: 'admin@painel.local', password: 'senha-das-conexoes-ao-vivo' };
const FLOOD = 500;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: tempDir(), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const descriptors = () => readdirSync(`/proc/${server.child.pid}/fd`).length;

interface Opened {
  socket: Socket;
  /** The status line and headers, and whatever body came before the server closed (a refusal) or went quiet. */
  head: Promise<string>;
  closed: Promise<void>;
}

/** GET /api/painel/events on a raw socket: kept open as a browser keeps a stream. */
function openStream(port: number, token: string): Opened {
  const socket = connect(port, '127.0.0.1');
  socket.write(`GET /api/painel/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nAccept: text/event-stream\r\n\r\n`);
  let text = '';
  const head = new Promise<string>((resolve) => {
    socket.on('data', (c: Buffer) => {
      text += c.toString();
      // A stream's first event, or a refusal's whole JSON body.
      if (text.includes('retry: 3000') || text.endsWith('}')) resolve(text);
    });
    socket.on('close', () => resolve(text));
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  return { socket, head, closed };
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('live streams per session', () => {
  it(`${FLOOD} streams opened with one token: 10 open, ${FLOOD - 10} refused with 429 and closed; the server's descriptors stay bounded`, async () => {
    const signIn = await fetch(`${server.url}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { token } = (await signIn.json()) as { token: string };
    const port = Number(new URL(server.url).port);
    await settle();
    const before = descriptors();

    const opened: Opened[] = [];
    for (let i = 0; i < FLOOD; i++) opened.push(openStream(port, token));
    const heads = await Promise.all(opened.map((o) => o.head));
    const statuses = heads.map((h) => Number(h.split(' ')[1]));
    // Every refused connection was closed by the server: the client saw its end.
    await Promise.all(opened.filter((_, i) => statuses[i] !== 200).map((o) => o.closed));
    await settle();
    const during = descriptors();
    expect(during - before).toBeGreaterThanOrEqual(10);
    expect(during - before).toBeLessThan(30);

    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(FLOOD - 10);
    const refusal = heads.find((h) => h.startsWith('HTTP/1.1 429'))!;
    expect(refusal).toMatch(/\r\nretry-after: 30\r\n/i);
    expect(refusal).toMatch(/\r\nconnection: close\r\n/i);
    expect(refusal.slice(refusal.indexOf('\r\n\r\n') + 4)).toBe(JSON.stringify({ message: 'Muitas conexões ao vivo nesta sessão (no máximo 10). Feche algumas abas do painel.' }));

    // The streams end: their descriptors go back too.
    for (const o of opened) o.socket.destroy();
    await settle();
    expect(descriptors() - before).toBeLessThan(5);
  }, 60_000);
});
