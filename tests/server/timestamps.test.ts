// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ISO_INSTANT, signedInApp } from './helpers';

const made = signedInApp();

describe('createdAt and updatedAt: set by the server, read-only', () => {
  it('a new record has both, equal, between the request and the answer', async () => {
    const before = Date.now();
    const created = (await made.api.post('/api/categories', { name: 'Carimbada' })).json();
    const after = Date.now();
    expect(created).toEqual({ id: expect.any(String), name: 'Carimbada', createdAt: ISO_INSTANT, updatedAt: ISO_INSTANT, version: 1 });
    expect(created.updatedAt).toBe(created.createdAt);
    // The database's clock and this process's agree on this machine to well within a second.
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created.createdAt)).toBeLessThanOrEqual(after + 1000);
  });

  it('an update moves updatedAt, never createdAt (PATCH, PUT, the toggle, a record action)', async () => {
    const category = (await made.api.post('/api/categories', { name: 'Antes' })).json();
    const patched = (await made.api.patch(`/api/categories/${category.id}`, { name: 'Depois' })).json();
    expect(patched.createdAt).toBe(category.createdAt);
    expect(patched.updatedAt > category.updatedAt).toBe(true);

    const service = (await made.api.post('/api/server/services', { name: 'Carimbo', price: 1 })).json().data;
    const put = (await made.api.put(`/api/server/services/${service.id}`, { name: 'Carimbo', price: 2 })).json().data;
    expect(put.createdAt).toBe(service.createdAt);
    expect(put.updatedAt > service.updatedAt).toBe(true);

    const job = (await made.api.post('/api/jobs', { name: 'Carimbo', description: 'Vaga', html: '<p>x</p>' })).json();
    const toggled = (await made.api.patch(`/api/jobs/${job.id}`)).json();
    expect(toggled.createdAt).toBe(job.createdAt);
    expect(toggled.updatedAt > job.updatedAt).toBe(true);

    const user = (await made.api.post('/api/server/users', { name: 'Carimbo', email: 'carimbo@exemplo.com.br', password: 'senha-forte-1' })).json().data;
    const changed = (await made.api.patch(`/api/server/users/change-password/${user.id}`, { id: user.id, password: 'senha-nova-123' })).json().data;
    expect(changed.createdAt).toBe(user.createdAt);
    expect(changed.updatedAt > user.updatedAt).toBe(true);
  });

  it('a client cannot write them: a body carrying them is refused and changes nothing', async () => {
    const category = (await made.api.post('/api/categories', { name: 'Fixa' })).json();
    const res = await made.api.patch(`/api/categories/${category.id}`, { name: 'Fixa', createdAt: '2000-01-01T00:00:00.000Z' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'createdAt', message: 'Campo não permitido.' }]);
    expect((await made.api.get(`/api/categories/${category.id}`)).json()).toEqual(category);
  });

  it('lists, the session and sign-in carry them; the table API answers as PostgREST (no extra columns)', async () => {
    const listed = (await made.api.get('/api/server/services?limit=1')).json().data.items[0];
    expect(listed).toMatchObject({ createdAt: ISO_INSTANT, updatedAt: ISO_INSTANT });
    expect((await made.api.get('/api/session')).json().data).toMatchObject({ createdAt: ISO_INSTANT, updatedAt: ISO_INSTANT });
    const config = await made.app.inject({
      method: 'GET',
      url: '/rest/v1/config?select=*&id=eq.1',
      headers: { authorization: made.api.token, apikey: 'painel-anon-key' },
    });
    expect(config.json()).toEqual([{ id: '1', instagram_token: null }]);
  });
});
