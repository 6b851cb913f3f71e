// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, png, signedInApp, signIn, stamped } from './helpers';

const made = signedInApp();

const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe('services: every answer is {data: …}', () => {
  it('POST → 201 {data: record}; GET list {data: {items, total, page, limit}}; GET one; PUT without id; DELETE {data: {id}}', async () => {
    const created = await made.api.post('/api/server/services', { name: 'Front-light mensal', description: 'Painel iluminado por 30 dias.', price: 3500 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: stamped({ id: uuid, name: 'Front-light mensal', description: 'Painel iluminado por 30 dias.', price: 3500 }) });
    const { id } = created.json().data;

    const list = await made.api.get('/api/server/services?limit=10&page=1&q=front');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      data: { items: [stamped({ id, name: 'Front-light mensal', description: 'Painel iluminado por 30 dias.', price: 3500 })], total: 1, page: 1, limit: 10 },
    });

    expect((await made.api.get(`/api/server/services/${id}`)).json()).toEqual({ data: stamped({ id, name: 'Front-light mensal', description: 'Painel iluminado por 30 dias.', price: 3500 }) });

    const updated = await made.api.put(`/api/server/services/${id}`, { name: 'Front-light mensal', price: 3890.5 });
    expect(updated.statusCode).toBe(200);
    // PUT keeps an optional field the body leaves out.
    expect(updated.json()).toEqual({ data: stamped({ id, name: 'Front-light mensal', description: 'Painel iluminado por 30 dias.', price: 3890.5 }) });

    const cleared = await made.api.put(`/api/server/services/${id}`, { name: 'Front-light mensal', price: 3890.5, description: null });
    expect(cleared.json()).toEqual({ data: stamped({ id, name: 'Front-light mensal', price: 3890.5 }) });

    const deleted = await made.api.delete(`/api/server/services/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { id } });
    const gone = await made.api.get(`/api/server/services/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Serviço não encontrado.' });
  });

  it('PUT refuses an id in the body, and a price that is not a number or is negative', async () => {
    const { id } = (await made.api.post('/api/server/services', { name: 'Empena', price: 100 })).json().data;
    const withId = await made.api.put(`/api/server/services/${id}`, { id, name: 'Empena', price: 100 });
    expect(withId.statusCode).toBe(400);
    expect(withId.json().errors).toEqual([{ field: 'id', message: 'Campo não permitido.' }]);
    const text = await made.api.put(`/api/server/services/${id}`, { name: 'Empena', price: 'cem' });
    expect(text.json()).toEqual({ message: 'Dados inválidos — Preço (R$): deve ser um número.', errors: [{ field: 'price', message: 'Deve ser um número.' }] });
    const negative = await made.api.post('/api/server/services', { name: 'Empena', price: -1 });
    expect(negative.json().errors).toEqual([{ field: 'price', message: 'Deve ser maior ou igual a 0.' }]);
  });
});

describe('users', () => {
  it('POST {name, email, password} → 201 without the password; GET list and one; PUT name and e-mail', async () => {
    const created = await made.api.post('/api/server/users', { name: 'Mariana Costa', email: 'mariana@exemplo.com.br', password: 'senha-forte-1' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: stamped({ id: uuid, name: 'Mariana Costa', email: 'mariana@exemplo.com.br', role: 'sem-acesso' }) });
    const { id } = created.json().data;

    const list = (await made.api.get('/api/server/users?limit=10&page=1&q=mariana')).json();
    expect(list).toEqual({ data: { items: [stamped({ id, name: 'Mariana Costa', email: 'mariana@exemplo.com.br', role: 'sem-acesso' })], total: 1, page: 1, limit: 10 } });

    const updated = await made.api.put(`/api/server/users/${id}`, { name: 'Mariana Costa Lima', email: 'mariana.lima@exemplo.com.br' });
    expect(updated.json()).toEqual({ data: stamped({ id, name: 'Mariana Costa Lima', email: 'mariana.lima@exemplo.com.br', role: 'sem-acesso' }) });
  });

  it('e-mails are unique, whatever their case → 409', async () => {
    await made.api.post('/api/server/users', { name: 'João Pereira', email: 'joao@exemplo.com.br', password: 'senha-forte-1' });
    const dup = await made.api.post('/api/server/users', { name: 'Outro João', email: 'JOAO@exemplo.com.br', password: 'senha-forte-2' });
    expect(dup.statusCode).toBe(409);
    // The field is named too, so the form marks "E-mail" (not only a toast).
    expect(dup.json()).toEqual({ message: 'Já existe um usuário com este e-mail.', errors: [{ field: 'email', message: 'Já existe um usuário com este e-mail.' }] });
    const other = (await made.api.post('/api/server/users', { name: 'Ana Souza', email: 'ana@exemplo.com.br', password: 'senha-forte-3' })).json().data;
    const taken = await made.api.put(`/api/server/users/${other.id}`, { name: 'Ana Souza', email: 'joao@exemplo.com.br' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'email', message: 'Já existe um usuário com este e-mail.' }]);
    // Keeping one's own e-mail is fine.
    expect((await made.api.put(`/api/server/users/${other.id}`, { name: 'Ana B. Souza', email: 'ana@exemplo.com.br' })).statusCode).toBe(200);
  });

  it('an ordinary update cannot change the password; a short password or a bad e-mail is refused', async () => {
    const { id } = (await made.api.post('/api/server/users', { name: 'Pedro Alves', email: 'pedro@exemplo.com.br', password: 'senha-forte-1' })).json().data;
    const smuggled = await made.api.put(`/api/server/users/${id}`, { name: 'Pedro Alves', email: 'pedro@exemplo.com.br', password: 'outra-senha-1' });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json().errors).toEqual([{ field: 'password', message: 'Campo não permitido.' }]);
    const short = await made.api.post('/api/server/users', { name: 'Rita', email: 'rita@exemplo.com.br', password: '1234' });
    expect(short.json().errors).toEqual([{ field: 'password', message: 'Deve ter pelo menos 8 caracteres.' }]);
    const email = await made.api.post('/api/server/users', { name: 'Rita', email: 'rita(at)exemplo', password: 'senha-forte-1' });
    expect(email.json().errors).toEqual([{ field: 'email', message: 'Informe um e-mail válido.' }]);
  });

  it('PATCH /users/change-password/{id} with {id, password} changes the password', async () => {
    const { id } = (await made.api.post('/api/server/users', { name: 'Lucas Rocha', email: 'lucas@exemplo.com.br', password: 'senha-antiga-1' })).json().data;
    // Created without a role he could not sign in at all (roles.json: newUsers).
    expect((await made.api.patch(`/api/server/users/role/${id}`, { role: 'editor' })).statusCode).toBe(200);
    const changed = await made.api.patch(`/api/server/users/change-password/${id}`, { id, password: 'senha-nova-123' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ data: stamped({ id, name: 'Lucas Rocha', email: 'lucas@exemplo.com.br', role: 'editor' }) });
    await expect(signIn(made.app, 'lucas@exemplo.com.br', 'senha-antiga-1')).rejects.toThrow(/401/);
    expect(await signIn(made.app, 'lucas@exemplo.com.br', 'senha-nova-123')).toBeTruthy();
  });

  it('change-password: the body id must match the path, the id and the password are required', async () => {
    const { id } = (await made.api.post('/api/server/users', { name: 'Beatriz', email: 'bia@exemplo.com.br', password: 'senha-antiga-1' })).json().data;
    const other = await made.api.patch(`/api/server/users/change-password/${id}`, { id: 'outro', password: 'senha-nova-123' });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([{ field: 'id', message: 'Não corresponde ao registro da URL.' }]);
    const noId = await made.api.patch(`/api/server/users/change-password/${id}`, { password: 'senha-nova-123' });
    expect(noId.json().errors).toEqual([{ field: 'id', message: 'Campo obrigatório.' }]);
    const short = await made.api.patch(`/api/server/users/change-password/${id}`, { id, password: 'curta' });
    expect(short.json().errors).toEqual([{ field: 'password', message: 'Deve ter pelo menos 8 caracteres.' }]);
    const extra = await made.api.patch(`/api/server/users/change-password/${id}`, { id, password: 'senha-nova-123', name: 'Outro nome' });
    expect(extra.json().errors).toEqual([{ field: 'name', message: 'Campo não permitido.' }]);
    const unknown = await made.api.patch('/api/server/users/change-password/nao-existe', { id: 'nao-existe', password: 'senha-nova-123' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Usuário não encontrado.' });
  });

  it('PATCH /users/avatar/{id} with a multipart "file" sets avatarUrl', async () => {
    const { id } = (await made.api.post('/api/server/users', { name: 'Carlos', email: 'carlos@exemplo.com.br', password: 'senha-forte-1' })).json().data;
    const res = await made.api.form('PATCH', `/api/server/users/avatar/${id}`, { file: png('eu.png') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: stamped({ id, name: 'Carlos', email: 'carlos@exemplo.com.br', role: 'sem-acesso', avatarUrl: expect.stringMatching(/^\/uploads\/[\w-]{22}\.png$/) }) });
    const missing = await made.api.form('PATCH', `/api/server/users/avatar/${id}`, { other: 'x' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'other', message: 'Campo não permitido.' },
      { field: 'file', message: 'Envie um arquivo.' },
    ]);
  });

  it('cannot delete the signed-in account; deletes another one', async () => {
    const me = (await made.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: made.api.token } })).json().data;
    const self = await made.api.delete(`/api/server/users/${me.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: 'Você não pode excluir a sua própria conta enquanto está conectado.' });
    const { id } = (await made.api.post('/api/server/users', { name: 'Temporário', email: 'temp@exemplo.com.br', password: 'senha-forte-1' })).json().data;
    expect((await made.api.delete(`/api/server/users/${id}`)).json()).toEqual({ data: { id } });
  });
});

describe('tenancies: references, search through the referenced names', () => {
  let led: string;
  let lona: string;
  let mariana: string;
  let joao: string;

  beforeAll(async () => {
    led = (await made.api.post('/api/server/services', { name: 'Painel de LED', price: 8900 })).json().data.id;
    lona = (await made.api.post('/api/server/services', { name: 'Produção de lona', price: 650 })).json().data.id;
    mariana = (await made.api.post('/api/server/users', { name: 'Mariana Araújo', email: 'mariana.araujo@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    joao = (await made.api.post('/api/server/users', { name: 'João Conceição', email: 'joao.c@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
  });

  it('POST → 201 {data}; list {data: {items…}}; DELETE {data: {id}}', async () => {
    const body = { serviceId: led, userId: mariana, startDate: '2026-12-01', endDate: '2026-12-31' };
    const created = await made.api.post('/api/server/tenancies', body);
    expect(created.statusCode).toBe(201);
    // The spec's body, answered as before plus the status a rental without one has (docs/decisions.md).
    expect(created.json()).toEqual({ data: stamped({ id: uuid, ...body, status: 'confirmada' }) });
    const { id } = created.json().data;
    // The spec's PUT body keeps the status it does not name.
    const put = await made.api.put(`/api/server/tenancies/${id}`, body);
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ ...body, status: 'confirmada' });
    await made.api.post('/api/server/tenancies', { serviceId: lona, userId: joao, startDate: '2027-01-10', endDate: '2027-01-20' });

    expect((await made.api.get('/api/server/tenancies?q=&page=1&limit=10')).json()).toMatchObject({ data: { total: 2, page: 1, limit: 10 } });
    // By the service's name, by the user's name, accents ignored.
    expect((await made.api.get('/api/server/tenancies?q=led')).json()).toEqual({ data: { items: [stamped({ id, ...body, status: 'confirmada' })], total: 1, page: 1, limit: 10 } });
    expect((await made.api.get('/api/server/tenancies?q=araujo')).json().data.items).toEqual([stamped({ id, ...body, status: 'confirmada' })]);
    expect((await made.api.get('/api/server/tenancies?q=CONCEICAO')).json().data.items).toMatchObject([{ userId: joao }]);
    expect((await made.api.get('/api/server/tenancies?q=nada')).json().data).toEqual({ items: [], total: 0, page: 1, limit: 10 });

    expect((await made.api.delete(`/api/server/tenancies/${id}`)).json()).toEqual({ data: { id } });
    const again = await made.api.delete(`/api/server/tenancies/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Locação não encontrada.' });
  });

  it('refuses a reference to a record that does not exist, and a date that is not a date', async () => {
    const res = await made.api.post('/api/server/tenancies', { serviceId: 'nao-existe', userId: mariana, startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Serviço não encontrado.', errors: [{ field: 'serviceId', message: 'Serviço não encontrado.' }] });
    const date = await made.api.post('/api/server/tenancies', { serviceId: led, userId: mariana, startDate: '31/12/2026', endDate: '2026-02-30' });
    expect(date.json().errors).toEqual([
      { field: 'startDate', message: 'Informe uma data válida (AAAA-MM-DD).' },
      { field: 'endDate', message: 'Informe uma data válida (AAAA-MM-DD).' },
    ]);
  });

  it('a service or user still referenced cannot be deleted → 409', async () => {
    await made.api.post('/api/server/tenancies', { serviceId: led, userId: mariana, startDate: '2026-12-01', endDate: '2026-12-31' });
    const service = await made.api.delete(`/api/server/services/${led}`);
    expect(service.statusCode).toBe(409);
    expect(service.json()).toEqual({ message: 'Não é possível excluir este serviço: há locações ligadas a ele.' });
    const user = await made.api.delete(`/api/server/users/${mariana}`);
    expect(user.json()).toEqual({ message: 'Não é possível excluir este usuário: há locações ligadas a ele.' });
  });
});

describe('posts: multipart create, status toggle, delete', () => {
  it('POST multipart {serviceId, file} → 201 published; PATCH without body flips the status; DELETE → {data: {id}}', async () => {
    const serviceId = (await made.api.post('/api/server/services', { name: 'Outdoor 9x3', price: 1200 })).json().data.id;
    const created = await made.api.form('POST', '/api/server/posts', { serviceId, file: png() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ data: stamped({ id: uuid, serviceId, fileUrl: expect.stringMatching(/^\/uploads\/[\w-]{22}\.png$/), status: true }) });
    const { id } = created.json().data;

    const hidden = await made.app.inject({ method: 'PATCH', url: `/api/server/posts/${id}`, headers: bearer(made.api.token.slice(7)) });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ data: stamped({ ...created.json().data, status: false }) });

    expect((await made.api.get('/api/server/posts?page=1&limit=10&q=9x3')).json()).toEqual({ data: { items: [hidden.json().data], total: 1, page: 1, limit: 10 } });

    const blocked = await made.api.delete(`/api/server/services/${serviceId}`);
    expect(blocked.json()).toEqual({ message: 'Não é possível excluir este serviço: há posts ligados a ele.' });

    expect((await made.api.delete(`/api/server/posts/${id}`)).json()).toEqual({ data: { id } });
    expect((await made.api.delete(`/api/server/services/${serviceId}`)).statusCode).toBe(200);
  });

  it('needs the file and an existing service; a JSON body is the wrong encoding', async () => {
    const noFile = await made.api.form('POST', '/api/server/posts', { serviceId: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual([{ field: 'file', message: 'Envie um arquivo.' }]);
    const noService = await made.api.form('POST', '/api/server/posts', { serviceId: 'nao-existe', file: png() });
    expect(noService.json()).toMatchObject({ message: 'Serviço não encontrado.' });
    const asJson = await made.api.post('/api/server/posts', { serviceId: 'x' });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json()).toEqual({ message: 'Envie os dados como multipart/form-data.' });
  });
});
