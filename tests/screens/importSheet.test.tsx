// "Importar" on a list: the file is checked first (POST /api/painel/import/{resource}?dryRun=true), its problems
// shown by row and column, nothing written until the person confirms; the import is then one "Desfazer".
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ImportReport } from '../../src/engine/contract';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken, testUser } from '../utils/session';

const columns = [
  { header: 'Nome', field: 'name' },
  { header: 'Valor', field: null },
];
const fields = [
  { name: 'id', title: 'ID', required: false },
  { name: 'name', title: 'Nome', required: true },
  { name: 'description', title: 'Descrição', required: false },
  { name: 'price', title: 'Preço (R$)', required: true },
];
const withProblems: ImportReport = {
  dryRun: true,
  rows: 2,
  create: 2,
  update: 0,
  columns,
  fields,
  problems: [{ row: 1, column: 'Preço (R$)', message: 'Falta esta coluna, obrigatória para criar registros.' }],
  problemCount: 1,
  preview: [],
};
const clean: ImportReport = {
  ...withProblems,
  columns: [columns[0], { header: 'Valor', field: 'price' }],
  problems: [],
  problemCount: 0,
  preview: [{ row: 2, operation: 'create', values: { name: 'Placa Nova', price: 'R$ 1.234,56' } }],
  seen: { file: 'f'.repeat(64), versions: [] },
};

const sent: { dryRun: string | null; mapping: unknown; seen: unknown; file: string }[] = [];
const undone: string[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/users/u-1', () => HttpResponse.json({ data: testUser })),
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [{ id: 's-1', name: 'Empena', price: 10 }], total: 1, page: 1, limit: 10 } })),
  http.post('/api/painel/import/services', async ({ request }) => {
    const url = new URL(request.url);
    const form = await request.formData();
    const mapping = form.get('mapping');
    const seen = form.get('seen');
    const file = form.get('file') as File;
    sent.push({ dryRun: url.searchParams.get('dryRun'), mapping: mapping ? JSON.parse(String(mapping)) : undefined, seen: seen ? JSON.parse(String(seen)) : undefined, file: await file.text() });
    const placed = mapping && JSON.parse(String(mapping)).Valor === 'price';
    // The dialog asks for the answer line by line: progress, then the outcome.
    expect(request.headers.get('accept')).toBe('application/x-ndjson');
    const lines = (...l: object[]) => new HttpResponse(l.map((x) => `${JSON.stringify(x)}\n`).join(''), { headers: { 'Content-Type': 'application/x-ndjson' } });
    if (url.searchParams.get('dryRun') === 'true') return lines({ progress: { rows: 1000 } }, { report: placed ? clean : withProblems });
    return lines({ progress: { rows: 1000 } }, { report: { ...clean, dryRun: false, bulkId: 'b-1' }, undo: '0b6f1d9e-8a3c-4c55-9d1e-6f0a4b2c7e11' });
  }),
  http.post('/api/painel/undo/:token', ({ params }) => {
    undone.push(String(params.token));
    return HttpResponse.json({ undone: 2 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  undone.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const csv = () => new File(['Nome;Valor\r\nPlaca Nova;1.234,56\r\n'], 'servicos.csv', { type: 'text/csv' });

test('the file is checked before anything is written; a column the server could not place is placed by the person, checked again, then imported and undone as one', async () => {
  const { user } = renderApp('/app/services', { token: testToken });
  await user.click(await screen.findByRole('button', { name: 'Importar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar serviços' });
  await user.upload(within(dialog).getByLabelText('Arquivo da planilha'), csv());

  // The check: a dry run, the problem by row and column, and no way to import yet.
  const problems = await within(dialog).findByRole('table', { name: 'Problemas encontrados' });
  expect(sent).toEqual([{ dryRun: 'true', mapping: {}, seen: undefined, file: 'Nome;Valor\r\nPlaca Nova;1.234,56\r\n' }]);
  expect(within(problems).getByRole('row', { name: /^1 Preço \(R\$\) Falta esta coluna, obrigatória para criar registros\.$/ })).toBeInTheDocument();
  expect(within(dialog).getByText(/1 problema em 2 linhas/)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();

  // "Valor" → "Preço (R$)": the check must be run again before importing.
  await user.click(within(dialog).getByRole('combobox', { name: 'Campo da coluna Valor' }));
  await user.click(await screen.findByRole('option', { name: 'Preço (R$) *' }));
  expect(within(dialog).getByText('Você mudou as colunas: verifique de novo antes de importar.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Verificar de novo' }));
  expect(await within(dialog).findByText(/Tudo certo: 2 linhas, 2 a criar\. Nada foi gravado ainda\./)).toBeInTheDocument();
  expect(sent[1]).toMatchObject({ dryRun: 'true', mapping: { Nome: 'name', Valor: 'price' } });
  expect(within(within(dialog).getByRole('table', { name: 'Prévia das primeiras linhas' })).getByRole('row', { name: /2 Criar Placa Nova R\$ 1\.234,56/ })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Importar 2 registros' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // The commit carries what its check saw back: a record changed since is refused, not overwritten.
  expect(sent[2]).toMatchObject({ dryRun: null, mapping: { Nome: 'name', Valor: 'price' }, seen: { file: 'f'.repeat(64), versions: [] } });
  expect(await screen.findByText('Planilha importada: 2 registros criados.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Desfazer' }));
  await waitFor(() => expect(undone).toEqual(['0b6f1d9e-8a3c-4c55-9d1e-6f0a4b2c7e11']));
});

test('a record a colleague changed after the check: the commit is refused, the dialog says who and when, and checks again', async () => {
  const refused = 'Nada foi importado. Linha 2, coluna "Nome": Carla Colega alterou este serviço em 28/11/2026 às 10:42, depois da verificação. Verifique o arquivo de novo.';
  server.use(
    http.post('/api/painel/import/services', async ({ request }) => {
      const url = new URL(request.url);
      const form = await request.formData();
      sent.push({ dryRun: url.searchParams.get('dryRun'), mapping: JSON.parse(String(form.get('mapping'))), seen: form.get('seen') ? JSON.parse(String(form.get('seen'))) : undefined, file: '' });
      const line = url.searchParams.get('dryRun') === 'true' ? { report: clean } : { error: { status: 422, message: refused, report: { ...clean, dryRun: false, problemCount: 1 } } };
      return new HttpResponse(`${JSON.stringify(line)}\n`, { headers: { 'Content-Type': 'application/x-ndjson' } });
    }),
  );
  const { user } = renderApp('/app/services', { token: testToken });
  await user.click(await screen.findByRole('button', { name: 'Importar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar serviços' });
  await user.upload(within(dialog).getByLabelText('Arquivo da planilha'), csv());
  await user.click(await within(dialog).findByRole('button', { name: 'Importar 2 registros' }));
  expect(await within(dialog).findByText(refused)).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Verificar de novo' }));
  await waitFor(() => expect(sent.map((s) => s.dryRun)).toEqual(['true', null, 'true']));
  expect(await within(dialog).findByRole('button', { name: 'Importar 2 registros' })).toBeEnabled();
});

test('"Escolher outro arquivo" opens the file chooser at once; the report stays until another file is chosen, then that one is checked', async () => {
  const { user } = renderApp('/app/services', { token: testToken });
  await user.click(await screen.findByRole('button', { name: 'Importar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar serviços' });
  const input = within(dialog).getByLabelText<HTMLInputElement>('Arquivo da planilha');
  await user.upload(input, csv());
  await within(dialog).findByRole('table', { name: 'Problemas encontrados' });
  const opened = vi.fn();
  input.addEventListener('click', opened);
  await user.click(within(dialog).getByRole('button', { name: 'Escolher outro arquivo' }));
  expect(opened).toHaveBeenCalledTimes(1);
  // Not back at the first step: the check is still there, the chooser over it.
  expect(within(dialog).getByRole('table', { name: 'Problemas encontrados' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('button', { name: 'Baixar modelo' })).not.toBeInTheDocument();
  await user.upload(within(dialog).getByLabelText('Arquivo da planilha'), new File(['Nome;Valor\r\nOutra;5\r\n'], 'outra.csv', { type: 'text/csv' }));
  await waitFor(() => expect(sent.map((s) => s.file)).toEqual(['Nome;Valor\r\nPlaca Nova;1.234,56\r\n', 'Nome;Valor\r\nOutra;5\r\n']));
});

test('"Cancelar" before confirming writes nothing', async () => {
  const { user } = renderApp('/app/services', { token: testToken });
  await user.click(await screen.findByRole('button', { name: 'Importar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar serviços' });
  await user.upload(within(dialog).getByLabelText('Arquivo da planilha'), csv());
  await within(dialog).findByRole('table', { name: 'Problemas encontrados' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent.map((s) => s.dryRun)).toEqual(['true']);
});

// The rows-read count needs an answer that streams into XMLHttpRequest, which happy-dom's does not (it hands the
// body over whole): tests/e2e/importSheet.spec.ts checks it in Chromium.
