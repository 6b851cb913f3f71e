// A failure that trying again cannot fix (no permission, the record gone): the spec's title stays word for word,
// even where it says "tente novamente"; the line under it says why, and that trying again will not help.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { reply, sent } = recordingServer();
const category = { id: 'c-1', name: 'Rodovias' };

beforeEach(() =>
  reply((method, path) => {
    if (method === 'GET' && path === '/api/categories') return HttpResponse.json({ data: [category], total: 1, page: 1, limit: 10 });
    if (method === 'GET' && path === '/api/categories/c-1') return HttpResponse.json(category);
    return undefined;
  }),
);

/** Opens the category, renames it and saves. */
async function saveRenamed() {
  const app = renderApp('/app/categories/c-1', { token: testToken });
  const name = await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
  await waitFor(() => expect(name).toHaveValue('Rodovias'));
  await app.user.type(name, ' federais');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
}

const toasts = () => screen.queryAllByRole('alert').filter((a) => !a.closest('[role="dialog"]'));

test('a delete refused (403): "Erro ao excluir categoria, tente novamente." verbatim, why, and that trying again will not help; no "Tentar novamente"', async () => {
  reply((method) => (method === 'DELETE' ? HttpResponse.json({ message: 'Você não tem permissão para excluir categorias.' }, { status: 403 }) : undefined));
  const app = renderApp('/app/categories', { token: testToken });
  await app.user.click(await screen.findByRole('button', { name: 'Excluir Rodovias' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir categoria?' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert).toHaveTextContent(
    'Erro ao excluir categoria, tente novamente.Você não tem permissão para excluir categorias. Tentar de novo não muda isso: peça a um administrador, se precisar.',
  );
  expect(within(dialog).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  expect(sent('DELETE')).toHaveLength(1);
});

test('a save of a record that is gone (404): the title verbatim, why, and no promise that trying again works', async () => {
  reply((method) => (method === 'PATCH' ? HttpResponse.json({ message: 'Categoria não encontrada.' }, { status: 404 }) : undefined));
  await saveRenamed();
  await waitFor(() =>
    expect(toasts().map((t) => t.textContent)).toContain(
      'Erro ao atualizar categoria, tente novamente.Categoria não encontrada. O registro pode ter sido excluído por outra pessoa; tentar de novo não adianta.',
    ),
  );
});

test('a server fault (500) keeps its own words: trying again can work', async () => {
  reply((method) => (method === 'PATCH' ? new HttpResponse(null, { status: 500 }) : undefined));
  await saveRenamed();
  await waitFor(() =>
    expect(toasts().map((t) => t.textContent)).toContain('Erro ao atualizar categoria, tente novamente.O servidor encontrou um erro inesperado. Tente novamente em instantes.'),
  );
});
