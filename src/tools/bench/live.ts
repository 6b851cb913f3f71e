// `npm run bench`, live: 200 clients on GET /api/painel/events while 50 writes per second go through, for ten
// minutes; how long a committed change takes to reach them (p50 / p99: from the write's answer to each client's
// event), the memory a connected client costs the server, and whether the server's memory grows while it runs.
// The compiled server runs alone in its own process (its memory is the server's, not the bench's clients'): on
// PGlite one instance, as npm start runs; on PostgreSQL two, half the clients on each, the writes through one.
// Target: the server's resident memory grows by no more than 5 % after the first minute (warming up: compiled
// code, pools, buffers). Resident memory saw-tooths with each collection (±6 % here), so one reading a minute
// says more about where the collector was than about growth: it is read every second, and each minute's peak is
// compared — the peak of the last minute against that of the second.
// BENCH_LIVE_SECONDS (default 600), BENCH_LIVE_CLIENTS (200), BENCH_PGLITE_ONLY=1.
import type { ChildProcess } from 'node:child_process';
import { BENCH_ADMIN, BENCH_SECRET } from './benchInstance';
import { onEachServerDatabase } from './databases';
import { DelayHistogram } from './delayHistogram';
import { startServer, stopGroup, treeRssKb } from './processes';
import { buildServer } from '../serverBundle.mjs';

const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 600);
const CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 200);
const WRITES_PER_SECOND = 50;
const SAMPLE_EVERY_MS = 1000;
const SAMPLES_A_MINUTE = 60;
const GROWTH_TARGET = 0.05;

const mb = (kb: number) => (kb / 1024).toFixed(1);
/** The highest reading of each whole minute. */
const minutePeaks = (readings: number[]) =>
  Array.from({ length: Math.floor(readings.length / SAMPLES_A_MINUTE) }, (_, i) => Math.max(...readings.slice(i * SAMPLES_A_MINUTE, (i + 1) * SAMPLES_A_MINUTE)));

/** One client: an open stream that notes when each record's event arrived. */
async function client(url: string, token: string, arrived: (recordId: string, at: number) => void, signal: AbortSignal) {
  const res = await fetch(`${url}/api/painel/events`, { headers: { authorization: `Bearer ${token}` }, signal });
  if (res.status !== 200) throw new Error(`stream ${res.status}: ${await res.text()}`);
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

/** The resident memory of each server process (KiB), as the system counts it. */
const rssOf = (servers: { child: ChildProcess }[]) => servers.map((s) => treeRssKb(s.child.pid!));

async function measure(label: string, env: Record<string, string>) {
  // PGlite is one process's database; PostgreSQL is shared by two instances. One session holds every stream
  // here, so the caps on streams per session and per person (a real team has one or a few each) are lifted.
  const instances = env.DATABASE_URL ? 2 : 1;
  const serverEnv = { ...env, TOKEN_SECRET: BENCH_SECRET, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, LIVE_STREAMS_PER_SESSION: '10000', LIVE_STREAMS_PER_PERSON: '10000' };
  const servers: { child: ChildProcess; url: string }[] = [];
  const abort = new AbortController();
  try {
    // One after the other: the first migrates and makes the administrator.
    for (let i = 0; i < instances; i++) servers.push(await startServer(serverEnv));
    const writer = servers[0];
    const signIn = await fetch(`${writer.url}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }) });
    const token = ((await signIn.json()) as { token: string }).token;
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

    await new Promise((r) => setTimeout(r, 1000));
    const idle = rssOf(servers);
    for (let i = 0; i < CLIENTS; i++) await client(servers[i % servers.length].url, token, arrived, abort.signal);
    await new Promise((r) => setTimeout(r, 1000));
    const connected = rssOf(servers);

    // The servers' memory every second of writes.
    const samples: number[][] = [];
    const sampler = setInterval(() => samples.push(rssOf(servers)), SAMPLE_EVERY_MS);
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
    }
    await new Promise((r) => setTimeout(r, 2000));
    clearInterval(sampler);
    const end = rssOf(servers);

    const expected = writes * CLIENTS;
    console.log(`\n${label}: ${instances === 1 ? 'uma instância' : `${instances} instâncias`}, ${CLIENTS} clientes, ${WRITES_PER_SECOND} escritas/s por ${SECONDS} s (${writes} escritas)`);
    console.log(`  entrega (da resposta da escrita ao evento em cada cliente): p50 ${delays.percentile(0.5).toFixed(1)} ms · p99 ${delays.percentile(0.99).toFixed(1)} ms · máx ${delays.percentile(1).toFixed(1)} ms`);
    console.log(`  eventos recebidos: ${events} de ${expected} esperados (${((events / Math.max(1, expected)) * 100).toFixed(1)} %)`);
    servers.forEach((_, s) => {
      const name = instances === 1 ? 'servidor' : `instância ${s + 1}`;
      const perClient = ((connected[s] - idle[s]) / (CLIENTS / instances)).toFixed(0);
      console.log(`  ${name}, memória residente (MB): ociosa ${mb(idle[s])}, com os clientes ${mb(connected[s])} (${perClient} kB por cliente)`);
      const peaks = minutePeaks(samples.map((m) => m[s]));
      console.log(`    pico de cada minuto: ${peaks.map(mb).join(' → ') || '—'}; no fim ${mb(end[s])}`);
      if (peaks.length < 3) {
        console.log(`    crescimento depois do 1º minuto: não medido (a corrida não passa de três minutos; BENCH_LIVE_SECONDS=600)`);
        return;
      }
      const growth = (peaks.at(-1)! - peaks[1]) / peaks[1];
      const verdict = growth <= GROWTH_TARGET ? 'meta atingida' : 'meta NÃO atingida';
      console.log(`    crescimento depois do 1º minuto (pico do último minuto sobre o do 2º): ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} % (meta ≤ ${GROWTH_TARGET * 100} %: ${verdict})`);
    });
  } finally {
    abort.abort();
    for (const s of servers) await stopGroup(s.child);
  }
}

await buildServer();
await onEachServerDatabase('live', measure);
