// `npm run bench`, live refetches: what twenty screens watching one list cost while ten writes a second go through.
// Each screen is what the client does: an open GET /api/painel/events, and at each change it hears, page 1 of the
// list read again with the tag it holds (If-None-Match). The compiled server runs alone in its own process, so
// its CPU time (/proc) is the server's only: first with the writes alone, then with the writes and the screens.
// The difference, per change, is what the screens cost; the target is less than the writes themselves cost.
// On the embedded default (PGlite, as npm start runs) and, when installed, on PostgreSQL.
// BENCH_REFETCH_SECONDS (default 15), BENCH_REFETCH_CLIENTS (20), BENCH_PGLITE_ONLY=1, BENCH_SERVER_FLAGS (node flags for
// the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": the profile this issue asked for).
import { authProfile, mountPath } from '../../engine/contract';
import { readApiProfiles, readSchemasDir } from '../../engine/descriptor/readSchemasDir';
import { Registry } from '../../server/model';
import { buildServer } from '../serverBundle.mjs';
import { changeBatches } from '../../engine/live/changeBatches';
import { titledResource } from './titledResource';
import { onEachServerDatabase } from './databases';
import { pacedWrites } from './pacedWrites';
import { startServer, stopGroup } from './processes';
import { processCpuMs } from './serverCpu';

const SECONDS = Number(process.env.BENCH_REFETCH_SECONDS ?? 15);
const CLIENTS = Number(process.env.BENCH_REFETCH_CLIENTS ?? 20);
const WRITES_PER_SECOND = 10;
const ROWS = 2000;
const PASSWORD = 'senha-do-bench-1';

const registry = new Registry(readSchemasDir(), readApiProfiles());
const res = titledResource(registry, { list: true, update: true });
const base = mountPath(res.profile);
const { list, create, update } = res.descriptor.operations;
const title = res.descriptor.titleField!;
const auth = authProfile(registry.apis);

async function signIn(url: string): Promise<Record<string, string>> {
  const answer = await fetch(`${url}${auth.base}${auth.auth.signIn.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@painel.local', password: PASSWORD }) });
  return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}`, 'content-type': 'application/json' };
}

/** One screen: a live stream, and at each chunk of changes heard, page 1 read again with the tag it holds. */
async function screen(url: string, headers: Record<string, string>, counts: { reads: number; unchanged: number }, signal: AbortSignal) {
  const page = `${url}${base}${list!.path}?page=1&limit=25`;
  let tag: string | undefined;
  const refetch = async () => {
    const answer = await fetch(page, { headers: { ...headers, ...(tag ? { 'if-none-match': tag } : {}) }, signal });
    counts.reads++;
    if (answer.status === 304) counts.unchanged++;
    else await answer.arrayBuffer();
    tag = answer.headers.get('etag') ?? undefined;
  };
  await refetch();
  const stream = await fetch(`${url}/api/painel/events`, { headers, signal });
  if (stream.status !== 200) throw new Error(`stream ${stream.status}: ${await stream.text()}`);
  void (async () => {
    try {
      // The client's own batching (watchLiveStream's changeBatches, its defaults): one revalidation per batch.
      const batches = changeBatches<true>(() => void refetch().catch(() => undefined));
      signal.addEventListener('abort', () => batches.stop());
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
        if (new TextDecoder().decode(chunk).includes('event: change')) batches.add(true);
      }
    } catch {
      // aborted at the end
    }
  })();
}

let written = 0;

/** Ten writes a second for SECONDS (updates of records spread over the table, each a new value); the server's CPU meanwhile. */
const writeFor = (url: string, headers: Record<string, string>, ids: string[], pid: number) =>
  pacedWrites(
    WRITES_PER_SECOND,
    SECONDS,
    async (n) => {
      const id = ids[(n * 7919) % ids.length];
      const answer = await fetch(`${url}${base}${update!.path.replace('{id}', id)}`, { method: update!.method, headers, body: JSON.stringify({ [title]: `Registro ${id.slice(0, 6)} ${++written}` }) });
      if (!answer.ok) throw new Error(`escrita: ${answer.status} ${await answer.text()}`);
    },
    () => processCpuMs(pid),
  );

async function measure(label: string, env: Record<string, string>) {
  const { child, url } = await startServer({ ...env, ADMIN_PASSWORD: PASSWORD }, process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean));
  const abort = new AbortController();
  try {
    const headers = await signIn(url);
    const ids: string[] = [];
    for (let i = 0; i < ROWS; i += 20) {
      const made = await Promise.all(Array.from({ length: 20 }, (_, k) => fetch(`${url}${base}${create!.path}`, { method: create!.method, headers, body: JSON.stringify({ [title]: `Registro ${i + k}` }) }).then((r) => r.json() as Promise<Record<string, unknown>>)));
      ids.push(...made.map((m) => String((m.data as { id?: string } | undefined)?.id ?? m.id)));
    }
    const alone = await writeFor(url, headers, ids, child.pid!);
    const counts = { reads: 0, unchanged: 0 };
    for (let i = 0; i < CLIENTS; i++) await screen(url, await signIn(url), counts, abort.signal);
    const before = { ...counts };
    const watched = await writeFor(url, headers, ids, child.pid!);
    const reads = counts.reads - before.reads;
    const perWrite = alone.cpu / alone.writes;
    const perChange = (watched.cpu - alone.cpu * (watched.writes / alone.writes)) / watched.writes;
    console.log(
      `${label.padEnd(22)} ${(perWrite.toFixed(2) + ' ms').padStart(10)} ${(reads / watched.writes).toFixed(1).padStart(9)} ${String(counts.unchanged - before.unchanged).padStart(6)} ${(Math.max(0, perChange).toFixed(2) + ' ms').padStart(12)} ${(perChange / perWrite).toFixed(2).padStart(8)}×`,
    );
  } finally {
    abort.abort();
    await stopGroup(child);
  }
}

await buildServer();
console.log(`\nTelas ao vivo (${CLIENTS} clientes numa lista de ${ROWS} linhas, ${WRITES_PER_SECOND} escritas/s por ${SECONDS} s; CPU do servidor):`);
console.log(`${''.padEnd(22)} ${'escrita'.padStart(10)} ${'leituras'.padStart(9)} ${'304'.padStart(6)} ${'telas/mudança'.padStart(12)} ${'razão'.padStart(9)}`);
await onEachServerDatabase('refetch', measure);
console.log('(escrita: CPU por escrita sem telas; leituras: releituras por mudança; telas/mudança: CPU a mais por mudança com as telas abertas; alvo: razão < 1.)');
