import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { sent } = recordingServer();

describe('keyboard: skip link, shortcuts and their help', () => {
  test('the first Tab stop is "Pular para o conteúdo", which moves the focus to the page', async () => {
    const app = renderApp('/app/categories/new', { token: testToken });
    await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
    (document.activeElement as HTMLElement | null)?.blur();
    await app.user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  test('Ctrl+S saves the form (⌘+S on a Mac)', async () => {
    const app = renderApp('/app/categories/new', { token: testToken });
    await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 }), 'Painéis de LED');
    await app.user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Categoria criada com sucesso!')).toBeInTheDocument();
    expect(sent('POST')).toMatchObject([{ path: '/api/categories', json: { name: 'Painéis de LED' } }]);
  });

  test('"/" goes to the search box of a list; typed inside a field it is just a character', async () => {
    const app = renderApp('/app/categories', { token: testToken });
    const search = await screen.findByRole('searchbox', { name: 'Buscar' }, { timeout: 5000 });
    (document.activeElement as HTMLElement | null)?.blur();
    await app.user.keyboard('/');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
    await app.user.keyboard('a/b');
    expect(search).toHaveValue('a/b');
  });

  test('"Atalhos" in the account menu lists them; Esc closes it', async () => {
    const app = renderApp('/app', { token: testToken });
    await app.user.click(await screen.findByRole('button', { name: 'Conta do usuário' }, { timeout: 5000 }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Atalhos do teclado' }));
    const help = await screen.findByRole('dialog', { name: 'Atalhos' });
    expect(help).toHaveTextContent('Ctrl+S ou ⌘+S');
    expect(help).toHaveTextContent('Salvar o formulário');
    expect(help).toHaveTextContent('Ir para a busca');
    expect(help).toHaveTextContent('Fechar a janela aberta');
    fireEvent.keyDown(within(help).getByRole('button', { name: 'Fechar' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
