// The menu's links read none of the router's state (issue 47): a navigation draws again only the links whose
// highlight moves, not all sixteen at each of its steps. They still go where react-router's links go: a push, the
// address already shown replaced, a click with a key held left to the browser, unsaved changes asked about.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { drawnInCommits, type Fiber } from '../utils/reactCommitHook';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { reply } = recordingServer();
beforeEach(() =>
  reply((method, path) => {
    if (method === 'GET' && path === '/api/jobs') return HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 });
    if (method === 'GET' && path === '/api/jobs/j-1')
      return HttpResponse.json({ id: 'j-1', name: 'Motorista', description: 'Entregas.', html: '<p>CNH</p>', status: true });
    if (method === 'GET' && path === '/api/categories')
      return HttpResponse.json({ data: [{ id: 'c-1', name: 'Empena' }], total: 1, page: 1, limit: 10 });
    return undefined;
  }),
);

const nav = () => screen.getByRole('navigation', { name: 'Navegação principal' });
const menuLink = (name: string) => within(nav()).getByRole('link', { name });

/** The text of every menu link drawn again (its component run) from now until the returned stop is called. */
function menuLinksDrawn() {
  const drawn: string[] = [];
  const stop = drawnInCommits((f: Fiber) => {
    // The component whose own element is the <a>: react-router's Link, or whatever draws the menu's anchors.
    const host = f.child;
    if (typeof f.type === 'string' || !host || host.type !== 'a' || !(host.stateNode instanceof HTMLAnchorElement)) return;
    if (nav().contains(host.stateNode)) drawn.push(host.stateNode.textContent ?? '');
  });
  return { drawn, stop };
}

test('a menu click draws again only the two links whose highlight moves, not every link at each step', async () => {
  const app = renderApp('/app/jobs', { token: testToken });
  // The first list drawn (its empty state), and the menu with it.
  await screen.findByText('Nenhuma vaga cadastrada ainda.');
  await waitFor(() => expect(menuLink('Vagas')).toHaveAttribute('aria-current', 'page'));
  const { drawn, stop } = menuLinksDrawn();
  try {
    await app.user.click(menuLink('Categorias'));
    expect(await screen.findByText('Empena')).toBeVisible();
    // The commits that follow the rows (the router settling, the reads ending) count too.
    await new Promise((r) => setTimeout(r, 100));
  } finally {
    stop();
  }
  expect(app.path()).toBe('/app/categories');
  expect(menuLink('Categorias')).toHaveAttribute('aria-current', 'page');
  expect([...new Set(drawn)].sort()).toEqual(['Categorias', 'Vagas']);
  expect(drawn.filter((text) => text === 'Vagas')).toHaveLength(1);
});

test('a click adds the page to the history; a click on the page already shown replaces it', async () => {
  const app = renderApp('/app/jobs', { token: testToken });
  await waitFor(() => expect(menuLink('Vagas')).toHaveAttribute('aria-current', 'page'));
  await app.user.click(menuLink('Categorias'));
  await waitFor(() => expect(app.path()).toBe('/app/categories'));
  expect(app.router.state.historyAction).toBe('PUSH');
  await app.user.click(menuLink('Categorias'));
  await waitFor(() => expect(app.router.state.historyAction).toBe('REPLACE'));
  expect(app.path()).toBe('/app/categories');
});

test('a click with Ctrl, Shift or the middle button is left to the browser (a new tab or window)', async () => {
  const app = renderApp('/app/jobs', { token: testToken });
  await waitFor(() => expect(menuLink('Vagas')).toHaveAttribute('aria-current', 'page'));
  const leftToBrowser: boolean[] = [];
  // After the app's own handler (React listens at its root, below the window): note it, then keep happy-dom from following it.
  const note = (e: MouseEvent) => {
    leftToBrowser.push(!e.defaultPrevented);
    e.preventDefault();
  };
  window.addEventListener('click', note);
  try {
    fireEvent.click(menuLink('Categorias'), { ctrlKey: true });
    fireEvent.click(menuLink('Categorias'), { shiftKey: true });
    fireEvent.click(menuLink('Categorias'), { button: 1 });
    fireEvent.click(menuLink('Categorias'));
  } finally {
    window.removeEventListener('click', note);
  }
  expect(leftToBrowser).toEqual([true, true, true, false]);
  await waitFor(() => expect(app.path()).toBe('/app/categories'));
  expect(app.router.state.historyAction).toBe('PUSH');
});

test('a menu click away from a form with unsaved changes asks first, and stays on "Continuar editando"', async () => {
  const app = renderApp('/app/jobs/j-1', { token: testToken });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Motorista'));
  await app.user.type(screen.getByRole('textbox', { name: 'Nome' }), ' sênior');
  await app.user.click(menuLink('Categorias'));
  const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(app.path()).toBe('/app/jobs/j-1');
  expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Motorista sênior');
  await app.user.click(menuLink('Categorias'));
  await app.user.click(
    within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', { name: 'Descartar e sair' }),
  );
  await waitFor(() => expect(app.path()).toBe('/app/categories'));
});

test('a press on a menu link starts no ripple: the page it opens is drawn in the frames the ripple took', async () => {
  const app = renderApp('/app/jobs', { token: testToken });
  await screen.findByText('Nenhuma vaga cadastrada ainda.');
  // Pressed and held, as a person's click is before its release: MUI mounts its ripple at the press.
  await app.user.pointer({ keys: '[MouseLeft>]', target: menuLink('Categorias') });
  expect(nav().querySelector('.MuiTouchRipple-root, .MuiTouchRipple-ripple')).toBeNull();
  expect(app.path()).toBe('/app/jobs');
  // Released, the press is a click: the page opens.
  await app.user.pointer({ keys: '[/MouseLeft]', target: menuLink('Categorias') });
  await waitFor(() => expect(app.path()).toBe('/app/categories'));
  expect(await screen.findByText('Empena')).toBeVisible();
});
