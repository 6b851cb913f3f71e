// The thread PGlite runs on (see pgliteThread.ts): it opens the database and runs the calls it is sent, in order.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions, type StartSettings } from './pglite';
import { PgliteCalls } from './pgliteCalls';
import type { Asked, Told } from './pgliteThread';

const port = parentPort!;
const tell = (message: Told) => port.postMessage(message);
/** An answer that cannot cross back (a value the thread cannot copy) is told as that error: the caller hears. */
const tellSafely = (message: Told & { id: number }) => {
  try {
    tell(message);
  } catch (e) {
    tell({ id: message.id, error: { message: e instanceof Error ? e.message : String(e) } });
  }
};
/** An error as plain data: its message and every field PostgreSQL gave it (code, constraint…). */
const plain = (e: unknown) => (e instanceof Error ? { ...Object.fromEntries(Object.entries(e)), name: e.name, message: e.message } : { message: String(e) });

try {
  const { dataDir, settings } = workerData as { dataDir: string; settings?: StartSettings };
  const calls = new PgliteCalls(await PGlite.create(pgliteOptions(dataDir, settings)));
  port.on('message', (m: Asked) => {
    // Not awaited: PgliteCalls runs calls one at a time in the order they came.
    const answer = m.op === 'run' ? calls.run(m.call) : m.op === 'rollback' ? calls.rollback() : calls.close();
    answer.then(
      (results) => tellSafely({ id: m.id, results: results ?? undefined }),
      (e: unknown) => tellSafely({ id: m.id, error: plain(e) }),
    );
    if (m.op === 'close') answer.then(() => port.close(), () => port.close());
  });
  tell({ ready: true });
} catch (e) {
  tell({ failed: plain(e) });
}
