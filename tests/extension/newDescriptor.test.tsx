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

test('the same descriptor, declaring sort, filters, bulk and export, gets them all with no code', async () => {
  const featured = {
    ...suppliers,
    schema: { ...suppliers.schema, properties: { ...suppliers.schema.properties, active: { title: 'Situação', type: 'boolean', readOnly: true } } },
    list: { ...suppliers.list, columns: [...suppliers.list.columns, { field: 'active', kind: 'boolean', trueLabel: 'Ativo', falseLabel: 'Inativo' }] },
    operations: {
      ...suppliers.operations,
      list: { ...suppliers.operations.list, query: ['q', 'page', 'limit', 'sort', 'filters'] },
      bulk: { method: 'POST', path: '/suppliers/bulk', body: 'json' },
      export: { method: 'GET', path: '/suppliers/export', query: ['q', 'sort', 'filters'] },
    },
  } as unknown as ResourceDescriptor;
  const asked: string[] = [];
  server.use(
    http.get('/api/suppliers', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({ data: [{ id: 'f-1', name: 'Gráfica Paulista', phone: '1', active: true }], total: 1, page: 1, limit: 10 });
    }),
    http.post('/api/suppliers/bulk', async ({ request }) => {
      bodies.push({ method: 'BULK', body: await request.json() });
      return HttpResponse.json({ results: [{ id: 'f-1', ok: true }], done: 1, failed: 0 });
    }),
  );
  bodies.length = 0;
  // Without the declarations (docs/extending.md's example as it is): no sort button, no filters, no selection, no export.
  const plain = renderApp('/app/suppliers?sort=phone', { token: testToken, descriptors });
  const plainTable = await screen.findByRole('table', { name: 'Fornecedores' });
  expect(within(plainTable).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nome', 'Telefone', 'Ações']);
  expect(within(plainTable).queryAllByRole('button', { name: /^(Nome|Telefone)$/ })).toEqual([]);
  expect(screen.queryByRole('button', { name: 'Filtros' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  expect(screen.queryAllByRole('checkbox')).toEqual([]);
  expect(asked.at(-1)).toBe('?page=1&limit=10');
  plain.unmount();

  const app = renderApp('/app/suppliers', { token: testToken, descriptors: descriptors.map((d) => (d.name === 'suppliers' ? featured : d)) });
  const table = await screen.findByRole('table', { name: 'Fornecedores' });
  await app.user.click(within(table).getByRole('button', { name: 'Telefone' }));
  await waitFor(() => expect(asked.at(-1)).toBe('?page=1&limit=10&sort=phone'));
  await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
  await app.user.click(within(await screen.findByRole('dialog', { name: 'Filtros' })).getByRole('combobox', { name: 'Situação' }));
  await app.user.click(await screen.findByRole('option', { name: 'Inativo' }));
  await app.user.click(screen.getByRole('button', { name: 'Aplicar' }));
  await waitFor(() => expect(asked.at(-1)).toBe('?page=1&limit=10&sort=phone&active=false'));
  expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  await app.user.click(await screen.findByRole('checkbox', { name: 'Selecionar Gráfica Paulista' }));
  await app.user.click(screen.getByRole('button', { name: 'Excluir (1)' }));
  await app.user.click(within(await screen.findByRole('dialog', { name: 'Excluir 1 fornecedor?' })).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('1 fornecedor excluído')).toBeInTheDocument();
  expect(bodies).toEqual([{ method: 'BULK', body: { action: 'delete', ids: ['f-1'] } }]);
});
