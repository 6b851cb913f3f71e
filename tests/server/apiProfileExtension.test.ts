// @vitest-environment node
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliersDescriptor } from '../utils/exampleDescriptor';
import { client, makeApp, signIn, tempDir } from './helpers';

// Another REST backend is one entry in apis.json and a descriptor naming it: JSON only, no server code.
const partner = {
  transport: 'rest',
  base: '/api/partner',
  env: 'VITE_PARTNER_URL',
  record: 'result',
  list: { items: 'result.rows', total: 'result.count' },
  deleted: { status: 200, id: 'result.deleted' },
};

let app: FastifyInstance;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  const dir = tempDir('painel-schemas-');
  cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
  const apis = JSON.parse(readFileSync(join(dir, 'apis.json'), 'utf8'));
  apis.profiles.partner = partner;
  writeFileSync(join(dir, 'apis.json'), JSON.stringify(apis, null, 2));
  writeFileSync(join(dir, 'suppliers.json'), JSON.stringify({ ...suppliersDescriptor, $schema: './descriptor.schema.json', api: 'partner' }, null, 2));
  app = await makeApp({ schemasDir: dir });
  api = client(app, await signIn(app));
});
afterAll(() => app.close());

describe('a profile added to apis.json serves its resources in its own envelope', () => {
  it('create, list, read, update and delete answer under result.* at /api/partner/suppliers', async () => {
    const created = await api.post('/api/partner/suppliers', { name: 'Gráfica São Jorge', phone: '(11) 3333-4444' });
    expect(created.statusCode).toBe(201);
    const id = created.json().result.id as string;
    expect(created.json()).toEqual({ result: { id, name: 'Gráfica São Jorge', phone: '(11) 3333-4444' } });

    const list = await api.get('/api/partner/suppliers?q=grafica');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ result: { rows: [{ id, name: 'Gráfica São Jorge', phone: '(11) 3333-4444' }], count: 1 } });

    expect((await api.get(`/api/partner/suppliers/${id}`)).json()).toEqual({ result: { id, name: 'Gráfica São Jorge', phone: '(11) 3333-4444' } });
    expect((await api.patch(`/api/partner/suppliers/${id}`, { phone: '(11) 4444-5555' })).json()).toEqual({
      result: { id, name: 'Gráfica São Jorge', phone: '(11) 4444-5555' },
    });

    const deleted = await api.delete(`/api/partner/suppliers/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ result: { deleted: id } });
    expect((await api.get('/api/partner/suppliers')).json()).toEqual({ result: { rows: [], count: 0 } });
  });

  it('errors keep the common shape; the routes need a session; the other APIs answer as before', async () => {
    expect((await api.get('/api/partner/suppliers/nao-existe')).json()).toEqual({ message: 'Fornecedor não encontrado.' });
    const invalid = await api.post('/api/partner/suppliers', { name: 'X' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Dados inválidos — Nome: deve ter pelo menos 2 caracteres.', errors: [{ field: 'name', message: 'Deve ter pelo menos 2 caracteres.' }] });
    expect((await app.inject({ method: 'GET', url: '/api/partner/suppliers' })).statusCode).toBe(401);
    expect((await api.get('/api/categories')).json()).toEqual({ data: [], total: 0, page: 1, limit: 10 });
    expect((await api.get('/api/server/services')).json()).toEqual({ data: { items: [], total: 0, page: 1, limit: 10 } });
  });

  it('a preflight to the new base is answered (its mount is under /api)', async () => {
    const pre = await app.inject({ method: 'OPTIONS', url: '/api/partner/suppliers', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
  });
});

describe("the table API's key is the profile's: its serverEnv variable, else its default", () => {
  const withKey = () => {
    const dir = tempDir('painel-schemas-');
    cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
    const apis = JSON.parse(readFileSync(join(dir, 'apis.json'), 'utf8'));
    apis.profiles.table.apiKey = { env: 'VITE_OUTRA_CHAVE', serverEnv: 'PAINEL_TESTE_CHAVE_TABELA', default: 'chave-padrao-do-perfil' };
    writeFileSync(join(dir, 'apis.json'), JSON.stringify(apis));
    return dir;
  };
  const read = async (other: FastifyInstance, apikey: string) =>
    other.inject({ method: 'GET', url: '/rest/v1/config?select=id', headers: { apikey, authorization: `Bearer ${await signIn(other)}` } });

  it('unset: the default is accepted and the old key refused, the hint naming the variable', async () => {
    delete process.env.PAINEL_TESTE_CHAVE_TABELA;
    const other = await makeApp({ schemasDir: withKey() });
    try {
      expect((await read(other, 'chave-padrao-do-perfil')).json()).toEqual([{ id: '1' }]);
      const refused = await read(other, 'painel-anon-key');
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Chave de API inválida.', hint: 'Confira a chave anon (PAINEL_TESTE_CHAVE_TABELA).' });
    } finally {
      await other.close();
    }
  });

  it('set: the variable is the key', async () => {
    process.env.PAINEL_TESTE_CHAVE_TABELA = 'chave-do-ambiente';
    try {
      const other = await makeApp({ schemasDir: withKey() });
      try {
        expect((await read(other, 'chave-do-ambiente')).statusCode).toBe(200);
        expect((await read(other, 'chave-padrao-do-perfil')).statusCode).toBe(401);
      } finally {
        await other.close();
      }
    } finally {
      delete process.env.PAINEL_TESTE_CHAVE_TABELA;
    }
  });
});
