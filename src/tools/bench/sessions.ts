// `npm run bench`, sessions: how fast an ended session is refused on another instance, and what reading the
// session on every request costs, on PGlite and (when installed) PostgreSQL, in one run.
// - Revocation: a person signed in on instance B; on instance A the administrator sets a new password (or the person
//   signs out); the very next request with the old token on B. Counted: how many of those were still accepted (the
//   target is none), and the time from A's answer to B's refusal.
// - Cost: GET /api/session (the lookup every request makes) against GET of the health probe (no session), p50, and
//   the lookup's statement alone (the session and its person, one statement), p50. BENCH_PGLITE_ONLY=1 skips PostgreSQL.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db';
import { BENCH_ADMIN as ADMIN, benchInstance as instance } from './benchInstance';
import { onEachDatabase } from './databases';

const TRIALS = 50;
const RUNS = 400;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const ms = (n: number) => `${n.toFixed(2)} ms`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/authentication', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`entrada ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** Two instances: on two pools of one PostgreSQL, or both on the one PGlite. */
async function measure(label: string, [dbA, dbB = dbA]: Db[]) {
  const a = await instance(dbA, true);
  const b = await instance(dbB, false);
  try {
    const admin = bearer(await signIn(a, ADMIN.email, ADMIN.password));
    const person = await a.inject({ method: 'POST', url: '/api/server/users', headers: admin, payload: { name: 'Pessoa do bench', email: 'pessoa@painel.local', password: 'senha-longa-0' } });
    if (person.statusCode !== 201) throw new Error(`pessoa ${person.statusCode} ${person.body}`);
    const id = person.json().data.id as string;
    await a.inject({ method: 'PATCH', url: `/api/server/users/role/${id}`, headers: admin, payload: { role: 'editor' } });

    const accepted = { password: 0, signOut: 0 };
    const delays = { password: [] as number[], signOut: [] as number[] };
    for (let i = 0; i < TRIALS; i++) {
      // A new password, set by the administrator on A: the person's token, next used on B.
      const token = await signIn(b, 'pessoa@painel.local', `senha-longa-${i}`);
      if ((await b.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).statusCode !== 200) throw new Error('a sessão não abriu');
      const changed = await a.inject({ method: 'PATCH', url: `/api/server/users/change-password/${id}`, headers: admin, payload: { id, password: `senha-longa-${i + 1}` } });
      if (changed.statusCode !== 200) throw new Error(`senha ${changed.statusCode} ${changed.body}`);
      let t = performance.now();
      let next = await b.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
      delays.password.push(performance.now() - t);
      if (next.statusCode !== 401) accepted.password++;

      // "Sair" on A, the same token next used on B.
      const again = await signIn(a, 'pessoa@painel.local', `senha-longa-${i + 1}`);
      const out = await a.inject({ method: 'POST', url: '/api/painel/sign-out', headers: bearer(again) });
      if (out.statusCode !== 204) throw new Error(`saída ${out.statusCode}`);
      t = performance.now();
      next = await b.inject({ method: 'GET', url: '/api/session', headers: bearer(again) });
      delays.signOut.push(performance.now() - t);
      if (next.statusCode !== 401) accepted.signOut++;
    }

    // What the lookup costs a request: the session route (signature, session row, user) against the health probe.
    const session: number[] = [];
    const probe: number[] = [];
    const statement: number[] = [];
    const token = await signIn(b, ADMIN.email, ADMIN.password);
    const sid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid as string;
    const adminId = (await b.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json().data.id as string;
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await b.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
      session.push(performance.now() - t);
      t = performance.now();
      await b.inject({ method: 'GET', url: '/healthz' });
      probe.push(performance.now() - t);
      t = performance.now();
      await b.painel.sessions.stillOpen(sid, adminId);
      statement.push(performance.now() - t);
    }

    console.log(`\n${label}`);
    console.log(`  revogação (${TRIALS} vezes cada): pedido seguinte na outra instância aceito — senha nova: ${accepted.password}, "Sair": ${accepted.signOut}`);
    console.log(`  tempo até a recusa na outra instância (p50 / p95): senha nova ${ms(median(delays.password))} / ${ms(p95(delays.password))}; "Sair" ${ms(median(delays.signOut))} / ${ms(p95(delays.signOut))}`);
    console.log(`  GET /api/session p50 ${ms(median(session))} · sonda sem sessão p50 ${ms(median(probe))} · a consulta (sessão e pessoa, uma instrução) sozinha p50 ${ms(median(statement))} (${((median(statement) / median(session)) * 100).toFixed(0)} % do pedido)`);
  } finally {
    await a.close();
    await b.close();
  }
}

await onEachDatabase('sessions', 2, (label, dbs) => measure(label, dbs));
