import { Agent } from 'node:http';
import { sendOn } from './keepAlive';

/** One answer the load did not want: a status other than 2xx, or no answer at all (the error's code). */
export interface Failure {
  method: string;
  path: string;
  status?: number;
  error?: string;
  body?: string;
  upstream?: string;
}

/** What the load saw so far. */
export interface LoadTally {
  sent: number;
  failures: Failure[];
  /** The names of the creates that were answered 201, each with its record's id. */
  created: Map<string, string>;
  /** How many answers each instance gave (nginx's X-Upstream; "a, b" when nginx retried on the second). */
  byUpstream: Map<string, number>;
}

/** A running load: its tally, live, and how to stop it (resolves when every client's last request is answered). */
export interface SteadyLoad {
  tally: LoadTally;
  stop(): Promise<LoadTally>;
}

/**
 * `clients` keep-alive connections to `url`, each sending one request after the other until stopped: a create
 * of a category (every third request, a new name each time: `${prefix} ${n}`), else a list page or the last
 * created category. Every answer that is not 2xx, and every request without an answer, is a failure.
 */
export function steadyLoad(url: string, token: string, { clients, prefix }: { clients: number; prefix: string }): SteadyLoad {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const headers = { authorization: `Bearer ${token}` };
  const tally: LoadTally = { sent: 0, failures: [], created: new Map(), byUpstream: new Map() };
  let running = true;
  let lastId: string | undefined;

  const one = async () => {
    const n = tally.sent++;
    const [method, path, body] =
      n % 3 === 0 ? ['POST', '/api/categories', JSON.stringify({ name: `${prefix} ${n}` })] : n % 3 === 1 || !lastId ? ['GET', '/api/categories?limit=5'] : ['GET', `/api/categories/${lastId}`];
    try {
      const answer = await sendOn(agent, url, method, path, headers, body);
      const upstream = String(answer.headers['x-upstream'] ?? '');
      tally.byUpstream.set(upstream, (tally.byUpstream.get(upstream) ?? 0) + 1);
      if (answer.status < 200 || answer.status > 299) return void tally.failures.push({ method, path, status: answer.status, body: answer.body.slice(0, 200), upstream });
      if (method === 'POST') {
        const id = String((JSON.parse(answer.body) as { id: string | number }).id);
        tally.created.set(JSON.parse(body!).name as string, id);
        lastId = id;
      }
    } catch (e) {
      tally.failures.push({ method, path, error: (e as NodeJS.ErrnoException).code ?? String(e) });
    }
  };
  const client = async () => {
    while (running) await one();
  };
  const clientsDone = Promise.all(Array.from({ length: clients }, client));
  return {
    tally,
    async stop() {
      running = false;
      await clientsDone;
      agent.destroy();
      return tally;
    },
  };
}
