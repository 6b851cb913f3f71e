// @vitest-environment node
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { suppliersDescriptor } from '../utils/exampleDescriptor';
import { client, giveRole, signedInApp, signIn, tempDir } from './helpers';

// A maintainer adds a resource (one descriptor) and a role that may work on it (one entry in roles.json), in a
// folder of their own: the server enforces the new role with no code. Expectations are stated here, not read
// from the file.
const made = signedInApp({ schemasDir: schemasWithSupplierRoles() });
let buyer: ReturnType<typeof client>;
let supplierId: string;
let registrar: ReturnType<typeof client>;

/** schemas/ with suppliers and two roles of their own in roles.json: Compras and Cadastro. */
function schemasWithSupplierRoles(): string {
  const dir = tempDir('painel-schemas-');
  cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
  writeFileSync(join(dir, 'suppliers.json'), JSON.stringify(suppliersDescriptor, null, 2));
  const roles = JSON.parse(readFileSync(join(dir, 'roles.json'), 'utf8'));
  roles.roles.push({
    id: 'compras',
    label: 'Compras',
    description: 'Cuida dos fornecedores, sem excluí-los nem ver seus telefones.',
    grants: { suppliers: { can: ['list', 'read', 'create', 'update'], hiddenFields: ['phone'] } },
  });
  roles.roles.push({
    id: 'cadastro',
    label: 'Cadastro',
    description: 'Corrige os nomes dos fornecedores; o telefone, só lê.',
    grants: { suppliers: { can: ['list', 'read', 'create', 'update'], readOnlyFields: ['phone'] } },
  });
  writeFileSync(join(dir, 'roles.json'), JSON.stringify(roles, null, 2));
  return dir;
}

beforeAll(async () => {
  supplierId = (await made.api.post('/api/suppliers', { name: 'Gráfica São Jorge', phone: '(11) 3333-4444' })).json().id;
  const person = await made.api.post('/api/server/users', { name: 'Bruna Compras', email: 'bruna@painel.local', password: 'senha-da-bruna' });
  await giveRole(made.api, person.json().data.id, 'compras');
  buyer = client(made.app, await signIn(made.app, 'bruna@painel.local', 'senha-da-bruna'));
  const clerk = await made.api.post('/api/server/users', { name: 'Caio Cadastro', email: 'caio@painel.local', password: 'senha-do-caio' });
  await giveRole(made.api, clerk.json().data.id, 'cadastro');
  registrar = client(made.app, await signIn(made.app, 'caio@painel.local', 'senha-do-caio'));
});

describe('a new role in a roles file of its own limits a new resource', () => {
  it('"Compras" is a choice of the role field and a role the server accepts', async () => {
    expect((await buyer.get('/api/session')).json().data).toMatchObject({ email: 'bruna@painel.local', role: 'compras' });
  });

  it.each([
    ['GET', '/api/suppliers', undefined, 200],
    ['POST', '/api/suppliers', { name: 'Papelaria Central' }, 201],
    ['PATCH', '/api/suppliers/{id}', { name: 'Gráfica São Jorge Ltda' }, 200],
    ['DELETE', '/api/suppliers/{id}', undefined, 403],
    ['GET', '/api/categories', undefined, 403],
    ['POST', '/api/categories', { name: 'Nova' }, 403],
    ['GET', '/api/server/users', undefined, 403],
  ] as const)('%s %s → %i', async (method, path, body, status) => {
    const url = path.replace('{id}', supplierId);
    const res = method === 'GET' ? await buyer.get(url) : method === 'DELETE' ? await buyer.delete(url) : method === 'POST' ? await buyer.post(url, body) : await buyer.patch(url, body);
    expect(res.statusCode).toBe(status);
  });

  it('a role with no history and no trash anywhere: the activity and the trash are refused, not answered empty', async () => {
    expect((await buyer.get('/api/painel/activity')).json()).toEqual({ message: 'Você não tem permissão para ver a atividade.' });
    expect((await buyer.get('/api/painel/activity')).statusCode).toBe(403);
    expect((await buyer.get('/api/painel/activity/export')).statusCode).toBe(403);
    expect((await buyer.get('/api/painel/trash')).json()).toEqual({ message: 'Você não tem permissão para usar a lixeira.' });
  });

  it('the refusal is worded in Portuguese with the resource', async () => {
    const res = await buyer.delete(`/api/suppliers/${supplierId}`);
    expect(res.json()).toEqual({ message: 'Você não tem permissão para excluir fornecedores.' });
    expect((await made.api.get(`/api/suppliers/${supplierId}`)).statusCode).toBe(200);
  });

  it('the phone it may not read is never sent: not in the record, not in the list, not a sort key', async () => {
    const record = (await buyer.get(`/api/suppliers/${supplierId}`)).json();
    expect(record).toMatchObject({ id: supplierId });
    expect(record).not.toHaveProperty('phone');
    const list = (await buyer.get('/api/suppliers')).json();
    for (const item of list.data) expect(item).not.toHaveProperty('phone');
    expect((await buyer.get('/api/suppliers?sort=phone')).statusCode).toBe(400);
    // The administrator still reads it.
    expect((await made.api.get(`/api/suppliers/${supplierId}`)).json().phone).toBe('(11) 3333-4444');
  });
});

describe('a save refused for a stale version (412) answers the record as the role sees it', () => {
  it('"current" carries no field the role may not read; the administrator\'s carries it', async () => {
    const stale = (who: ReturnType<typeof client>) =>
      made.app.inject({ method: 'PATCH', url: `/api/suppliers/${supplierId}`, headers: { authorization: who.token, 'if-match': '"99"' }, payload: { name: 'Gráfica Desatualizada' } });
    const refused = await stale(buyer);
    expect(refused.statusCode).toBe(412);
    expect(refused.json().current).toMatchObject({ id: supplierId, name: expect.any(String) });
    expect(refused.json().current).not.toHaveProperty('phone');
    expect((await stale(made.api)).json().current.phone).toBe('(11) 3333-4444');
    expect((await made.api.get(`/api/suppliers/${supplierId}`)).json().name).not.toBe('Gráfica Desatualizada');
  });
});

describe('a field the role reads but may not change', () => {
  it('sent changed → 403 naming the field, nothing written; sent as it is → saved', async () => {
    const refused = await registrar.patch(`/api/suppliers/${supplierId}`, { name: 'Gráfica S. Jorge', phone: '(11) 9999-0000' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Você não tem permissão para alterar o campo “Telefone”.' });
    const now = (await made.api.get(`/api/suppliers/${supplierId}`)).json();
    expect(now.phone).toBe('(11) 3333-4444');
    expect(now.name).not.toBe('Gráfica S. Jorge');
    const kept = await registrar.patch(`/api/suppliers/${supplierId}`, { name: 'Gráfica S. Jorge', phone: '(11) 3333-4444' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Gráfica S. Jorge', phone: '(11) 3333-4444' });
  });

  it('on a create: given → 403; left out → 201', async () => {
    const refused = await registrar.post('/api/suppliers', { name: 'Tintas do Norte', phone: '(92) 3333-1111' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Você não tem permissão para alterar o campo “Telefone”.' });
    expect((await made.api.get('/api/suppliers?q=tintas')).json().total).toBe(0);
    expect((await registrar.post('/api/suppliers', { name: 'Tintas do Norte' })).statusCode).toBe(201);
  });
});
