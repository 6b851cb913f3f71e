import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import type { Call, Calls, StartSettings } from './pgliteCalls';

/** What the server asks PGlite's thread (pgliteWorker.ts), and what it is told back. */
export type Asked = { id: number } & ({ op: 'run'; call: Call } | { op: 'rollback' } | { op: 'close' });
type PlainError = { message: string; [field: string]: unknown };
export type Told = { ready: true } | { failed: PlainError } | { id: number; results?: Results[]; error?: PlainError };

/** The thread's error on this side: of its own kind (a value PGlite cannot send is a TypeError), with every field. */
const KINDS: Record<string, ErrorConstructor> = { TypeError, RangeError, SyntaxError, ReferenceError };
const errorOf = (e: PlainError) => Object.assign(new (KINDS[String(e.name)] ?? Error)(e.message), e);

/**
 * The worker: the compiled server's entry beside it in build/server/ (serverBundle.mjs); from the sources, the
 * TypeScript module beside this one, loaded through tsx's loader, registered in the thread first (as in tests
 * and `tsx` runs). `import.meta` is read through a variable so the build leaves it the bundle's own address.
 */
function newWorker(workerData: unknown): Worker {
  const meta = import.meta;
  if (!meta.url.endsWith('.ts')) return new Worker(new URL('./pgliteWorker.js', meta.url), { workerData });
  // Its ESM entry (the CommonJS one cannot register into an ESM thread), named by the package's export map.
  const tsx = pathToFileURL(join(dirname(createRequire(meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
  const module = new URL('./pgliteWorker.ts', meta.url).href;
  const start = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(module)}); })`;
  return new Worker(start, { eval: true, workerData });
}

/**
 * PGlite on a thread of its own: the database's WebAssembly runs on the second core while the server's thread
 * parses requests, checks sessions and writes answers. A call is a message each way (~60 µs); calls run in the
 * order they were made, so a statement outside any transaction (a create: the insert with its history entry)
 * and a transaction that is one call do not hold the database while their answer travels back (PgliteWire).
 * Durability is PGlite's own: its files are written by the thread exactly as they were by the server's.
 */
export async function startPgliteThread(dataDir: string, { onLost, settings }: { onLost?: (e: Error) => void; settings?: StartSettings } = {}): Promise<Calls> {
  const worker = newWorker({ dataDir, settings });
  const waiting = new Map<number, { resolve: (r: Results[] | undefined) => void; reject: (e: Error) => void }>();
  let gone: Error | undefined;
  let closing = false;
  // Lost is a database that ran and stopped; one that never started is the opening's failure, told by it.
  let started = false;
  let asked = 0;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (m: Told) => {
      if ('ready' in m) {
        started = true;
        return resolve();
      }
      if ('failed' in m) return reject(errorOf(m.failed));
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.error) w?.reject(errorOf(m.error));
      else w?.resolve(m.results);
    });
    const stop = (e: Error) => {
      if (started && !gone && !closing) onLost?.(e);
      gone ??= e;
      reject(e);
      for (const w of waiting.values()) w.reject(e);
      waiting.clear();
    };
    worker.on('error', (e) => stop(new Error(`O banco de dados parou: ${e.message}`, { cause: e })));
    worker.on('exit', (code) => stop(new Error(`O banco de dados parou (código ${code}).`)));
  });
  await ready;
  type Message = { op: 'run'; call: Call } | { op: 'rollback' } | { op: 'close' };
  /** Sends `m`: whether it could be (a value that cannot cross to the thread cannot), and its answer. */
  const send = (m: Message): { sent: boolean; answer: Promise<Results[] | undefined> } => {
    if (gone) return { sent: false, answer: Promise.reject(gone) };
    const id = ++asked;
    const answer = new Promise<Results[] | undefined>((resolve, reject) => waiting.set(id, { resolve, reject }));
    try {
      worker.postMessage({ ...m, id } satisfies Asked);
      return { sent: true, answer };
    } catch (e) {
      waiting.delete(id);
      return { sent: false, answer: Promise.reject(e as Error) };
    }
  };
  const ask = async (m: Message) => send(m).answer;
  return {
    run: (call) => {
      const { sent, answer } = send({ op: 'run', call });
      // Not sent: the transaction it was to open is opened all the same, as PgliteCalls does when a value cannot
      // be serialised — the caller counts it begun, and its ROLLBACK follows.
      if (!sent && !gone && call.begin && !call.whole) send({ op: 'run', call: { statements: [], begin: true } }).answer.catch(() => {});
      return answer.then((r) => r!);
    },
    rollback: async () => void (await ask({ op: 'rollback' })),
    close: async () => {
      if (gone) return;
      closing = true;
      await ask({ op: 'close' });
      await new Promise<void>((resolve) => (gone ? resolve() : worker.once('exit', () => resolve())));
    },
  };
}
