// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/demo';
import { bodyRules, createAjv } from '../../src/server/validation';
import { jsonBodyLimit } from '../../src/server/validation/bodyLimits';
import { badRequests, targetsOf, type BadRequest } from './support/badRequests';
import { makeApp, signIn, tempDir } from './helpers';

// FUZZ_SEED=<n> replays one run; FUZZ_COUNT raises the number of requests.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const COUNT = Number(process.env.FUZZ_COUNT ?? 2400);
const ANON_KEY = 'painel-anon-key';
// Every key an error body may have: ours ({message, errors}; a 412 adds the current record and who changed it), PostgREST's ({code, details, hint, message}).
const ERROR_KEYS = ['changedBy', 'code', 'current', 'details', 'errors', 'hint', 'message'];

let app: FastifyInstance;
let token: string;
let requests: BadRequest[];

beforeAll(async () => {
  const clientDir = tempDir();
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>Painel</title>');
  mkdirSync(join(clientDir, 'assets'));
  // Failed sign-ins are part of the attack: a throttle reached early would hide the sign-in route's own answers.
  app = await makeApp({ clientDir, signInAttempts: 100_000 });
  await seedDemo(app);
  token = await signIn(app);
  const { registry, repo } = app.painel;
  const ids = new Map<string, string[]>();
  for (const res of registry.all) {
    const { rows } = res.descriptor.api === 'table' ? { rows: [{ id: res.descriptor.singleton?.id ?? '1' }] } : await repo.list(res, { page: 1, limit: 3 });
    ids.set(res.name, rows.map((row) => String(row.id)));
  }
  // Each JSON route's body limit, so some bodies are made exactly that long and one byte longer.
  const ajv = createAjv();
  const limitOf = (res: (typeof registry.all)[number] | undefined, op: Parameters<typeof bodyRules>[2], schema: Parameters<typeof bodyRules>[3]['schema'] | undefined) => {
    if (!res || !schema) return jsonBodyLimit({ email: { title: 'E-mail', type: 'string', maxLength: 254 }, password: { title: 'Senha', type: 'string', maxLength: 128 } });
    if (op.body === 'multipart' || op.method === 'GET' || op.method === 'DELETE' || op.body === 'none') return undefined;
    return bodyRules(ajv, res, op, { schema, partial: true, creating: op.method === 'POST' }).limits.jsonBytes;
  };
  requests = badRequests(targetsOf(registry.all, registry.apis, (res) => ids.get(res.name) ?? [], limitOf), COUNT, SEED, token, ANON_KEY);
}, 60_000);
afterAll(() => app.close());

/** What is wrong with an answer, or undefined. */
function problemWith(req: BadRequest, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  // No stored file outside uploads/, no source file, whatever the path.
  if (res.body.includes('root:x:0:0') || res.body.includes('"name": "painel"')) return 'a file outside the public folders was served';
  if (req.method === 'HEAD' || res.statusCode < 400) return undefined;
  if (!String(res.headers['content-type']).startsWith('application/json')) return `content-type ${res.headers['content-type']}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'the body is not JSON';
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'the body is not an object';
  const { message } = body as { message?: unknown };
  if (typeof message !== 'string' || !message) return 'no string message';
  const extra = Object.keys(body).filter((k) => !ERROR_KEYS.includes(k));
  // Fastify's own error bodies carry `error` and `statusCode`, in English.
  if (extra.length) return `unexpected keys ${extra.join(', ')} (a framework default answer?)`;
  return undefined;
}

const show = (req: BadRequest, i: number) => {
  const payload = req.payload === undefined ? '' : ` ${JSON.stringify(String(req.payload).slice(0, 300))}${String(req.payload).length > 300 ? `… (${String(req.payload).length} chars)` : ''}`;
  const url = req.url.length > 300 ? `${req.url.slice(0, 300)}… (${req.url.length} chars)` : req.url;
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, v.length > 80 ? `${v.slice(0, 80)}… (${v.length} chars)` : v]));
  return `#${i} [${req.kind}] ${req.method} ${url} ${JSON.stringify(headers)}${payload}`;
};

describe(`${COUNT} generated bad requests against every descriptor's routes (seed ${SEED})`, () => {
  it('never a 5xx; every error is a JSON object with a string message and no framework default keys', async () => {
    expect(requests.length).toBeGreaterThanOrEqual(2000);
    const failures: string[] = [];
    const pastTheSession = new Map<string, number>();
    for (const [i, req] of requests.entries()) {
      const res = await app.inject({ method: req.method, url: req.url, headers: req.headers, payload: req.payload });
      const problem = problemWith(req, res);
      if (res.statusCode !== 401) pastTheSession.set(req.kind, (pastTheSession.get(req.kind) ?? 0) + 1);
      if (problem) failures.push(`${show(req, i)}\n    → ${res.statusCode} ${res.body.slice(0, 200)}\n    problem: ${problem}`);
    }
    if (failures.length) console.error(`FUZZ_SEED=${SEED}: ${failures.length} failing requests\n${failures.slice(0, 30).join('\n')}`);
    expect(failures).toEqual([]);
    // A generator that only ever met the session check would prove nothing: each kind reaches the routes.
    for (const kind of new Set(requests.map((r) => r.kind))) expect(pastTheSession.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(20);
  }, 120_000);

  it('the app still serves afterwards', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/categories', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const table = await app.inject({ method: 'GET', url: '/rest/v1/config?id=eq.1', headers: { authorization: `Bearer ${token}`, apikey: ANON_KEY } });
    expect(table.statusCode).toBe(200);
  });
});
