// `npm run bench`, the home page live (issue 46): 50 screens on the home page while 10 writes a second arrive; the
// target is that the panels' queries cost the server less CPU than the writes themselves. Each screen is the
// client's own code in Node: the engine's data provider and painel API signed in as one of the demo accounts
// (administrador, editor, leitura in turn: the server keeps a panel's answer per role), which reads what the home
// page reads (its panel list, each panel's numbers, the counts, the latest changes, the backups for an
// administrator) and keeps the live stream open (watchLiveStream); each batch of changes reads again the reads it
// makes stale (staleAfter on the home page's SWR keys), as useLiveUpdates does. The writes are an administrator's
// updates through the same data provider to what the panels count: a rental's status (reservada ↔ confirmada) two
// times in three, an outdoor's name the third. The data are the demo seed (SEED_DEMO). The compiled server runs
// alone in its own process, its CPU (every thread: PGlite's worker too; and PostgreSQL's processes when it is the
// database) from /proc, in three phases of the same writes: alone; with one screen per role reading only the
// panels (each asked more than once a second, so the server computes every panel as often as it does for fifty
// screens: the panels' queries, the target); with the fifty whole screens (what the home page costs in all). Also
// printed: how many panel computations the server ran (each answer says when it was computed: distinct computedAt),
// and how long after a write was sent each screen had the panels it touches read again (the issue: within a second).
// BENCH_LIVE_HOME_SECONDS (60, each phase), BENCH_LIVE_HOME_SCREENS (50), BENCH_PGLITE_ONLY=1, BENCH_PG_ONLY=1, BENCH_SERVER_FLAGS (node flags for
// the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
import { setMaxListeners } from 'node:events';
import { loadavg } from 'node:os';
import { type ChangeEvent, type ListResult, type Panel, type PanelData, type ResourceDescriptor } from '../../engine/contract';
import { apiConfigFrom, createDataProvider, createInflight, createPainelApi, staleAfter, swrKeys, type RecordValues } from '../../engine/data';
import { defaultSchemasDir, readApiProfiles, readRoles, readSchemasDir } from '../../engine/descriptor';
import { watchLiveStream } from '../../engine/live';
import { resourceOf } from '../../engine/resource';
import { rolePermits, roleViews } from '../../engine/router/roleViews';
import { openPg } from '../../server/db/pg';
import { demoDir, readDemoData } from '../../server/demo/demoData';
import { buildServer } from '../serverBundle.mjs';
import { onEachServerDatabase } from './databases';
import { DelayHistogram } from './delayHistogram';
import { pacedWrites } from './pacedWrites';
import { startServer, stopGroup } from './processes';
import { postgresCpu, processCpuMs } from './serverCpu';

const SECONDS = Number(process.env.BENCH_LIVE_HOME_SECONDS ?? 60);
const SCREENS = Number(process.env.BENCH_LIVE_HOME_SCREENS ?? 50);
const WRITES_PER_SECOND = 10;
const ADMIN = { email: 'admin@painel.local', password: 'senha-do-bench-1' };
/** How many of the home page's latest changes it shows (useLatestChanges). */
const LATEST = 5;

const apis = readApiProfiles();
const descriptors = readSchemasDir();
const roles = readRoles();
const d = (name: string) => descriptors.find((x) => x.name === name) as ResourceDescriptor;
/** The demo accounts that sign in (SEED_DEMO_SIGN_IN), one per role. */
const people = (readDemoData(demoDir(defaultSchemasDir)).users ?? []).filter((u) => typeof u.role === 'string' && typeof u.password === 'string');

/** The engine's data layer as the browser builds it (bootEngine), against the server at `url`, for one person. */
function engineClient(url: string) {
  let token: string | undefined;
  const plumbing = {
    apis,
    endpoints: apiConfigFrom(apis, {}, url),
    session: { getToken: () => token, onUnauthorized: () => undefined },
    inflight: createInflight(),
    notify: () => () => undefined,
  };
  const data = createDataProvider(plumbing);
  return {
    data,
    painel: createPainelApi(plumbing),
    async signIn(email: string, password: string) {
      const session = await data.signIn(email, password);
      token = session.token;
      return session.user ?? {};
    },
  };
}

interface Counts {
  /** Reads by SWR key kind (painel-panel, count, painel-activity…) while measured. */
  reads: Map<string, number>;
  /** Each panel answer's id and computedAt while measured: one per computation the server ran (roles that see a panel alike share one). */
  computed: Set<string>;
  /** Write sent → a screen's panel that write touched asked for again, one sample per screen and panel. */
  asked: DelayHistogram;
  /** Write sent → that panel's new answer in, one sample per screen and panel. */
  delays: DelayHistogram;
  measuring: boolean;
  failures: number;
}

/** When each record was last written (performance.now()), by resource and id: what a change heard is timed from. */
const sentAt = new Map<string, number>();
const recordKey = (resource: string, id: string) => `${resource}\u0000${id}`;

/** A page that is never hidden: the stream stays open. */
const visiblePage = { hidden: false, addEventListener: () => undefined, removeEventListener: () => undefined };

interface Read {
  key: readonly unknown[];
  read(): Promise<unknown>;
}

/** One screen on the home page: its reads, then the live stream rereading what each batch makes stale. */
async function screen(url: string, person: { email: string; password: string }, counts: Counts, signal: AbortSignal, panelsOnly = false): Promise<void> {
  const { data, painel, signIn } = engineClient(url);
  const user = await signIn(person.email, person.password);
  const role = String(user.role);
  const mine = roleViews(descriptors, roles, role);
  const permits = rolePermits(roles, role, String(user.id), descriptors);
  const { panels } = (await painel.call('painel.dashboard', {})) as { panels: Panel[] };
  const reads: Read[] = [];
  for (const panel of panels) {
    if (panelsOnly && ['counts', 'latestChanges', 'backups'].includes(panel.kind)) continue;
    if (panel.kind === 'counts') {
      for (const r of mine.filter((x) => resourceOf(x).canList)) reads.push({ key: swrKeys.count(r), read: () => data.list(r, { page: 1, limit: 1 }).then((a: ListResult<RecordValues>) => a.total) });
    } else if (panel.kind === 'latestChanges') {
      if (mine.some((r) => permits('history', r))) reads.push({ key: swrKeys.activity({ limit: LATEST }), read: () => painel.activity({ limit: LATEST }) });
    } else if (panel.kind === 'backups') {
      // Listed only to an administrator, the one who asks for the backups (useBackupsState).
      reads.push({ key: swrKeys.backups(), read: () => painel.call('painel.backups', {}) });
    } else reads.push({ key: swrKeys.panel(panel.id, panel.resources), read: () => painel.call('painel.panel', { params: { panel: panel.id } }) });
  }

  /** One read; a panel's answer is counted, and timed for every change in `events` that made it stale. */
  const reread = async ({ key, read }: Read, events: ChangeEvent[]) => {
    const askedAt = performance.now();
    let answer: unknown;
    try {
      answer = await read();
    } catch {
      if (!signal.aborted && counts.measuring) counts.failures++;
      return;
    }
    if (!counts.measuring) return;
    const kind = String(key[0]);
    counts.reads.set(kind, (counts.reads.get(kind) ?? 0) + 1);
    if (kind !== 'painel-panel') return;
    const { id, computedAt } = answer as PanelData;
    counts.computed.add(`${id}\u0000${computedAt}`);
    const now = performance.now();
    for (const e of events) {
      const sent = sentAt.get(recordKey(e.resource, e.recordId));
      if (sent === undefined || !staleAfter([e])(key)) continue;
      counts.asked.add(askedAt - sent);
      counts.delays.add(now - sent);
    }
  };
  await Promise.all(reads.map((r) => reread(r, [])));
  const stop = watchLiveStream({
    open: (options) => painel.openEvents(options),
    handlers: {
      // useLiveUpdates: every read the batch makes stale, read again (SWR's mutate with a filter).
      change: (events) => {
        const stale = staleAfter(events);
        for (const r of reads) if (stale(r.key)) void reread(r, events);
      },
      reload: () => reads.forEach((r) => void reread(r, [])),
      unauthorized: () => counts.failures++,
    },
    page: visiblePage,
  });
  signal.addEventListener('abort', stop);
}

/** The administrator's writes to what the panels count: two rentals' status in three, an outdoor's name the third. */
async function writer(url: string) {
  const { data, signIn } = engineClient(url);
  await signIn(ADMIN.email, ADMIN.password);
  const all = async (r: ResourceDescriptor) => (await data.list(r, { page: 1, limit: 100 })).items;
  const rentals = (await all(d('tenancies'))).filter((t) => t.status === 'reservada' || t.status === 'confirmada');
  const outdoors = await all(d('outdoors'));
  return async (n: number) => {
    const [r, rows] = n % 3 === 2 ? [d('outdoors'), outdoors] : [d('tenancies'), rentals];
    const row = rows[Math.floor(n / 3) % rows.length];
    const change =
      r.name === 'tenancies'
        ? { status: row.status === 'reservada' ? 'confirmada' : 'reservada' }
        : { name: String(row.name).endsWith(' (2)') ? String(row.name).slice(0, -4) : `${row.name} (2)` };
    sentAt.set(recordKey(r.name, String(row.id)), performance.now());
    const saved = await data.update(r, String(row.id), { ...row, ...change });
    Object.assign(row, saved ?? change);
  };
}

const ms = (x: number) => `${x.toFixed(0)} ms`;

interface Phase {
  writes: number;
  cpu: number;
  counts: Counts;
  load: number;
}

/** `screens` screens opened (the demo people in turn), then the writes with them watching; closed after. */
async function withScreens(url: string, screens: number, panelsOnly: boolean, write: (n: number) => Promise<void>, cpu: () => number): Promise<Phase> {
  const abort = new AbortController();
  // Each screen's stream stops on it.
  setMaxListeners(screens + 10, abort.signal);
  const counts: Counts = { reads: new Map(), computed: new Set(), asked: new DelayHistogram(), delays: new DelayHistogram(), measuring: false, failures: 0 };
  try {
    for (let i = 0; i < screens; i++) await screen(url, people[i % people.length] as { email: string; password: string }, counts, abort.signal, panelsOnly);
    await new Promise((r) => setTimeout(r, 2000));
    counts.measuring = true;
    const load = loadavg()[0];
    const { writes, cpu: used } = await pacedWrites(WRITES_PER_SECOND, SECONDS, write, cpu);
    counts.measuring = false;
    return { writes, cpu: used, counts, load };
  } finally {
    abort.abort();
  }
}

async function measure(label: string, env: Record<string, string>) {
  const { child, url } = await startServer({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: 'true', SEED_DEMO_SIGN_IN: 'true' }, process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean));
  try {
    // The server's CPU, and PostgreSQL's (its backends run the queries) when it is the database.
    let database: (() => number) | undefined;
    if (env.DATABASE_URL) {
      const db = await openPg(env.DATABASE_URL);
      database = await postgresCpu(db);
      await db.close();
    }
    const cpu = () => processCpuMs(child.pid!) + (database?.() ?? 0);
    const write = await writer(url);
    const alone = await pacedWrites(WRITES_PER_SECOND, SECONDS, write, cpu);
    // The panels' queries alone, at the rate the server allows them: one screen per role reading only the panels
    // asks each more than once a second, so the server computes each as often as for fifty screens.
    const queries = await withScreens(url, people.length, true, write, cpu);
    const home = await withScreens(url, SCREENS, false, write, cpu);
    const writesCpu = (r: { writes: number }) => alone.cpu * (r.writes / alone.writes);
    const extra = (r: Phase) => r.cpu - writesCpu(r);
    const ratio = (r: Phase) => `${ms(extra(r))} contra ${ms(writesCpu(r))} das escritas — razão ${(extra(r) / writesCpu(r)).toFixed(2)}×`;
    const computed = (r: Phase) => `${r.counts.computed.size} cálculos de painel (${(r.counts.computed.size / SECONDS).toFixed(1)}/s)`;
    const reads = (r: Phase) => [...r.counts.reads].map(([k, n]) => `${k} ${n}`).join(', ');
    console.log(`\n${label} (CPU do servidor${database ? ' + PostgreSQL' : ''}; carga média ${home.load.toFixed(1)}):`);
    console.log(`  escritas sozinhas: ${ms(alone.cpu)} (${alone.writes} escritas, ${(alone.cpu / alone.writes).toFixed(2)} ms cada)`);
    console.log(`  consultas dos painéis (uma tela por papel, só os painéis): ${ratio(queries)}; ${computed(queries)} — alvo < 1: ${extra(queries) < writesCpu(queries) ? 'met' : 'not met'}`);
    console.log(`  ${SCREENS} telas inteiras (painéis, contagens, últimas alterações): ${ratio(home)}; ${computed(home)}`);
    console.log(`  leituras com ${SCREENS} telas: ${reads(home)}; falhas ${home.counts.failures}`);
    const delay = (h: DelayHistogram) => `p50 ${ms(h.percentile(0.5))}, p99 ${ms(h.percentile(0.99))}, em 1 s ${((100 * h.below(1000)) / h.count).toFixed(1)} %`;
    const { asked, delays } = home.counts;
    console.log(`  escrita enviada → painel pedido de novo: ${delay(asked)}; → sua nova resposta: ${delay(delays)} (${SCREENS} telas, ${delays.count} amostras; alvo: em 1 s)`);
  } finally {
    await stopGroup(child);
  }
}

await buildServer();
console.log(`\nPágina inicial ao vivo: ${SCREENS} telas (${people.map((p) => p.role).join(', ')}), ${WRITES_PER_SECOND} escritas/s por ${SECONDS} s, dados de demonstração (SEED_DEMO)`);
await onEachServerDatabase('live_home', measure);
