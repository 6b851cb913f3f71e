// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { afterRetention, pdf, png, schemasWithApis, signedInApp, stamped } from './helpers';

// Operations the spec does not show (a banner's, a tenancy's and a post's read and update): the reference
// server has them because its API profiles say `extensions: true`; a profile without the flag mounts none.
const FILE_URL = expect.stringMatching(/^\/uploads\/[\w-]{22}\.(png|pdf)$/);
const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);

const reference = signedInApp();

describe('banners: GET /api/banners/{id} and PUT /api/banners/{id} multipart {title, file?}', () => {
  it('a banner saved without an image gets one later; a PUT without a file keeps it', async () => {
    const created = await reference.api.form('POST', '/api/banners', { title: 'Campanha sem imagem' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await reference.api.get(`/api/banners/${id}`)).json()).toEqual(stamped({ id, title: 'Campanha sem imagem' }));

    const withImage = await reference.api.form('PUT', `/api/banners/${id}`, { title: 'Campanha de verão', file: png() });
    expect(withImage.statusCode).toBe(200);
    expect(withImage.json()).toEqual(stamped({ id, title: 'Campanha de verão', imageUrl: FILE_URL }));
    const imageUrl = withImage.json().imageUrl as string;
    expect((await reference.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);

    const titleOnly = await reference.api.form('PUT', `/api/banners/${id}`, { title: 'Campanha de inverno' });
    expect(titleOnly.json()).toEqual(stamped({ id, title: 'Campanha de inverno', imageUrl }));
    expect((await reference.api.get(`/api/banners/${id}`)).json()).toEqual(stamped({ id, title: 'Campanha de inverno', imageUrl }));
  });

  it('PUT checks the title like the create does; an unknown id is a Portuguese 404', async () => {
    const { id } = (await reference.api.form('POST', '/api/banners', { title: 'Banner válido' })).json();
    const short = await reference.api.form('PUT', `/api/banners/${id}`, { title: 'X' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Dados inválidos — Título: deve ter pelo menos 2 caracteres.', errors: [{ field: 'title', message: 'Deve ter pelo menos 2 caracteres.' }] });
    expect((await reference.api.get('/api/banners/nao-existe')).json()).toEqual({ message: 'Banner não encontrado.' });
    const missing = await reference.api.form('PUT', '/api/banners/nao-existe', { title: 'Qualquer' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Banner não encontrado.' });
  });
});

describe('tenancies: GET and PUT /api/server/tenancies/{id} json, end not before start', () => {
  let serviceId: string;
  let userId: string;
  beforeAll(async () => {
    serviceId = (await reference.api.post('/api/server/services', { name: 'Painel rodoviário', price: 1500 })).json().data.id;
    userId = (await reference.api.post('/api/server/users', { name: 'Rita Moraes', email: 'rita@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
  });

  it('a wrong date is corrected in place; {data} envelopes as the rest of the services API', async () => {
    const body = { serviceId, userId, startDate: '2026-12-01', endDate: '2026-12-13' };
    const { id } = (await reference.api.post('/api/server/tenancies', body)).json().data;
    expect((await reference.api.get(`/api/server/tenancies/${id}`)).json()).toEqual({ data: stamped({ id, ...body, status: 'confirmada' }) });

    const fixed = await reference.api.put(`/api/server/tenancies/${id}`, { ...body, endDate: '2026-12-31' });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toEqual({ data: stamped({ id, ...body, endDate: '2026-12-31', status: 'confirmada' }) });
  });

  it('the same cross-field rule as the create: PUT ending before the start → 400 on endDate', async () => {
    const body = { serviceId, userId, startDate: '2026-12-01', endDate: '2026-12-31' };
    const { id } = (await reference.api.post('/api/server/tenancies', body)).json().data;
    const wrong = await reference.api.put(`/api/server/tenancies/${id}`, { ...body, endDate: '2026-11-30' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Dados inválidos — Fim: deve ser uma data igual ou posterior a Início.',
      errors: [{ field: 'endDate', message: 'Deve ser uma data igual ou posterior a Início.' }],
    });
    expect((await reference.api.get(`/api/server/tenancies/${id}`)).json().data).toMatchObject({ endDate: '2026-12-31' });
  });
});

describe('posts: GET and PUT /api/server/posts/{id} multipart {serviceId, file?}; PATCH still toggles the status', () => {
  it('the service is changed without sending the file again; a new file replaces the old one', async () => {
    const first = (await reference.api.post('/api/server/services', { name: 'Outdoor 9x3', price: 1200 })).json().data.id;
    const second = (await reference.api.post('/api/server/services', { name: 'Empena lateral', price: 3000 })).json().data.id;
    const created = (await reference.api.form('POST', '/api/server/posts', { serviceId: first, file: png() })).json().data;
    const { id, fileUrl } = created;
    expect((await reference.api.get(`/api/server/posts/${id}`)).json()).toEqual({ data: stamped({ id, serviceId: first, fileUrl, status: true }) });

    const moved = await reference.api.form('PUT', `/api/server/posts/${id}`, { serviceId: second });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ data: stamped({ id, serviceId: second, fileUrl, status: true }) });

    const replaced = await reference.api.form('PUT', `/api/server/posts/${id}`, { serviceId: second, file: pdf() });
    expect(replaced.json().data).toEqual(stamped({ id, serviceId: second, fileUrl: FILE_URL, status: true }));
    expect(replaced.json().data.fileUrl).not.toBe(fileUrl);
    // The old file is kept for "Desfazer", then removed.
    expect((await reference.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(200);
    await afterRetention(reference.app, 2);
    expect((await reference.app.inject({ method: 'GET', url: fileUrl })).statusCode).toBe(404);

    // The spec's status toggle: PATCH, no body, unchanged beside the new PUT.
    const hidden = await reference.api.patch(`/api/server/posts/${id}`);
    expect(hidden.json()).toEqual({ data: stamped({ id, serviceId: second, fileUrl: replaced.json().data.fileUrl, status: false }) });
  });

  it('PUT refuses a service that does not exist', async () => {
    const serviceId = (await reference.api.post('/api/server/services', { name: 'Painel LED', price: 900 })).json().data.id;
    const { id } = (await reference.api.form('POST', '/api/server/posts', { serviceId, file: png() })).json().data;
    const res = await reference.api.form('PUT', `/api/server/posts/${id}`, { serviceId: 'nao-existe' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Serviço não encontrado.', errors: [{ field: 'serviceId', message: 'Serviço não encontrado.' }] });
  });
});

describe('a profile with `extensions: false` mounts only the operations the spec shows', () => {
  const specOnly = signedInApp({
    schemasDir: schemasWithApis((apis) => {
      apis.profiles.main.extensions = false;
      apis.profiles.services.extensions = false;
    }),
  });

  it('no GET or PUT for a banner, a tenancy or a post: 404 "Rota não encontrada."', async () => {
    const banner = (await specOnly.api.form('POST', '/api/banners', { title: 'Campanha' })).json();
    const serviceId = (await specOnly.api.post('/api/server/services', { name: 'Outdoor 9x3', price: 1200 })).json().data.id;
    const userId = (await specOnly.api.post('/api/server/users', { name: 'Rita Moraes', email: 'rita@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    const tenancy = (await specOnly.api.post('/api/server/tenancies', { serviceId, userId, startDate: '2026-12-01', endDate: '2026-12-31' })).json().data;
    const post = (await specOnly.api.form('POST', '/api/server/posts', { serviceId, file: png() })).json().data;
    for (const res of [
      await specOnly.api.get(`/api/banners/${banner.id}`),
      await specOnly.api.form('PUT', `/api/banners/${banner.id}`, { title: 'Outro' }),
      await specOnly.api.get(`/api/server/tenancies/${tenancy.id}`),
      await specOnly.api.put(`/api/server/tenancies/${tenancy.id}`, { serviceId, userId, startDate: '2026-12-01', endDate: '2026-12-30' }),
      await specOnly.api.get(`/api/server/posts/${post.id}`),
      await specOnly.api.form('PUT', `/api/server/posts/${post.id}`, { serviceId }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
    }
  });

  it('no bulk request and no CSV export either (the spec shows neither)', async () => {
    for (const res of [
      await specOnly.api.post('/api/banners/bulk', { action: 'delete', ids: ['x'] }),
      await specOnly.api.get('/api/banners/export'),
      await specOnly.api.post('/api/server/users/bulk', { action: 'delete', ids: ['x'] }),
      await specOnly.api.get('/api/server/tenancies/export'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
    }
  });

  it("the spec's own calls answer as before: the post status toggle, a user's read and update", async () => {
    const serviceId = (await specOnly.api.post('/api/server/services', { name: 'Empena', price: 800 })).json().data.id;
    const post = (await specOnly.api.form('POST', '/api/server/posts', { serviceId, file: png() })).json().data;
    expect((await specOnly.api.patch(`/api/server/posts/${post.id}`)).json().data).toMatchObject({ id: post.id, status: false });
    const user = (await specOnly.api.post('/api/server/users', { name: 'Caio Prado', email: 'caio@exemplo.com.br', password: 'senha-forte-1' })).json().data;
    expect((await specOnly.api.get(`/api/server/users/${user.id}`)).json().data).toMatchObject({ id: uuid, name: 'Caio Prado' });
    expect((await specOnly.api.put(`/api/server/users/${user.id}`, { name: 'Caio P. Prado', email: 'caio@exemplo.com.br' })).statusCode).toBe(200);
  });
});
