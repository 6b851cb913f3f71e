// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { validateDescriptor } from '../../src/engine/descriptor';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { buildApp } from '../../src/server/app';
import { suppliersDescriptor } from '../utils/exampleDescriptor';
import { client, freshDb, makeApp, signIn, stamped, tempDir, TEST_SECRET } from './helpers';

/** buildApp must refuse these descriptors at start, with the given reason. */
async function refused(descriptors: ResourceDescriptor[], reason: string | RegExp) {
  const db = await freshDb();
  await expect(buildApp({ db, dataDir: tempDir(), secret: TEST_SECRET, descriptors })).rejects.toThrow(reason);
  await db.close();
}

// docs/extending.md's example (plus an integer field): a new entity is one descriptor, no server code.
const example = structuredClone(suppliersDescriptor);
Object.assign(example.schema.properties, { rating: { title: 'Nota', type: 'integer', minimum: 1, maximum: 5 } });
const suppliers = validateDescriptor(example, 'suppliers.json');

describe('everything comes from the descriptors', () => {
  it('a new descriptor gets its table, routes, validation and messages', async () => {
    const app = await makeApp({ descriptors: [...readSchemasDir(), suppliers] });
    const api = client(app, await signIn(app));
    const created = await api.post('/api/suppliers', { name: 'Gráfica São Jorge', phone: '(11) 3333-4444', rating: 5 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(stamped({ id: expect.any(String), name: 'Gráfica São Jorge', phone: '(11) 3333-4444', rating: 5 }));
    expect((await api.get('/api/suppliers?q=grafica')).json()).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect((await api.post('/api/suppliers', { name: 'X', rating: 2.5 })).json().errors).toEqual([
      { field: 'name', message: 'Deve ter pelo menos 2 caracteres.' },
      { field: 'rating', message: 'Deve ser um número inteiro.' },
    ]);
    expect((await api.get('/api/suppliers/nao-existe')).json()).toEqual({ message: 'Fornecedor não encontrado.' });
    await app.close();
  });

  it('two operations on one method and path are refused at start, naming both', async () => {
    const clash = { ...suppliers, operations: { ...suppliers.operations, list: { method: 'GET' as const, path: '/categories' } } };
    await refused([...readSchemasDir(), clash], 'suppliers.list: GET /api/categories já é usado por categories.list');
  });

  it('a main-API path under /server is refused: it would shadow the services API', async () => {
    const shadow = { ...suppliers, operations: { list: { method: 'GET' as const, path: '/server/services' } } };
    await refused([...readSchemasDir(), shadow], /invade a API de serviços/);
  });

  it('the sign-in identity is found by shape (secrets + an e-mail field), whatever its name', async () => {
    const people = readSchemasDir().map((d): ResourceDescriptor => {
      if (d.name === 'users') return { ...d, name: 'people', operations: { ...d.operations, list: { ...d.operations.list!, path: '/people' } } };
      if (!d.references) return d;
      return { ...d, references: Object.fromEntries(Object.entries(d.references).map(([k, r]) => [k, r.resource === 'users' ? { resource: 'people' } : r])) };
    });
    const app = await makeApp({ descriptors: people });
    const token = await signIn(app);
    expect((await app.inject({ method: 'GET', url: '/api/server/people', headers: { authorization: `Bearer ${token}` } })).json().data.total).toBe(1);
    await app.close();

    const none = readSchemasDir().map((d) => (d.name === 'users' ? { ...d, secrets: undefined } : d));
    await refused(none, /nenhum descritor serve de identidade/);
  });
});
