// The thread PGlite runs on (see pgliteThread.ts): it opens the database and runs the calls it is sent, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteCalls } from './pgliteCalls';
import type { Asked, Told } from './pgliteThread';

const port = parentPort!;
const tell = (message: Told) => port.postMessage(message);
/** An error as plain data: its message and every field PostgreSQL gave it (code, constraint…). */
const plain = (e: unknown) => (e instanceof Error ? { ...Object.fromEntries(Object.entries(e)), name: e.name, message: e.message } : { message: String(e) });

try {
  const calls = new PgliteCalls(await PGlite.create({ dataDir: (workerData as { dataDir: string }).dataDir, extensions: { pg_trgm } }));
  port.on('message', (m: Asked) => {
    // Not awaited: PgliteCalls runs calls one at a time in the order they came.
    const answer = m.op === 'run' ? calls.run(m.call) : m.op === 'rollback' ? calls.rollback() : calls.close();
    answer.then(
      (results) => tell({ id: m.id, results: results ?? undefined }),
      (e: unknown) => tell({ id: m.id, error: plain(e) }),
    );
    if (m.op === 'close') void answer.finally(() => port.close());
  });
  tell({ ready: true });
} catch (e) {
  tell({ failed: plain(e) });
}
