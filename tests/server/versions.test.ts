// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';

const made = signedInApp();

const ifMatch = (version: number | string) => ({ 'if-match': `"${version}"` });
const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  made.app.inject({ method: 'PUT', url, headers: { authorization: made.api.token, ...headers }, payload: payload as string });

describe('every record has a version; a write that names an old one is refused, never lost', () => {
  it('a read answers ETag; the record carries its version, one more at each change', async () => {
    const created = (await made.api.post('/api/server/services', { name: 'Empena', price: 2466.26 })).json().data;
    expect(created.version).toBe(1);
    const read = await made.api.get(`/api/server/services/${created.id}`);
    expect(read.headers.etag).toBe('"1"');
    const updated = await put(`/api/server/services/${created.id}`, { name: 'Empena', price: 5000 }, ifMatch(1));
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.version).toBe(2);
    expect((await made.api.get(`/api/server/services/${created.id}`)).headers.etag).toBe('"2"');
  });

  it('tab B (version 1) saves after tab A: 412 with who and when, the current record, and A\'s price kept', async () => {
    const { id } = (await made.api.post('/api/server/services', { name: 'Painel rodoviário', description: 'Antiga', price: 2466.26 })).json().data;
    expect((await put(`/api/server/services/${id}`, { name: 'Painel rodoviário', description: 'Antiga', price: 5000 }, ifMatch(1))).statusCode).toBe(200);
    const b = await put(`/api/server/services/${id}`, { name: 'Painel rodoviário', description: 'Nova descrição', price: 2466.26 }, ifMatch(1));
    expect(b.statusCode).toBe(412);
    expect(b.json().message).toMatch(/^Este serviço foi alterado por Administrador em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}, depois que você o abriu\. Nada foi salvo: confira a versão atual\.$/);
    expect(b.json().current).toMatchObject({ id, price: 5000, description: 'Antiga', version: 2 });
    expect(b.json().changedBy).toEqual({ name: 'Administrador', at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) });
    expect((await made.api.get(`/api/server/services/${id}`)).json().data).toMatchObject({ price: 5000, description: 'Antiga', version: 2 });
  });

  it('without If-Match (the spec\'s own client) the save applies as before', async () => {
    const { id } = (await made.api.post('/api/server/services', { name: 'Sem versão', price: 1 })).json().data;
    await put(`/api/server/services/${id}`, { name: 'Sem versão', price: 2 });
    const res = await put(`/api/server/services/${id}`, { name: 'Sem versão', price: 3 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 3, version: 3 });
  });

  it('20 parallel updates with one If-Match: exactly one 200, nineteen 412', async () => {
    const { id } = (await made.api.post('/api/server/services', { name: 'Disputado', price: 1 })).json().data;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => put(`/api/server/services/${id}`, { name: 'Disputado', price: 100 + i }, ifMatch(1))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(412)]);
    expect((await made.api.get(`/api/server/services/${id}`)).json().data.version).toBe(2);
  });

  it('DELETE, a record action (PATCH toggle) and PATCH with a stale If-Match: 412, nothing changed', async () => {
    const job = (await made.api.post('/api/jobs', { name: 'Vaga', description: 'Descrição', html: '<p>x</p>' })).json();
    await made.app.inject({ method: 'PATCH', url: `/api/jobs/${job.id}`, headers: { authorization: made.api.token } });
    const toggle = await made.app.inject({ method: 'PATCH', url: `/api/jobs/${job.id}`, headers: { authorization: made.api.token, ...ifMatch(1) } });
    expect(toggle.statusCode).toBe(412);
    const del = await made.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: { authorization: made.api.token, ...ifMatch(1) } });
    expect(del.statusCode).toBe(412);
    expect((await made.api.get(`/api/jobs/${job.id}`)).json()).toMatchObject({ status: false, version: 2 });
    const category = (await made.api.post('/api/categories', { name: 'Antes' })).json();
    await made.api.patch(`/api/categories/${category.id}`, { name: 'Depois' });
    const patch = await made.app.inject({ method: 'PATCH', url: `/api/categories/${category.id}`, headers: { authorization: made.api.token, ...ifMatch(1) }, payload: { name: 'Perdida' } });
    expect(patch.statusCode).toBe(412);
    expect((await made.api.get(`/api/categories/${category.id}`)).json().name).toBe('Depois');
    expect((await made.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: { authorization: made.api.token, ...ifMatch(2) } })).statusCode).toBe(204);
  });

  it('a save that changes nothing is no new version', async () => {
    const category = (await made.api.post('/api/categories', { name: 'Igual' })).json();
    const same = await made.api.patch(`/api/categories/${category.id}`, { name: 'Igual' });
    expect(same.statusCode).toBe(200);
    expect(same.json().version).toBe(1);
  });
});
