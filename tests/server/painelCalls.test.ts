// @vitest-environment node
// Painel's own calls, declared once. The OpenAPI document is made from the routes as registered: a route under an
// API base that is not in it (one registered without its declaration) fails here. Every JSON answer a handler
// gives is declared whole (Fastify's serializer would drop what is not), and the client's table of calls is the
// document's. Read from Fastify's own route tree and from real answers, never from the declarations themselves.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { PAINEL_CALL_TABLE } from '../../src/engine/contract';
import { client, giveRole, makeApp, multipart, signIn, tempDir, type FilePart } from './helpers';
import { pathShape, registeredRoutes } from './support/registeredRoutes';

type Schema = Record<string, any>;
interface Answer {
  method: string;
  route: string;
  status: number;
  payload: unknown;
}

let app: FastifyInstance;
let api: ReturnType<typeof client>;
let doc: Schema;
const answers: Answer[] = [];

beforeAll(async () => {
  // Backups configured, so "Cópias de segurança" answers (on an in-memory database a backup fails, and says so).
  // Reminders on a clock of their own: the rental below starts within the week.
  app = await makeApp({ backup: { dir: tempDir('painel-calls-backups-'), everyHours: 24, keep: 2, firstCheckMs: 3_600_000 }, reminders: { now: () => Date.parse('2026-11-28T12:00:00Z') } });
  // What each handler answered, before Fastify's serializer shaped it by the declared schema.
  app.addHook('preSerialization', async (request, reply, payload) => {
    answers.push({ method: request.method, route: request.routeOptions.url ?? '', status: reply.statusCode, payload: JSON.parse(JSON.stringify(payload)) });
    return payload;
  });
  api = client(app, await signIn(app));
  doc = (await app.inject({ method: 'GET', url: '/api/painel/openapi.json' })).json();
});
afterAll(() => app?.close());

const PAINEL = '/api/painel';
// Painel's own calls, by their tag: resources a REST profile serves under the same base (periods) are not.
const painelOperations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Schema>>)
    .filter(([path]) => path.startsWith(`${PAINEL}/`))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })))
    .filter(({ op }) => op.tags?.includes('Extensões do Painel'));

describe('the OpenAPI document holds every call the server answers', () => {
  it('every route registered: Painel\'s own calls, the spec\'s bases, the table API, and any other but the client, the probes and the uploads', () => {
    const documented = new Set(Object.entries(doc.paths as Record<string, object>).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${pathShape(path)}`)));
    // HEAD answers as GET does; OPTIONS is CORS's preflight, not a call.
    // Every other route is a call and must be in it: one registered outside /api (a base forgotten) too.
    const NOT_CALLS = ['GET /', 'GET /app', 'GET /app/', 'GET /app/*', 'GET /readyz', 'GET /healthz', 'GET /uploads/{}'];
    const routes = registeredRoutes(app).filter((r) => !['HEAD', 'OPTIONS'].includes(r.method) && !NOT_CALLS.includes(`${r.method} ${r.path}`));
    // The tree was read: the spec's calls and Painel's are there.
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['POST /api/authentication', 'GET /api/server/services/{}', 'GET /api/painel/history/{}/{}', 'GET /rest/v1/config']));
    expect(routes.map((r) => `${r.method} ${r.path}`).filter((r) => !documented.has(r))).toEqual([]);
  });

  it("the client's table of calls is the document's: the same name, method and path for each", () => {
    const fromDoc = Object.fromEntries(painelOperations().map(({ path, method, op }) => [op.operationId, { method, path: path.slice(PAINEL.length) }]));
    const fromClient = Object.fromEntries(Object.entries(PAINEL_CALL_TABLE).map(([name, c]) => [name, { method: c.method, path: c.path }]));
    expect(fromClient).toEqual(fromDoc);
    expect(PAINEL_CALL_TABLE['painel.history']).toEqual({ method: 'GET', path: '/history/{resource}/{id}', body: 'none', answer: 'json' });
    expect(PAINEL_CALL_TABLE['painel.import']).toEqual({ method: 'POST', path: '/import/{resource}', body: 'multipart', answer: 'json' });
    expect(PAINEL_CALL_TABLE['painel.activityExport']).toEqual({ method: 'GET', path: '/activity/export', body: 'none', answer: 'file' });
    expect(PAINEL_CALL_TABLE['painel.purge']).toEqual({ method: 'DELETE', path: '/trash/{resource}/{id}', body: 'none', answer: 'none' });
  });

  it("a failed bulk result must say why (status and message), as the client's type says", () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: doc.components });
    const answer = ajv.compile({ $ref: 'doc#/components/schemas/BulkAnswer' });
    expect(answer({ results: [{ id: 'a', ok: true }, { id: 'b', ok: false, status: 404, message: 'Não encontrado.' }], done: 1, failed: 1 })).toBe(true);
    expect(answer({ results: [{ id: 'b', ok: false }], done: 0, failed: 1 })).toBe(false);
  });
});

describe('what the document says of versions, undo and paging', () => {
  const param = (op: Schema, name: string) => (op.parameters as Schema[] | undefined)?.find((p) => p.name === name);

  it("the spec's record calls: GET one answers ETag, a change takes If-Match (412 when the record changed) and answers Painel-Undo", () => {
    const one = doc.paths['/api/server/services/{id}'];
    expect(Object.keys(one.get.responses['200'].headers)).toEqual(['ETag']);
    for (const op of [one.put, one.delete, doc.paths['/api/categories/{id}'].patch, doc.paths['/api/server/users/role/{id}'].patch]) {
      expect(param(op, 'If-Match')).toEqual(expect.objectContaining({ in: 'header', required: false }));
      expect(op.responses['412'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/VersionConflict' });
    }
    expect(Object.keys(doc.paths['/api/server/services'].post.responses['201'].headers)).toEqual(['Painel-Undo']);
    expect(Object.keys(one.put.responses['200'].headers)).toEqual(['Painel-Undo']);
    expect(Object.keys(doc.paths['/api/server/services/bulk'].post.responses['200'].headers)).toEqual(['Painel-Undo']);
    expect(param(doc.paths['/api/server/services'].post, 'If-Match')).toBeUndefined();
  });

  it('a list says what page and limit mean: from 1, 10 a page when absent, at most 100', () => {
    const list = doc.paths['/api/server/services'].get;
    expect(param(list, 'page')).toEqual({ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 }, description: 'A página, a partir de 1.' });
    expect(param(list, 'limit')).toEqual({ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, default: 10 }, description: 'Quantos por página: 10 se ausente, no máximo 100 (um pedido acima disso recebe 100).' });
  });

  it("Painel's own calls: the activity's paging, and the restores that answer Painel-Undo", () => {
    const activity = doc.paths[`${PAINEL}/activity`].get;
    expect(param(activity, 'limit')).toEqual({ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, default: 25 }, description: 'Quantos por página: 25 se ausente, no máximo 100 (um pedido acima disso recebe 100).' });
    expect(param(activity, 'before')?.description).toBe('Só as mais antigas que esta (o id da última já recebida).');
    for (const path of [`${PAINEL}/history/{resource}/{id}/{version}/restore`, `${PAINEL}/trash/{resource}/{id}/restore`, `${PAINEL}/trash/restore`]) {
      expect(Object.keys(doc.paths[path].post.responses['200'].headers), path).toContain('Painel-Undo');
    }
  });
});

describe('every JSON answer of Painel\'s own calls is declared whole', () => {
  /** The declared schema, refusing what it does not name (fast-json-stringify would drop it without a word). */
  function closed(schema: unknown): unknown {
    if (Array.isArray(schema)) return schema.map(closed);
    if (!schema || typeof schema !== 'object') return schema;
    const out: Schema = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, closed(v)]));
    // An object whose properties are all named here (a union's branches name theirs whole).
    const open = 'additionalProperties' in schema || ['anyOf', 'oneOf', 'allOf'].some((k) => k in schema);
    if ((schema as Schema).properties && !open) out.unevaluatedProperties = false;
    return out;
  }

  async function exercise() {
    const sheet = (text: string): FilePart => ({ filename: 's.csv', type: 'text/csv', data: Buffer.from(text) });
    const form = (url: string, parts: Record<string, FilePart>) => {
      const { body, contentType } = multipart(parts);
      return app.inject({ method: 'POST', url, headers: { authorization: api.token, 'content-type': contentType }, payload: body });
    };
    const created = await api.post('/api/server/services', { name: 'Serviço declarado', price: 5 });
    const id = created.json().data.id;
    await api.put(`/api/server/services/${id}`, { name: 'Serviço declarado 2', price: 6 });
    await api.get(`/api/painel/history/services/${id}`);
    await api.post(`/api/painel/history/services/${id}/1/restore`);
    await api.get('/api/painel/activity?limit=5');
    await api.get('/api/painel/activity/people?q=adm');
    const undone = await api.post('/api/server/services', { name: 'Serviço desfeito', price: 1 });
    await api.post(`/api/painel/undo/${undone.headers['painel-undo']}`);
    await api.delete(`/api/server/services/${id}`);
    await api.get('/api/painel/trash');
    await api.get('/api/painel/trash/services');
    await api.post(`/api/painel/trash/services/${id}/restore`);
    await api.delete(`/api/server/services/${id}`);
    await api.post('/api/painel/trash/restore', { items: [{ resource: 'services', id }, { resource: 'services', id: 'nao-esta' }] });
    await form('/api/painel/import/services?dryRun=true', { file: sheet('Nome;Preço (R$)\r\nImportado;1,50\r\n') });
    const imported = await form('/api/painel/import/services', { file: sheet('Nome;Preço (R$)\r\nImportado;1,50\r\n') });
    await api.get('/api/painel/activity?limit=1');
    await api.post(`/api/painel/undo/bulk/${imported.json().bulkId}`);
    const view = (await api.post('/api/painel/views/services', { name: 'Declarada', shared: true, isDefault: true, state: { q: 'x', sort: '-price', limit: 25, columns: ['name'], filters: {} } })).json();
    await api.get('/api/painel/views/services');
    await api.get('/api/painel/default-views');
    await api.patch(`/api/painel/views/services/${view.id}`, { name: 'Declarada 2' });
    await api.get('/api/painel/sessions');
    await api.post('/api/painel/session/renew');
    // Another session of the same person, ended here: its token asks why.
    const other = await signIn(app);
    await api.post('/api/painel/sessions/end-others');
    await app.inject({ method: 'GET', url: '/api/painel/session/ended', headers: { authorization: `Bearer ${other}` } });
    const userId = (await api.post('/api/server/users', { name: 'Leitora declarada', email: 'leitora.declarada@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    await giveRole(api, userId, 'leitura');
    const outdoorId = (await api.form('POST', '/api/outdoors', { name: 'Outdoor declarado', location: 'Centro', latitude: '-23.5', longitude: '-46.6' })).json().id;
    await api.post('/api/server/tenancies', { serviceId: (await api.post('/api/server/services', { name: 'Serviço da ocupação', price: 5 })).json().data.id, userId, outdoorId, startDate: '2026-12-01', endDate: '2026-12-14' });
    await api.get('/api/painel/timeline/tenancies?from=2026-12-01&to=2026-12-31');
    await api.get('/api/painel/map/outdoors?livre=2026-12-01/2026-12-14');
    await api.get('/api/painel/dashboard');
    for (const panel of ['ocupacao', 'ocupacao-proximas-cidade', 'receita-outdoor', 'comecam', 'livres-proxima']) await api.get(`/api/painel/dashboard/${panel}?at=2026-12-01`);
    await api.get('/api/painel/dashboard/ocupacao/csv?at=2026-12-01');
    await app.painel.scheduler.runIfDue(app.painel.scheduler.job('lembretes')!);
    const reminder = (await api.get('/api/painel/reminders')).json().items[0].id;
    await api.post(`/api/painel/reminders/${reminder}/read`);
    await api.post('/api/painel/reminders/read');
    await api.post('/api/painel/backups');
    for (let i = 0; i < 100 && (await api.get('/api/painel/backups')).json().running; i++) await new Promise((r) => setTimeout(r, 50));
  }

  it('each answer matches its declaration, naming nothing it leaves out; every JSON call was exercised', async () => {
    await exercise();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'doc', components: closed(doc.components) });
    const problems: string[] = [];
    const answered = new Set<string>();
    for (const a of answers.filter((x) => x.route.startsWith(`${PAINEL}/`) && x.status < 300)) {
      const path = a.route.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[a.method.toLowerCase()];
      const schema = op?.responses[String(a.status)]?.content?.['application/json']?.schema;
      if (!schema) {
        problems.push(`${a.method} ${path} → ${a.status}: resposta JSON não declarada`);
        continue;
      }
      answered.add(op.operationId);
      const validate = ajv.compile(JSON.parse(JSON.stringify(closed(schema)).replaceAll('"#/components/', '"doc#/components/')));
      if (!validate(a.payload)) problems.push(...(validate.errors ?? []).map((e) => `${a.method} ${path} → ${a.status}: ${e.instancePath || '(corpo)'} ${e.message} ${JSON.stringify(e.params)}`));
    }
    expect(problems).toEqual([]);
    const json = painelOperations()
      .filter(({ op }) => Object.entries(op.responses as Record<string, Schema>).some(([status, r]) => status.startsWith('2') && r.content?.['application/json']))
      .map(({ op }) => op.operationId as string);
    expect(json.filter((name) => !answered.has(name) && name !== 'painel.openapi')).toEqual([]);
  });
});

describe("Painel's inputs, checked by their declarations, refused in Portuguese naming the parameter", () => {
  const refused = async (url: string, method: 'GET' | 'POST' = 'GET') => {
    const res = await app.inject({ method, url, headers: { authorization: api.token } });
    return [res.statusCode, res.json()];
  };

  it('paging, a version, a person, an operation, a flag', async () => {
    expect(await refused('/api/painel/activity?limit=abc')).toEqual([400, { message: 'Limite: informe um número inteiro positivo.' }]);
    expect(await refused('/api/painel/activity?limit=0')).toEqual([400, { message: 'Limite: informe um número inteiro positivo.' }]);
    expect(await refused('/api/painel/trash?before=-3')).toEqual([400, { message: 'Antes de: informe um número inteiro positivo.' }]);
    expect(await refused('/api/painel/activity?page=1.5')).toEqual([400, { message: 'Página: informe um número inteiro positivo.' }]);
    expect(await refused('/api/painel/activity?actor=a&actor=b')).toEqual([400, { message: 'Pessoa: informe um só valor, de até 200 caracteres.' }]);
    expect(await refused(`/api/painel/activity?resource=${'x'.repeat(201)}`)).toEqual([400, { message: 'Recurso: informe um só valor, de até 200 caracteres.' }]);
    expect(await refused('/api/painel/activity?to=ontem')).toEqual([400, { message: 'Até: informe uma data (AAAA-MM-DD) ou data e hora (ISO 8601).' }]);
    expect(await refused('/api/painel/history/services/x/dois/restore', 'POST')).toEqual([400, { message: 'Versão: informe um número inteiro positivo.' }]);
    expect(await refused('/api/painel/import/services?dryRun=talvez', 'POST')).toEqual([400, { message: 'dryRun: use true ou false.' }]);
  });

  it('an unknown resource is a 404 and a refused one a 403 before its input is read', async () => {
    expect(await refused('/api/painel/history/nada/x?limit=abc')).toEqual([404, { message: 'Recurso desconhecido.' }]);
  });
});
