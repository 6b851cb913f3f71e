// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { giveRole, signedInApp } from './helpers';

const made = signedInApp();

describe('blank is not a value: texts are trimmed on both edges', () => {
  it('a category named "    " → 400 "Campo obrigatório." on the name, no blank row', async () => {
    const res = await made.api.post('/api/categories', { name: '    ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'Campo obrigatório.' }]);
    expect((await made.api.get('/api/categories')).json().total).toBe(0);
  });

  it('a service named "\\t  " → 400 too (services API)', async () => {
    const res = await made.api.post('/api/server/services', { name: '\t  ', price: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'Campo obrigatório.' }]);
  });

  it('"  Café  " is stored as "Café"; PATCH to "   " is refused, the name kept', async () => {
    const created = await made.api.post('/api/categories', { name: '  Café  ' });
    expect(created.json().name).toBe('Café');
    const res = await made.api.patch(`/api/categories/${created.json().id}`, { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'Campo obrigatório.' }]);
    expect((await made.api.get(`/api/categories/${created.json().id}`)).json().name).toBe('Café');
  });

  it('multipart values are trimmed too; an optional field of spaces is left empty', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { name: '  Outdoor aparado ', location: ' Av. Brasil, 1 ', latitude: '-23', longitude: '-46', photoUrl360: '   ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Outdoor aparado', location: 'Av. Brasil, 1' });
    expect(res.json()).not.toHaveProperty('photoUrl360');
  });

  it('HTML and secrets keep their spaces (declared verbatim / secret)', async () => {
    const job = await made.api.post('/api/jobs', { name: 'Vaga', description: 'Descrição', html: '  <p>x</p>\n' });
    expect(job.json().html).toBe('  <p>x</p>\n');
    const user = await made.api.post('/api/server/users', { name: 'Ana', email: 'ana@exemplo.com.br', password: '  senha com espaços  ' });
    expect(user.statusCode).toBe(201);
    await giveRole(made.api, user.json().data.id);
    const ok = await made.app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'ana@exemplo.com.br', password: '  senha com espaços  ' } });
    expect(ok.statusCode).toBe(200);
  });
});
