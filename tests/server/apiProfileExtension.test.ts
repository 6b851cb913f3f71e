// @vitest-environment node
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppliersDescriptor } from '../utils/exampleDescriptor';
import type { ApiProfile } from '../../src/engine/contract';
import { client, makeApp, schemasWithApis, signedInApp, signIn } from './helpers';

// Another REST backend is one entry in apis.json and a descriptor naming it: JSON only, no server code.
const partner = {
  transport: 'rest',
  base: '/api/partner',
  env: 'VITE_PARTNER_URL',
  record: 'result',
  list: { items: 'result.rows', total: 'result.count' },
  deleted: { status: 200, id: 'result.deleted' },
} satisfies ApiProfile;

const made = signedInApp({ schemasDir: partnerSchemas() });

/** schemas/ with the partner profile, and suppliers kept there. */
function partnerSchemas(): string {
  const dir = schemasWithApis((apis) => void (apis.profiles.partner = partner));
  writeFileSync(join(dir, 'suppliers.json'), JSON.stringify({ ...suppliersDescriptor, $schema: './descriptor.schema.json', api: 'partner' }, null, 2));
  return dir;
}

describe('a profile added to apis.json serves its resources in its own envelope', () => {
  it('create, list, read, update and delete answer under result.* at /api/partner/suppliers', async () => {
    const created = await made.api.post('/api/partner/suppliers', { name: 'Gráfica São Jorge', phone: '(11) 3333-4444' });
    expect(created.statusCode).toBe(201);
    const id = created.json().result.id as string;
    expect(created.json()).toEqual({ result: { id, name: 'Gráfica São Jorge', phone: '(11) 3333-4444' } });

    const list = await made.api.get('/api/partner/suppliers?q=grafica');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ result: { rows: [{ id, name: 'Gráfica São Jorge', phone: '(11) 3333-4444' }], count: 1 } });

    expect((await made.api.get(`/api/partner/suppliers/${id}`)).json()).toEqual({ result: { id, name: 'Gráfica São Jorge', phone: '(11) 3333-4444' } });
    expect((await made.api.patch(`/api/partner/suppliers/${id}`, { phone: '(11) 4444-5555' })).json()).toEqual({
      result: { id, name: 'Gráfica São Jorge', phone: '(11) 4444-5555' },
    });

    const deleted = await made.api.delete(`/api/partner/suppliers/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ result: { deleted: id } });
    expect((await made.api.get('/api/partner/suppliers')).json()).toEqual({ result: { rows: [], count: 0 } });
  });

  it('errors keep the common shape; the routes need a session; the other APIs answer as before', async () => {
    expect((await made.api.get('/api/partner/suppliers/nao-existe')).json()).toEqual({ message: 'Fornecedor não encontrado.' });
    const invalid = await made.api.post('/api/partner/suppliers', { name: 'X' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'Dados inválidos — Nome: deve ter pelo menos 2 caracteres.', errors: [{ field: 'name', message: 'Deve ter pelo menos 2 caracteres.' }] });
    expect((await made.app.inject({ method: 'GET', url: '/api/partner/suppliers' })).statusCode).toBe(401);
    expect((await made.api.get('/api/categories')).json()).toEqual({ data: [], total: 0, page: 1, limit: 10 });
    expect((await made.api.get('/api/server/services')).json()).toEqual({ data: { items: [], total: 0, page: 1, limit: 10 } });
  });

  it('a preflight to the new base is answered (its mount is under /api)', async () => {
    const pre = await made.app.inject({ method: 'OPTIONS', url: '/api/partner/suppliers', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
  });
});

describe("the table API's key is the profile's: its serverEnv variable, else its default", () => {
  const withKey = () =>
    schemasWithApis((apis) => {
      apis.profiles.table.apiKey = { env: 'VITE_OUTRA_CHAVE', serverEnv: 'PAINEL_TESTE_CHAVE_TABELA', default: 'chave-padrao-do-perfil' };
    });
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

describe('the new descriptor gets sort, filters, bulk and export from JSON alone', () => {
  // docs/extending.md's example ("Adding an entity") with two more fields, its list declaring sort and filters, and two more operations;
  // the partner profile saying where its records carry their times and where a list says its total is capped.
  const descriptor = {
    ...suppliersDescriptor,
    $schema: './descriptor.schema.json',
    api: 'partner',
    schema: {
      ...suppliersDescriptor.schema,
      properties: {
        ...suppliersDescriptor.schema.properties,
        rating: { title: 'Nota', type: 'number', minimum: 0, maximum: 5 },
        active: { title: 'Ativo', type: 'boolean', readOnly: true, default: true },
      },
    },
    list: {
      columns: [{ field: 'name' }, { field: 'rating' }, { field: 'active', kind: 'boolean', trueLabel: 'Ativo', falseLabel: 'Inativo' }],
      search: ['name', 'phone'],
      sort: { default: 'name' },
    },
    operations: {
      ...suppliersDescriptor.operations,
      list: { ...suppliersDescriptor.operations.list, query: ['q', 'page', 'limit', 'sort', 'filters'] },
      bulk: { method: 'POST', path: '/suppliers/bulk', body: 'json' },
      export: { method: 'GET', path: '/suppliers/export', query: ['q', 'sort', 'filters'] },
    },
    actions: [
      { name: 'toggle-active', label: 'Ativar/desativar', kind: 'row', operation: { method: 'PATCH', path: '/suppliers/{id}/active', body: 'none' }, effect: { type: 'toggle', field: 'active', on: 'Ativar', off: 'Desativar' } },
    ],
  };
  let other: FastifyInstance;
  let call: ReturnType<typeof client>;

  beforeAll(async () => {
    const dir = schemasWithApis(
      (apis) => void (apis.profiles.partner = { ...partner, list: { ...partner.list, capped: 'result.more' }, timestamps: { created: 'meta.created', updated: 'meta.updated' } }),
    );
    writeFileSync(join(dir, 'suppliers.json'), JSON.stringify(descriptor, null, 2));
    other = await makeApp({ schemasDir: dir, listLimits: { countCap: 2 } });
    call = client(other, await signIn(other));
    for (const [name, rating] of [['Gráfica São Jorge', 4.5], ['Agência Norte', 3], ['Papelaria Sul', 5]] as const) {
      expect((await call.post('/api/partner/suppliers', { name, phone: '(11) 3333-4444', rating })).statusCode).toBe(201);
    }
  });
  afterAll(() => other.close());

  const rows = async (url: string) => (await call.get(url)).json().result.rows.map((r: { name: string }) => r.name);

  it('records carry their times where the profile says; the list sorts by its declared default and by the URL', async () => {
    const [first] = (await call.get('/api/partner/suppliers?limit=1')).json().result.rows;
    expect(first).toEqual({ id: expect.any(String), name: 'Agência Norte', phone: '(11) 3333-4444', rating: 3, active: true, meta: { created: expect.any(String), updated: expect.any(String) } });
    expect(await rows('/api/partner/suppliers')).toEqual(['Agência Norte', 'Gráfica São Jorge', 'Papelaria Sul']);
    expect(await rows('/api/partner/suppliers?sort=-rating')).toEqual(['Papelaria Sul', 'Gráfica São Jorge', 'Agência Norte']);
    expect((await call.get('/api/partner/suppliers?limit=1')).json().result).toMatchObject({ count: 2, more: true });
  });

  it('filters derived from the fields (a number range, a yes/no), bulk toggle and delete, CSV export', async () => {
    expect(await rows('/api/partner/suppliers?rating.gte=4')).toEqual(['Gráfica São Jorge', 'Papelaria Sul']);
    const bulk = await call.post('/api/partner/suppliers/bulk', { action: 'toggle-active', query: { filters: { 'rating.lte': '4.5' } }, expected: 2 });
    expect(bulk.json().result).toMatchObject({ done: 2, failed: 0 });
    expect(await rows('/api/partner/suppliers?active=false')).toEqual(['Agência Norte', 'Gráfica São Jorge']);

    const csv = await call.get('/api/partner/suppliers/export?active=false&sort=-rating');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="fornecedores-\d{4}-\d{2}-\d{2}\.csv"$/);
    // An export that lets the client choose no columns writes every field, id first.
    const lines = csv.body.split('\r\n').map((l) => l.split(';'));
    expect(lines[0].slice(0, 5)).toEqual(['\uFEFFID', 'Nome', 'Telefone', 'Nota', 'Ativo']);
    expect(lines.slice(1, 3).map((cells) => [cells[1], cells[3], cells[4]])).toEqual([['Gráfica São Jorge', '4,5', 'Inativo'], ['Agência Norte', '3', 'Inativo']]);

    const ids = (await call.get('/api/partner/suppliers?active=false')).json().result.rows.map((r: { id: string }) => r.id);
    expect((await call.post('/api/partner/suppliers/bulk', { action: 'delete', ids })).json().result).toMatchObject({ done: 2, failed: 0 });
    expect(await rows('/api/partner/suppliers')).toEqual(['Papelaria Sul']);
  });
});
