// @vitest-environment node
// GET /api/painel/openapi.json: a valid OpenAPI 3.1 document (linted by an OpenAPI validator), public, and true:
// the reference server's real answers to the spec's calls and to the extensions are checked against it.
import { Validator } from '@seriousme/openapi-schema-validator';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiAnswers } from './support/openApiAnswers';
import { client, giveRole, multipart, png, signedInApp, signIn, type FilePart } from './helpers';

const made = signedInApp();
let doc: Record<string, any>;
let problems: ReturnType<typeof openApiAnswers>;

beforeAll(async () => {
  const res = await made.app.inject({ method: 'GET', url: '/api/painel/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  problems = openApiAnswers(doc as Parameters<typeof openApiAnswers>[0]);
});

/** An answer as the document must describe it: its problems are the test's failure message. */
function described(res: LightMyRequestResponse, method: string, url: string): LightMyRequestResponse {
  expect(problems(method, url, res.statusCode, res.headers['content-type'] as string | undefined, res.body), `${method} ${url} → ${res.statusCode}`).toEqual([]);
  return res;
}
const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) =>
  described(await made.app.inject({ method, url, headers: { authorization: made.api.token, ...headers }, ...(body === undefined ? {} : { payload: body as string }) }), method, url);
const form = async (method: 'POST' | 'PUT' | 'PATCH', url: string, parts: Record<string, string | FilePart>) => {
  const { body, contentType } = multipart(parts);
  return call(method, url, body, { 'content-type': contentType });
};

describe('the document', () => {
  it('is OpenAPI 3.1 that an OpenAPI validator accepts, public, with bearer auth', async () => {
    const lint = await new Validator().validate(doc);
    expect(lint.errors ?? [], JSON.stringify(lint.errors)).toEqual([]);
    expect(lint.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    expect((await made.app.inject({ method: 'GET', url: '/api/painel/openapi.json' })).statusCode).toBe(200);
  });

  it('has every call of the spec, on both bases and the table API, and the extensions', () => {
    const has = (method: string, path: string) => expect(doc.paths[path]?.[method], `${method.toUpperCase()} ${path}`).toBeDefined();
    has('post', '/api/authentication');
    has('get', '/api/session');
    for (const r of ['categories', 'jobs', 'outdoors', 'banners']) {
      has('get', `/api/${r}`);
      has('post', `/api/${r}`);
      has('delete', `/api/${r}/{id}`);
    }
    has('patch', '/api/categories/{id}');
    has('put', '/api/jobs/{id}');
    has('patch', '/api/jobs/{id}');
    for (const r of ['services', 'users', 'tenancies', 'posts']) {
      has('get', `/api/server/${r}`);
      has('post', `/api/server/${r}`);
      has('put', `/api/server/${r}/{id}`);
      has('delete', `/api/server/${r}/{id}`);
    }
    has('patch', '/api/server/users/avatar/{id}');
    has('patch', '/api/server/users/change-password/{id}');
    has('get', '/rest/v1/config');
    has('patch', '/rest/v1/config');
    expect(Object.keys(doc.paths['/api/outdoors'].post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys(doc.paths['/api/server/services'].post.requestBody.content)).toEqual(['application/json']);
    for (const p of ['/api/painel/history/{resource}/{id}', '/api/painel/trash', '/api/painel/trash/restore', '/api/painel/undo/{token}', '/api/painel/undo/bulk/{bulkId}', '/api/painel/events', '/api/painel/import/{resource}']) {
      expect(doc.paths[p], p).toBeDefined();
    }
    // The roles are in it: who may delete a service.
    expect(doc.paths['/api/server/services/{id}'].delete['x-painel-roles']).toEqual(['administrador', 'editor']);
  });

  it('the page to read it works under a strict CSP: no script at all', async () => {
    const res = await made.app.inject({ method: 'GET', url: '/api/painel/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    expect(res.body).not.toMatch(/<script|\sstyle=|\son\w+=/i);
    expect(res.body).toContain('<code>/api/server/services/{id}</code>');
    expect(res.body).toContain('<link rel="stylesheet" href="docs.css">');
    expect((await made.app.inject({ method: 'GET', url: '/api/painel/docs.css' })).headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('real answers match it', () => {
  it('sign-in and session', async () => {
    described(await made.app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'admin@painel.local', password: 'senha-do-admin-1' } }), 'POST', '/api/authentication');
    described(await made.app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'admin@painel.local', password: 'errada' } }), 'POST', '/api/authentication');
    await call('GET', '/api/session');
  });

  it('the main API: JSON and multipart, lists, records, toggles, bulk, export, refusals', async () => {
    const category = (await call('POST', '/api/categories', { name: 'Documentada' })).json();
    await call('GET', '/api/categories?q=Documentada&page=1&limit=10&sort=name');
    await call('GET', `/api/categories/${category.id}`);
    await call('PATCH', `/api/categories/${category.id}`, { name: 'Documentada 2' });
    await call('POST', '/api/categories', {});
    await call('GET', '/api/categories/nao-existe');
    const job = (await call('POST', '/api/jobs', { name: 'Vaga doc', description: 'Descrição', html: '<p>x</p>' })).json();
    await call('PATCH', `/api/jobs/${job.id}`);
    await call('PUT', `/api/jobs/${job.id}`, { name: 'Vaga doc 2', description: 'Descrição', html: '<p>y</p>' });
    await form('POST', '/api/outdoors', { name: 'Outdoor doc', location: 'Rua A', latitude: '-19.9', longitude: '-43.9', file: png() });
    await form('POST', '/api/banners', { title: 'Banner doc', file: png() });
    await call('GET', '/api/outdoors');
    await call('GET', '/api/banners');
    await call('POST', '/api/categories/bulk', { action: 'delete', ids: [category.id] });
    await call('GET', '/api/jobs/export');
    await call('DELETE', `/api/jobs/${job.id}`);
  });

  it('the services API: records under "data", users and their actions, rentals, posts', async () => {
    const service = (await call('POST', '/api/server/services', { name: 'Serviço doc', price: 10 })).json().data;
    await call('GET', '/api/server/services?limit=5');
    await call('GET', `/api/server/services/${service.id}`);
    await call('PUT', `/api/server/services/${service.id}`, { name: 'Serviço doc 2', price: 12 });
    const user = (await call('POST', '/api/server/users', { name: 'Pessoa doc', email: 'pessoa.doc@exemplo.com.br', password: 'senha-forte-1' })).json().data;
    await call('GET', `/api/server/users/${user.id}`);
    await call('PATCH', `/api/server/users/role/${user.id}`, { role: 'leitura' });
    await form('PATCH', `/api/server/users/avatar/${user.id}`, { file: png() });
    await call('POST', '/api/server/tenancies', { serviceId: service.id, userId: user.id, startDate: '2026-01-01', endDate: '2026-12-31' });
    await call('POST', '/api/server/tenancies', { serviceId: service.id, userId: user.id, startDate: '2026-12-31', endDate: '2026-01-01' });
    await call('GET', '/api/server/tenancies');
    await form('POST', '/api/server/posts', { serviceId: service.id, file: png() });
    await call('GET', '/api/server/posts');
    await call('POST', '/api/server/services/bulk', { action: 'delete', ids: [service.id, 'nao-existe'] });
    const other = (await call('POST', '/api/server/services', { name: 'Serviço apagado', price: 1 })).json().data;
    await call('DELETE', `/api/server/services/${other.id}`);
  });

  it('the table API', async () => {
    const headers = { apikey: 'painel-anon-key' };
    await call('GET', '/rest/v1/config?select=*', undefined, headers);
    await call('PATCH', '/rest/v1/config?id=eq.1', { instagram_token: 'IGQ-doc' }, { ...headers, 'content-type': 'application/json', prefer: 'return=representation' });
  });

  it('the extensions: history, activity, trash, undo, sessions, presence, import', async () => {
    const created = await call('POST', '/api/server/services', { name: 'Serviço estendido', price: 5 });
    const id = created.json().data.id;
    await call('GET', `/api/painel/history/services/${id}`);
    await call('GET', '/api/painel/activity?limit=5');
    await call('GET', '/api/painel/activity/export?resource=services');
    await call('POST', `/api/painel/undo/${created.headers['painel-undo']}`);
    await call('GET', '/api/painel/trash');
    await call('GET', '/api/painel/trash/services');
    await call('POST', `/api/painel/trash/services/${id}/restore`);
    await call('POST', `/api/painel/presence/services/${id}`);
    await call('GET', '/api/painel/sessions');
    await call('POST', '/api/painel/session/renew');
    const sheet = (text: string): FilePart => ({ filename: 's.csv', type: 'text/csv', data: Buffer.from(text) });
    await form('POST', '/api/painel/import/services?dryRun=true', { file: sheet('Nome;Preço (R$)\r\nImportado doc;1,50\r\n') });
    const imported = await form('POST', '/api/painel/import/services', { file: sheet('Nome;Preço (R$)\r\nImportado doc;1,50\r\n') });
    expect((await call('GET', '/api/painel/activity?limit=1')).json().items[0].bulk).toEqual({ records: 1, undoable: true });
    await call('POST', `/api/painel/undo/bulk/${imported.json().bulkId}`);
    await call('POST', `/api/painel/undo/bulk/${imported.json().bulkId}`);
    await made.api.delete(`/api/server/services/${id}`);
    await call('POST', '/api/painel/trash/restore', { items: [{ resource: 'services', id }, { resource: 'services', id: 'nao-esta' }] });
    await call('POST', '/api/painel/trash/restore', { items: [] });
    await form('POST', '/api/painel/import/services', { file: sheet('Nome;Preço (R$)\r\nRecusado doc;caro\r\n') });
    await call('GET', '/api/painel/import/services/template');
    const view = (await call('POST', '/api/painel/views/services', { name: 'Doc', shared: true, state: { q: 'doc', sort: '-price', limit: 25, columns: ['name'] } })).json();
    await call('GET', '/api/painel/views/services');
    await call('PATCH', `/api/painel/views/services/${view.id}`, { name: 'Doc 2' });
    await call('PUT', '/api/painel/views/services/default', { id: view.id });
    await call('POST', '/api/painel/views/services', { name: '', state: {} });
    await call('DELETE', `/api/painel/views/services/${view.id}`);
    await call('POST', '/api/painel/undo/00000000-0000-0000-0000-000000000000');
  });

  it('refusals by role', async () => {
    const id = (await made.api.post('/api/server/users', { name: 'Leitora doc', email: 'leitora.doc@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    await giveRole(made.api, id, 'leitura');
    const reader = client(made.app, await signIn(made.app, 'leitora.doc@exemplo.com.br', 'senha-forte-1'));
    const url = '/api/server/services';
    described(await made.app.inject({ method: 'POST', url, headers: { authorization: reader.token }, payload: { name: 'Não', price: 1 } }), 'POST', url);
    described(await made.app.inject({ method: 'GET', url: '/api/server/users', headers: { authorization: reader.token } }), 'GET', '/api/server/users');
  });
});
