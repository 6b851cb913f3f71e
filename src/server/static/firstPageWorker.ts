import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { FirstPageRenderer, FirstPageRequest } from '../../engine/contract';

// The worker: loads the built module and draws each page it is asked for (several at once: each waits on the API).
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = import(workerData.moduleUrl);
parentPort.on('message', ({ id, request }) => {
  ready
    .then((m) => m.renderFirstPage(request))
    .then((html) => parentPort.postMessage({ id, html }), (e) => parentPort.postMessage({ id, error: String(e && e.stack || e) }));
});
`;

type Answer = { id: number; html?: string; error?: string };

export interface FirstPageWorker {
  render: FirstPageRenderer;
  close(): Promise<void>;
}

/**
 * Draws pages in a worker thread: drawing a list takes tens of milliseconds of CPU (React's renderer and the
 * styles of a whole page), which on the server's own thread would hold up every API answer meanwhile; the worker
 * runs on another core. It asks the API like any client. Started at once (the first visit after a start is drawn
 * too), started again after a crash (the pages then waiting are answered without a drawing).
 */
export function firstPageWorker(modulePath: string): FirstPageWorker {
  let worker: Worker | undefined;
  let next = 0;
  const waiting = new Map<number, { done(html: string | undefined): void; fail(e: Error): void }>();
  const start = () => {
    const started = new Worker(WORKER_CODE, { eval: true, workerData: { moduleUrl: pathToFileURL(modulePath).href } });
    started.unref();
    started.on('message', ({ id, html, error }: Answer) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (error) call?.fail(new Error(error));
      else call?.done(html);
    });
    const gone = (e: unknown) => {
      if (worker !== started) return;
      worker = undefined;
      for (const call of waiting.values()) call.fail(e instanceof Error ? e : new Error('A primeira página parou de ser desenhada.'));
      waiting.clear();
    };
    started.on('error', gone);
    started.on('exit', gone);
    return started;
  };
  worker = start();
  return {
    render: (request: FirstPageRequest) =>
      new Promise((done, fail) => {
        const id = next++;
        waiting.set(id, { done, fail });
        (worker ??= start()).postMessage({ id, request });
      }),
    async close() {
      const stopping = worker;
      worker = undefined;
      await stopping?.terminate();
    },
  };
}
