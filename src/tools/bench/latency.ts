// `npm run bench`: the API's latency on this machine, in process (no sockets), on a fresh in-memory database.
// Bounded: a fixed number of requests per case; nothing leaves the process. The resources measured are
// picked by shape from the descriptors (a JSON resource with a title, a multipart one with an image upload,
// the table API), so the benchmark names none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { authProfile, bodyFields, fillPath, mountPath, type Operation } from '../../engine/contract';
import { buildApp, identityCreateRules } from '../../server/app';
import { serverApiKey } from '../../server/config';
import { bootstrapAdmin } from '../../server/auth';
import { openPglite } from '../../server/db';
import { makePng } from '../../server/demo';

const ROWS = 2000;
const RUNS = 300;
const PLACES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Porto Alegre', 'Salvador', 'Recife', 'Goiânia'];

async function time(app: FastifyInstance, label: string, request: () => InjectOptions, runs = RUNS) {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await app.inject(request());
    ms.push(performance.now() - t);
    if (res.statusCode >= 400) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  }
  ms.sort((a, b) => a - b);
  const p = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(2).padStart(7);
  const perSecond = (runs / ms.reduce((a, b) => a + b, 0)) * 1000;
  console.log(`${label.padEnd(58)} p50 ${p(0.5)} ms   p95 ${p(0.95)} ms   ${perSecond.toFixed(0).padStart(5)} req/s`);
}

const jsonOp = (op?: Operation) => op && (op.body ?? 'json') === 'json';

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-'));
  let t = performance.now();
  const app = await buildApp({ db: await openPglite(), dataDir, secret: 'segredo-do-benchmark-com-32-bytes-ou-mais' });
  console.log(`buildApp (PGlite em memória + tabelas): ${(performance.now() - t).toFixed(0)} ms`);
  const { repo, records, registry } = app.painel;
  await bootstrapAdmin({ repo, service: records, identity: registry.identity, rules: identityCreateRules(app) }, { email: 'bench@painel.local', password: 'senha-do-bench', name: 'Bench' });

  t = performance.now();
  const auth = authProfile(registry.apis);
  const signIn = await app.inject({ method: 'POST', url: auth.base + auth.auth.signIn.path, payload: { email: 'bench@painel.local', password: 'senha-do-bench' } });
  console.log(`entrar (scrypt N=2^15, r=8, p=3): ${(performance.now() - t).toFixed(0)} ms`);
  const headers = { authorization: `Bearer ${signIn.json().token}` };

  // A JSON resource of a REST API whose only required field is its text title.
  const res = registry.all.find((r) => {
    const { operations: o, titleField, schema } = r.descriptor;
    return r.profile.transport === 'rest' && titleField && o.list && o.read && jsonOp(o.create) && jsonOp(o.update) && (schema.required ?? []).every((f) => f === titleField);
  });
  if (res) {
    const d = res.descriptor;
    const title = d.titleField!;
    const base = mountPath(res.profile);
    t = performance.now();
    for (let i = 0; i < ROWS; i++) await repo.insert(res, { [title]: `${d.labels.singular} ${i} — ${PLACES[i % PLACES.length]}` });
    console.log(`${ROWS} registros de ${d.name} inseridos: ${(performance.now() - t).toFixed(0)} ms\n`);
    const [{ id }] = (await repo.list(res, { page: 1, limit: 1 })).rows as { id: string }[];
    const list = base + d.operations.list!.path;
    await time(app, `GET ${list} (página 1, 10 por página)`, () => ({ method: 'GET', url: list, headers }));
    await time(app, `GET ${list}?page=150`, () => ({ method: 'GET', url: `${list}?page=150&limit=10`, headers }));
    await time(app, `GET ${list}?q=goiania (${ROWS} linhas, sem acento)`, () => ({ method: 'GET', url: `${list}?q=goiania`, headers }));
    const read = d.operations.read!;
    await time(app, `${read.method} ${base}${read.path}`, () => ({ method: read.method, url: base + fillPath(read.path, { id }), headers }));
    const create = d.operations.create!;
    await time(app, `${create.method} ${base}${create.path}`, () => ({ method: create.method, url: base + create.path, headers, payload: { [title]: 'Novo registro' } }));
    const update = d.operations.update!;
    await time(app, `${update.method} ${base}${update.path}`, () => ({ method: update.method, url: base + fillPath(update.path, { id }), headers, payload: { [title]: 'Renomeado' } }));
  }

  // A multipart create with an image upload and only text fields besides it.
  const withUpload = registry.all.find((r) => {
    const op = r.descriptor.operations.create;
    if (r.profile.transport !== 'rest' || op?.body !== 'multipart') return false;
    const fields = bodyFields(r.descriptor.schema, op);
    return fields.some((f) => r.uploads[f]?.accept.includes('image/*')) && fields.every((f) => r.uploads[f] || r.field(f)?.type === 'string');
  });
  if (withUpload) {
    const op = withUpload.descriptor.operations.create!;
    const fields = bodyFields(withUpload.descriptor.schema, op);
    const png = makePng(480, 270, [43, 172, 165], [11, 61, 58]);
    const boundary = 'painelbench';
    const part = (f: string) =>
      withUpload.uploads[f]
        ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f}"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from('\r\n')]
        : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f}"\r\n\r\nRegistro do benchmark\r\n`)];
    const payload = Buffer.concat([...fields.flatMap(part), Buffer.from(`--${boundary}--\r\n`)]);
    const url = mountPath(withUpload.profile) + op.path;
    await time(app, `${op.method} ${url} (PNG de ${(png.length / 1024).toFixed(0)} KB)`, () => ({
      method: op.method, url, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload,
    }), 100);
  }

  const table = registry.all.find((r) => r.profile.transport === 'postgrest' && r.descriptor.singleton && r.descriptor.operations.read);
  if (table) {
    const path = `${mountPath(table.profile)}/${table.table}`;
    const url = `${path}?select=${table.publicColumns.join(',')}&id=eq.${table.descriptor.singleton!.id}`;
    const apikey = serverApiKey(table.profile, process.env) ?? '';
    await time(app, `GET ${path} (objeto)`, () => ({
      method: 'GET', url, headers: { ...headers, apikey, accept: 'application/vnd.pgrst.object+json' },
    }));
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

void main();
