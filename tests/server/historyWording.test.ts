// @vitest-environment node
// Every history entry is worded in one place, whatever road the change took. A resource with one field of every
// kind (a copy of schemas/: no shipped descriptor has them all), plus a field a role may not read, a redacted one
// and a masked one: a create and an edit through REST, each entry stated literally, as the administrator and as a
// role that may not read one field. On both databases (`npm run test:pg` runs it on PostgreSQL).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, giveRole, makeApp, pdf, png, schemasWithApis, signIn, TEST_DATABASE_URL } from './helpers';

/** One field of each kind; `note` is hidden from `leitura`, `cost` redacted, `apiToken` masked. */
const specimens = {
  $schema: './descriptor.schema.json',
  name: 'specimens',
  labels: { singular: 'Amostra', plural: 'Amostras', gender: 'f' },
  group: 'Site',
  order: 92,
  api: 'main',
  titleField: 'name',
  map: { latitude: 'latitude', longitude: 'longitude' },
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      id: { title: 'ID', type: 'string', readOnly: true, maxLength: 100 },
      name: { title: 'Nome', type: 'string', minLength: 2, maxLength: 160 },
      contact: { title: 'Contato', type: 'string', maxLength: 200 },
      price: { title: 'Preço', type: 'number', minimum: 0, maximum: 1000000 },
      count: { title: 'Quantidade', type: 'integer', minimum: 0, maximum: 1000 },
      latitude: { title: 'Latitude', type: 'number', minimum: -90, maximum: 90 },
      longitude: { title: 'Longitude', type: 'number', minimum: -180, maximum: 180 },
      day: { title: 'Dia', type: 'string', format: 'date' },
      at: { title: 'Quando', type: 'string', format: 'date-time' },
      active: { title: 'Ativa', type: 'boolean', default: true },
      categoryId: { title: 'Categoria', type: 'string', maxLength: 100 },
      document: { title: 'Documento' },
      documentUrl: { title: 'Documento', type: 'string', readOnly: true, maxLength: 2000 },
      photo: { title: 'Foto' },
      photoUrl: { title: 'Foto', type: 'string', readOnly: true, maxLength: 2000 },
      site: { title: 'Site', type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2000 },
      body: { title: 'Texto', type: 'string', maxLength: 5000 },
      secret: { title: 'Senha', type: 'string', minLength: 6, maxLength: 100 },
      cpf: { title: 'CPF', type: 'string', maxLength: 20 },
      cnpj: { title: 'CNPJ', type: 'string', maxLength: 20 },
      taxId: { title: 'CPF ou CNPJ', type: 'string', maxLength: 20 },
      phone: { title: 'Telefone', type: 'string', maxLength: 20 },
      note: { title: 'Nota interna', type: 'string', maxLength: 200 },
      cost: { title: 'Custo', type: 'number', minimum: 0, maximum: 1000000 },
      apiToken: { title: 'Token', type: 'string', maxLength: 200 },
    },
  },
  uiSchema: { body: { 'ui:widget': 'html' }, apiToken: { 'ui:widget': 'password' } },
  kinds: { contact: 'email', price: 'money', cpf: 'cpf', cnpj: 'cnpj', taxId: 'cpf-cnpj', phone: 'phone' },
  references: { categoryId: { resource: 'categories' } },
  uploads: { document: { column: 'documentUrl', accept: ['application/pdf'] }, photo: { column: 'photoUrl', accept: ['image/*'] } },
  secrets: ['secret'],
  history: { redact: ['cost'] },
  list: { columns: [{ field: 'name' }], search: ['name'] },
  operations: {
    list: { method: 'GET', path: '/specimens', query: ['q', 'page', 'limit'], messages: { error: 'Erro ao buscar amostras' } },
    create: { method: 'POST', path: '/specimens', body: 'multipart', messages: { success: 'Amostra criada com sucesso!' } },
    read: { method: 'GET', path: '/specimens/{id}' },
    update: { method: 'PATCH', path: '/specimens/{id}', body: 'multipart', messages: { success: 'Amostra atualizada com sucesso!' } },
    delete: { method: 'DELETE', path: '/specimens/{id}', messages: { success: 'Amostra excluída com sucesso!' } },
  },
};

let app: FastifyInstance;
let admin: ReturnType<typeof client>;
let reader: ReturnType<typeof client>;
let categoryId: string;

beforeAll(async () => {
  const dir = schemasWithApis(() => {});
  writeFileSync(join(dir, 'specimens.json'), JSON.stringify(specimens, null, 2));
  const roles = JSON.parse(readFileSync(join(dir, 'roles.json'), 'utf8'));
  roles.roles.find((r: { id: string }) => r.id === 'leitura').grants.specimens = { can: ['list', 'read', 'history'], hiddenFields: ['note'] };
  writeFileSync(join(dir, 'roles.json'), JSON.stringify(roles, null, 2));
  app = await makeApp({ schemasDir: dir });
  admin = client(app, await signIn(app));
  categoryId = (await admin.post('/api/categories', { name: 'Painéis de rodovia' })).json().id;
  const person = (await admin.post('/api/server/users', { name: 'Lia Leitora', email: 'lia@exemplo.com.br', password: 'senha-da-lia-1' })).json().data;
  await giveRole(admin, person.id, 'leitura');
  reader = client(app, await signIn(app, 'lia@exemplo.com.br', 'senha-da-lia-1'));
});
afterAll(() => app?.close());

type Entry = { version: number; operation: string; actor: { name: string }; changes: unknown[]; snapshot: Record<string, unknown> };
const entriesOf = async (who: ReturnType<typeof client>, id: string) => (await who.get(`/api/painel/history/specimens/${id}`)).json().items as Entry[];

describe(`every field kind in the history (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a create and an edit through REST: each entry, field by field, exactly', async () => {
    const created = await admin.form('POST', '/api/specimens', {
      name: 'Amostra completa',
      contact: 'contato@exemplo.com.br',
      price: '2466.26',
      count: '7',
      latitude: '-23.5505',
      longitude: '-46.6333',
      day: '2026-11-25',
      at: '2026-11-25T14:03:00.000Z',
      categoryId: '',
      site: 'https://exemplo.com.br/amostra',
      body: '<p>Olá <strong>mundo</strong></p>',
      secret: 'senha-secreta-1',
      cpf: '529.982.247-25',
      cnpj: '11.222.333/0001-81',
      taxId: '52998224725',
      phone: '(11) 98765-4321',
      note: 'só para a equipe',
      cost: '120.5',
      apiToken: 'IGQWtoken-1',
      document: pdf(),
      photo: png(),
    });
    expect(created.statusCode).toBe(201);
    const { id, documentUrl, photoUrl } = created.json();
    expect(documentUrl).toMatch(/^\/uploads\/[^/]+\.pdf$/);
    expect(photoUrl).toMatch(/^\/uploads\/[^/]+\.png$/);

    const edited = await admin.form('PATCH', `/api/specimens/${id}`, {
      name: 'Amostra editada',
      contact: '',
      price: '5000',
      count: '8',
      latitude: '-22.9068',
      day: '2026-12-01',
      at: '2026-12-01T09:30:00.000Z',
      active: 'false',
      categoryId,
      site: 'https://exemplo.com.br/outra',
      body: '<p>Tchau</p>',
      secret: 'senha-secreta-2',
      cpf: '111.444.777-35',
      taxId: '11.222.333/0001-81',
      phone: '(21) 2345-6789',
      note: 'mudou',
      cost: '130',
      apiToken: 'IGQWtoken-2',
      photo: png('outra.png'),
    });
    expect(edited.statusCode).toBe(200);
    const newPhoto = edited.json().photoUrl;
    expect(newPhoto).toMatch(/^\/uploads\/[^/]+\.png$/);
    expect(newPhoto).not.toBe(photoUrl);

    const [edit, create] = await entriesOf(admin, id);
    expect(create).toMatchObject({ version: 1, operation: 'create', actor: { name: 'Administrador' } });
    expect(create.changes).toEqual([
      { field: 'name', after: 'Amostra completa' },
      { field: 'contact', after: 'contato@exemplo.com.br' },
      { field: 'price', after: 2466.26 },
      { field: 'count', after: 7 },
      { field: 'latitude', after: -23.5505 },
      { field: 'longitude', after: -46.6333 },
      { field: 'day', after: '2026-11-25' },
      { field: 'at', after: '2026-11-25T14:03:00.000Z' },
      { field: 'active', after: true },
      { field: 'documentUrl', after: documentUrl },
      { field: 'photoUrl', after: photoUrl },
      { field: 'site', after: 'https://exemplo.com.br/amostra' },
      { field: 'body', after: '<p>Olá <strong>mundo</strong></p>' },
      { field: 'secret', hidden: true },
      { field: 'cpf', after: '529.982.247-25' },
      { field: 'cnpj', after: '11.222.333/0001-81' },
      { field: 'taxId', after: '529.982.247-25' },
      { field: 'phone', after: '(11) 98765-4321' },
      { field: 'note', after: 'só para a equipe' },
      { field: 'cost', hidden: true },
      { field: 'apiToken', hidden: true },
    ]);
    expect(create.snapshot).toEqual({
      id,
      name: 'Amostra completa',
      contact: 'contato@exemplo.com.br',
      price: 2466.26,
      count: 7,
      latitude: -23.5505,
      longitude: -46.6333,
      day: '2026-11-25',
      at: '2026-11-25T14:03:00.000Z',
      active: true,
      documentUrl,
      photoUrl,
      site: 'https://exemplo.com.br/amostra',
      body: '<p>Olá <strong>mundo</strong></p>',
      cpf: '529.982.247-25',
      cnpj: '11.222.333/0001-81',
      taxId: '529.982.247-25',
      phone: '(11) 98765-4321',
      note: 'só para a equipe',
    });

    expect(edit).toMatchObject({ version: 2, operation: 'update', actor: { name: 'Administrador' } });
    expect(edit.changes).toEqual([
      { field: 'name', before: 'Amostra completa', after: 'Amostra editada' },
      { field: 'contact', before: 'contato@exemplo.com.br' },
      { field: 'price', before: 2466.26, after: 5000 },
      { field: 'count', before: 7, after: 8 },
      { field: 'latitude', before: -23.5505, after: -22.9068 },
      { field: 'day', before: '2026-11-25', after: '2026-12-01' },
      { field: 'at', before: '2026-11-25T14:03:00.000Z', after: '2026-12-01T09:30:00.000Z' },
      { field: 'active', before: true, after: false },
      { field: 'categoryId', after: categoryId },
      { field: 'photoUrl', before: photoUrl, after: newPhoto },
      { field: 'site', before: 'https://exemplo.com.br/amostra', after: 'https://exemplo.com.br/outra' },
      { field: 'body', before: '<p>Olá <strong>mundo</strong></p>', after: '<p>Tchau</p>' },
      { field: 'secret', hidden: true },
      { field: 'cpf', before: '529.982.247-25', after: '111.444.777-35' },
      { field: 'taxId', before: '529.982.247-25', after: '11.222.333/0001-81' },
      { field: 'phone', before: '(11) 98765-4321', after: '(21) 2345-6789' },
      { field: 'note', before: 'só para a equipe', after: 'mudou' },
      { field: 'cost', hidden: true },
      { field: 'apiToken', hidden: true },
    ]);
    expect(edit.snapshot).toEqual({
      id,
      name: 'Amostra editada',
      price: 5000,
      count: 8,
      latitude: -22.9068,
      longitude: -46.6333,
      day: '2026-12-01',
      at: '2026-12-01T09:30:00.000Z',
      active: false,
      categoryId,
      documentUrl,
      photoUrl: newPhoto,
      site: 'https://exemplo.com.br/outra',
      body: '<p>Tchau</p>',
      cpf: '111.444.777-35',
      cnpj: '11.222.333/0001-81',
      taxId: '11.222.333/0001-81',
      phone: '(21) 2345-6789',
      note: 'mudou',
    });

    // Nothing the history keeps holds a secret, a redacted or a masked value, in any column.
    const kept = await app.painel.db.query<{ kept: string }>(
      `SELECT changes::text || coalesce(snapshot::text, '') || coalesce(undo_previous::text, '') AS kept FROM painel_history WHERE resource = 'specimens'`,
    );
    expect(kept.map((r) => r.kept).join()).not.toMatch(/senha-secreta|scrypt|120\.5|IGQWtoken/);

    // A role that may not read `note` reads both entries without it, and nothing else missing.
    const [theirEdit, theirCreate] = await entriesOf(reader, id);
    expect(theirCreate.changes).toEqual((create.changes as { field: string }[]).filter((c) => c.field !== 'note'));
    expect(theirEdit.changes).toEqual((edit.changes as { field: string }[]).filter((c) => c.field !== 'note'));
    expect(theirCreate.snapshot).not.toHaveProperty('note');
    expect(theirEdit.snapshot).toEqual({ ...edit.snapshot, note: undefined });
    expect(JSON.stringify([theirEdit, theirCreate])).not.toMatch(/só para a equipe|mudou/);
  });
});
