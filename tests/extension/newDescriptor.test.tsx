import { mkdtempSync, cpSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { suppliersDescriptor as suppliers } from '../utils/exampleDescriptor';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

let descriptors: ResourceDescriptor[];
const rows: Record<string, unknown>[] = [{ id: 'f-1', name: 'Gráfica Paulista', phone: '(11) 3333-4444' }];
const bodies: { method: string; body: unknown }[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/suppliers', () => HttpResponse.json({ data: rows, total: rows.length, page: 1, limit: 10 })),
  http.post('/api/suppliers', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push({ method: 'POST', body });
    rows.unshift({ id: `f-${rows.length + 1}`, ...body });
    return HttpResponse.json(rows[0], { status: 201 });
  }),
  http.get('/api/suppliers/:id', ({ params }) => HttpResponse.json(rows.find((r) => r.id === params.id))),
  http.patch('/api/suppliers/:id', async ({ params, request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push({ method: 'PATCH', body });
    Object.assign(rows.find((r) => r.id === params.id)!, body);
    return HttpResponse.json(rows.find((r) => r.id === params.id));
  }),
  // The home page counts every other resource too; they are empty here.
  http.get('/api/server/*', () => HttpResponse.json({ data: { items: [], total: 0, page: 1, limit: 1 } })),
  http.get('/api/*', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 1 })),
);

beforeAll(() => {
  const dir = mkdtempSync(join(tmpdir(), 'painel-ext-'));
  cpSync('schemas', dir, { recursive: true });
  // Written only into a temporary schemas folder: schemas/ itself is untouched.
  writeFileSync(join(dir, 'suppliers.json'), JSON.stringify(suppliers));
  descriptors = readSchemasDir(dir);
  rmSync(dir, { recursive: true, force: true });
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

test('a descriptor added to schemas/ appears in navigation, lists, creates and edits with no code change', async () => {
  const app = renderApp('/app', { token: testToken, descriptors });
  const site = await screen.findByRole('region', { name: 'Site' });
  const card = within(site).getByRole('link', { name: /^Fornecedores/ });
  await waitFor(() => expect(card).toHaveTextContent('Fornecedores1 fornecedor'));
  const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
  await app.user.click(within(within(nav).getByRole('list', { name: 'Site' })).getByRole('link', { name: 'Fornecedores' }));

  const table = await screen.findByRole('table', { name: 'Fornecedores' });
  expect(within(table).getByText('Gráfica Paulista')).toBeInTheDocument();
  expect(within(table).getByText('(11) 3333-4444')).toBeInTheDocument();

  await app.user.click(screen.getByRole('link', { name: 'Novo fornecedor' }));
  await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Lonas Minas');
  await app.user.type(screen.getByRole('textbox', { name: 'Telefone' }), '(31) 2222-1111');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Fornecedor criado com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(app.path()).toBe('/app/suppliers'));
  expect(await screen.findByText('Lonas Minas')).toBeInTheDocument();

  await app.user.click(screen.getByRole('link', { name: 'Editar Lonas Minas' }));
  const phone = await screen.findByRole('textbox', { name: 'Telefone' });
  await waitFor(() => expect(phone).toHaveValue('(31) 2222-1111'));
  await app.user.clear(phone);
  await app.user.type(phone, '(31) 9999-0000');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Fornecedor atualizado com sucesso!')).toBeInTheDocument();
  expect(await screen.findByText('(31) 9999-0000')).toBeInTheDocument();

  expect(bodies).toEqual([
    { method: 'POST', body: { name: 'Lonas Minas', phone: '(31) 2222-1111' } },
    { method: 'PATCH', body: { name: 'Lonas Minas', phone: '(31) 9999-0000' } },
  ]);
});
