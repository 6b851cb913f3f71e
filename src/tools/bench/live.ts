// `npm run bench`, live: 200 clients on GET /api/painel/events while 50 writes per second go through; how long a
// committed change takes to reach them (p50 / p99: from the write's answer to each client's event), the memory a
// connected client costs, and whether memory grows while it runs. On PGlite (one instance, as npm start runs)
// and on PostgreSQL (two instances: half the clients on each, the writes through one).
// BENCH_LIVE_SECONDS (default 20; the issue's figure is 600), BENCH_LIVE_CLIENTS (200), BENCH_PGLITE_ONLY=1.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db';
import { BENCH_ADMIN, benchInstance } from './benchInstance';
import { onEachDatabase } from './databases';
import { DelayHistogram } from './delayHistogram';

const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 200);
const WRITES_PER_SECOND = 50;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function instance(db: Db, first: boolean): Promise<{ app: FastifyInstance; url: string }> {
  const app = await benchInstance(db, first);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** One client: an open stream that notes when each record's event arrived. */
async function client(url: string, token: string, arrived: (recordId: string, at: number) => void, signal: AbortSignal) {
  const res = await fetch(`${url}/api/painel/events`, { headers: { authorization: `Bearer ${token}` }, signal });
  if (res.status !== 200) throw new Error(`stream ${res.status}`);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        const at = performance.now();
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data && block.includes('event: change')) arrived((JSON.parse(data.slice(6)) as { recordId: string }).recordId, at);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
}

async function measure(label: string, dbs: Db[]) {
  const instances = [];
  for (const [i, db] of dbs.entries()) instances.push(await instance(db, i === 0));
  const writer = instances[0];
  const signIn = await fetch(`${writer.url}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }) });
  const token = ((await signIn.json()) as { token: string }).token;
  const abort = new AbortController();
  // Per record: when its write was answered, and how many clients have yet to hear of it (forgotten at none, so the
  // bench's own bookkeeping stays small however long it runs). An event may beat the write's answer: counted as 0 ms.
  const answered = new Map<string, number>();
  const early = new Map<string, number>();
  const remaining = new Map<string, number>();
  const delays = new DelayHistogram();
  let events = 0;
  let writes = 0;
  const heard = (recordId: string) => {
    const left = (remaining.get(recordId) ?? CLIENTS) - 1;
    if (left > 0) remaining.set(recordId, left);
    else {
      remaining.delete(recordId);
      answered.delete(recordId);
    }
  };
  const arrived = (recordId: string, at: number) => {
    events++;
    const t = answered.get(recordId);
    if (t === undefined) early.set(recordId, (early.get(recordId) ?? 0) + 1);
    else {
      delays.add(at - t);
      heard(recordId);
    }
  };
  const answer = (recordId: string, at: number) => {
    writes++;
    answered.set(recordId, at);
    for (let n = early.get(recordId) ?? 0; n > 0; n--) {
      delays.add(0);
      heard(recordId);
    }
    early.delete(recordId);
  };
  global.gc?.();
  const before = process.memoryUsage();
  for (let i = 0; i < CLIENTS; i++) await client(instances[i % instances.length].url, token, arrived, abort.signal);
  await new Promise((r) => setTimeout(r, 500));
  global.gc?.();
  const connected = process.memoryUsage();
  const samples: number[] = [];

  const total = SECONDS * WRITES_PER_SECOND;
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / WRITES_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    void fetch(`${writer.url}/api/categories`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ name: `Ao vivo ${i}` }) }).then(async (r) => {
      const at = performance.now();
      const body = (await r.json()) as { id?: string };
      if (body.id) answer(body.id, at);
    });
    // Once a minute (and at the first second): the heap after a collection, so growth is told from garbage.
    if (i % (WRITES_PER_SECOND * 60) === WRITES_PER_SECOND) {
      global.gc?.();
      samples.push(process.memoryUsage().heapUsed);
    }
  }
  await new Promise((r) => setTimeout(r, 2000));
  global.gc?.();
  const after = process.memoryUsage();
  abort.abort();
  for (const { app } of instances) await app.close();

  const expected = writes * CLIENTS;
  console.log(`\n${label}: ${CLIENTS} clientes, ${WRITES_PER_SECOND} escritas/s por ${SECONDS} s (${writes} escritas)`);
  console.log(`  entrega (da resposta da escrita ao evento em cada cliente): p50 ${delays.percentile(0.5).toFixed(1)} ms · p99 ${delays.percentile(0.99).toFixed(1)} ms · máx ${delays.percentile(1).toFixed(1)} ms`);
  console.log(`  eventos recebidos: ${events} de ${expected} esperados (${((events / Math.max(1, expected)) * 100).toFixed(1)} %)`);
  const perClient = (connected.heapUsed + connected.arrayBuffers - before.heapUsed - before.arrayBuffers) / CLIENTS / 1024;
  console.log(`  memória por cliente conectado (heap + buffers; este processo tem servidor e clientes): ${global.gc ? `${perClient.toFixed(1)} kB` : 'não medida (rode com node --expose-gc)'}`);
  console.log(`  heap depois de uma coleta, no 1º segundo e a cada minuto: ${samples.map(mb).join(' → ')}; no fim ${mb(after.heapUsed)}`);
}

await onEachDatabase('live', 2, (label, dbs) => measure(label, dbs));
