// The client half of "another REST backend is one apis.json entry and zero TypeScript": a profile declared only in a
// temporary schemas folder, a descriptor naming it, and the real screens driving a list and a create against the
// real server built from that folder (tests/server/apiProfileExtension.test.ts is the server half).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { apiConfigFrom } from '../../src/engine/data';
import { readApiProfiles, readSchemasDir } from '../../src/engine/descriptor';
import { client, makeApp, signIn, tempDir } from '../server/helpers';
import { suppliersDescriptor } from '../utils/exampleDescriptor';
import { renderApp } from '../utils/renderApp';

const partner = {
  transport: 'rest',
  base: '/api/partner',
  env: 'VITE_PARTNER_URL',
  record: 'result',
  list: { items: 'result.rows', total: 'result.count' },
  deleted: { status: 200, id: 'result.deleted' },
};

let dir: string;
let server: FastifyInstance;
let base: string;
let token: string;

beforeAll(async () => {
  dir = tempDir('painel-schemas-');
  cpSync(resolve(import.meta.dirname, '../../schemas'), dir, { recursive: true });
  const apis = JSON.parse(readFileSync(join(dir, 'apis.json'), 'utf8'));
  apis.profiles.partner = partner;
  writeFileSync(join(dir, 'apis.json'), JSON.stringify(apis, null, 2));
  writeFileSync(join(dir, 'suppliers.json'), JSON.stringify({ ...suppliersDescriptor, api: 'partner' }, null, 2));
  server = await makeApp({ schemasDir: dir });
  base = await server.listen({ host: '127.0.0.1', port: 0 });
  token = await signIn(server);
});
afterAll(() => server.close());

test('a profile only in apis.json: the list reads result.rows and result.count, the form creates at /api/partner/suppliers', async () => {
  const api = client(server, token);
  expect((await api.post('/api/partner/suppliers', { name: 'Gráfica São Jorge', phone: '(11) 3333-4444' })).statusCode).toBe(201);

  const apis = readApiProfiles(dir);
  const app = renderApp('/app/suppliers', { token, descriptors: readSchemasDir(dir), apis, apiConfig: apiConfigFrom(apis, {}, base) });
  const table = await screen.findByRole('table', { name: 'Fornecedores' });
  expect(within(table).getByText('Gráfica São Jorge')).toBeInTheDocument();
  expect(within(table).getByText('(11) 3333-4444')).toBeInTheDocument();
  expect(screen.getByText('1–1 de 1')).toBeInTheDocument();

  await app.user.click(screen.getByRole('link', { name: 'Novo fornecedor' }));
  await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Lonas Minas');
  await app.user.type(screen.getByRole('textbox', { name: 'Telefone' }), '(31) 2222-1111');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Fornecedor criado com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(app.path()).toBe('/app/suppliers'));
  expect(await screen.findByText('Lonas Minas')).toBeInTheDocument();
  expect(screen.getByText('1–2 de 2')).toBeInTheDocument();

  // The record is on the server, written through the partner profile.
  const rows = (await api.get('/api/partner/suppliers?q=lonas')).json();
  expect(rows).toEqual({ result: { rows: [{ id: expect.any(String), name: 'Lonas Minas', phone: '(31) 2222-1111' }], count: 1 } });
});
