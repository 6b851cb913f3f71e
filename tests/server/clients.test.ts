// @vitest-environment node
// Clientes (schemas/clients.json): tenants as records of their own, served under Painel's base (/api/painel/clients),
// never people who sign in. CPF ou CNPJ and Telefone are field kinds; a CPF ou CNPJ is unique when present.
import { describe, expect, it } from 'vitest';
import { signedInApp, stamped, type FilePart } from './helpers';

const made = signedInApp();
const csv = (text: string): FilePart => ({ filename: 'clientes.csv', type: 'text/csv', data: Buffer.from(`\uFEFF${text}`, 'utf8') });

describe('Clientes through the real server', () => {
  it('creates with a valid CPF, reads, updates, lists and deletes at /api/painel/clients', async () => {
    const body = { name: 'Padaria Bom Pão', document: '52998224725', contact: 'Seu Manuel', phone: '11987654321', email: 'contato@bompao.com.br' };
    const created = await made.api.post('/api/painel/clients', body);
    expect(created.statusCode).toBe(201);
    const stored = { name: 'Padaria Bom Pão', document: '529.982.247-25', contact: 'Seu Manuel', phone: '(11) 98765-4321', email: 'contato@bompao.com.br' };
    expect(created.json()).toEqual(stamped({ id: expect.any(String), ...stored }));
    const { id } = created.json();

    expect((await made.api.get(`/api/painel/clients/${id}`)).json()).toMatchObject(stored);
    const edited = await made.api.put(`/api/painel/clients/${id}`, { ...stored, contact: 'Dona Maria' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ contact: 'Dona Maria' });

    expect((await made.api.get('/api/painel/clients?q=bom%20pao')).json()).toMatchObject({ data: [{ id, name: 'Padaria Bom Pão' }], total: 1 });
    expect((await made.api.get('/api/painel/clients?q=52998224725')).json()).toMatchObject({ total: 1 });
    expect((await made.api.get('/api/painel/clients?q=bompao.com')).json()).toMatchObject({ total: 1 });

    const deleted = await made.api.delete(`/api/painel/clients/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await made.api.get(`/api/painel/clients/${id}`)).json()).toEqual({ message: 'Cliente não encontrado.' });
  });

  it('takes the alphanumeric CNPJ 12.ABC.345/01DE-35, and has no password to give', async () => {
    const res = await made.api.post('/api/painel/clients', { name: 'Gráfica Alfanumérica Ltda', document: '12abc34501de35' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(stamped({ id: expect.any(String), name: 'Gráfica Alfanumérica Ltda', document: '12.ABC.345/01DE-35' }));
    // Never someone who signs in: a password is no field of a client.
    const withPassword = await made.api.post('/api/painel/clients', { name: 'Quer Entrar', email: 'quer@exemplo.com.br', password: 'senha-forte-123' });
    expect(withPassword.statusCode).toBe(400);
    expect(withPassword.json()).toEqual({ message: 'Dados inválidos — "password": campo não permitido.', errors: [{ field: 'password', message: 'Campo não permitido.' }] });
  });

  it.each([
    [{ document: '529.982.247-26' }, 'document', 'CPF inválido: confira os dígitos.', 'Dados inválidos — CPF ou CNPJ: CPF inválido: confira os dígitos.'],
    [{ document: '12.ABC.345/01DE-34' }, 'document', 'CNPJ inválido: confira os dígitos.', 'Dados inválidos — CPF ou CNPJ: CNPJ inválido: confira os dígitos.'],
    [{ document: '1234567' }, 'document', 'CPF ou CNPJ inválido: confira os dígitos.', 'Dados inválidos — CPF ou CNPJ: CPF ou CNPJ inválido: confira os dígitos.'],
    [{ phone: '0800 123 4567' }, 'phone', 'Telefone inválido: informe o DDD e o número.', 'Dados inválidos — Telefone: telefone inválido: informe o DDD e o número.'],
  ])('refuses %j with a Portuguese 400 naming the field, writing nothing', async (bad, field, fieldMessage, message) => {
    const res = await made.api.post('/api/painel/clients', { name: 'Cliente Recusado', ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ field, message: fieldMessage }] });
    expect((await made.api.get('/api/painel/clients?q=recusado')).json().total).toBe(0);
  });

  it('refuses a name missing and a CPF ou CNPJ another client has (409), but lets many clients have none', async () => {
    const missing = await made.api.post('/api/painel/clients', { document: '111.444.777-35' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'name', message: 'Campo obrigatório.' }]);
    expect((await made.api.post('/api/painel/clients', { name: 'Primeira Dona', document: '111.444.777-35' })).statusCode).toBe(201);
    const taken = await made.api.post('/api/painel/clients', { name: 'Segunda Dona', document: '11144477735' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Já existe um cliente com este CPF ou CNPJ.', errors: [{ field: 'document', message: 'Já existe um cliente com este CPF ou CNPJ.' }] });
    expect((await made.api.post('/api/painel/clients', { name: 'Sem Documento Um' })).statusCode).toBe(201);
    expect((await made.api.post('/api/painel/clients', { name: 'Sem Documento Dois' })).statusCode).toBe(201);
  });

  it('exports CSV, deletes in bulk and imports a spreadsheet', async () => {
    const imported = await made.api.form('POST', '/api/painel/import/clients', {
      file: csv('Nome ou razão social;CPF ou CNPJ;Telefone;E-mail\r\nOficina Importada;11.222.333/0001-81;(21) 3456-7890;oficina@exemplo.com.br\r\n'),
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json()).toMatchObject({ create: 1, problems: [] });
    const exported = await made.api.get('/api/painel/clients/export?q=oficina&columns=name,document,phone');
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('Oficina Importada;11.222.333/0001-81;(21) 3456-7890');
    const [row] = (await made.api.get('/api/painel/clients?q=oficina')).json().data;
    const bulk = await made.api.post('/api/painel/clients/bulk', { action: 'delete', ids: [row.id] });
    expect(bulk.statusCode).toBe(200);
    expect((await made.api.get('/api/painel/clients?q=oficina')).json().total).toBe(0);
  });
});
