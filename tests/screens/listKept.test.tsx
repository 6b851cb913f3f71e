import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// A list stays drawn, hidden, while one of its records is open: coming back shows the very same table, with what
// was ticked still ticked, instead of building it again.

const services = [
  { id: 's-1', name: 'Empena', description: 'Lateral de prédio', price: 900 },
  { id: 's-2', name: 'Painel rodoviário', description: 'Beira de estrada', price: 2500 },
];
let listReads = 0;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/services', () => {
    listReads += 1;
    return HttpResponse.json({ data: { items: services, total: 2, page: 1, limit: 10 } });
  }),
  http.get('/api/server/services/:id', ({ params }) => HttpResponse.json({ data: services.find((s) => s.id === params.id) })),
  http.get('/api/categories', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('back from a record, the list is the same table, its ticked row still ticked, and it asks again', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  await app.user.click(within(table).getByRole('checkbox', { name: 'Selecionar Empena' }));
  expect(screen.getByRole('region', { name: 'Seleção' })).toHaveTextContent('1 serviço selecionado');

  await app.user.click(within(table).getByRole('link', { name: 'Editar Painel rodoviário' }));
  await screen.findByRole('button', { name: 'Salvar' });
  // The kept list is out of sight and out of the accessibility tree: the record page is all there is.
  expect(screen.queryByRole('table', { name: 'Serviços' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox', { name: 'Selecionar Empena' })).not.toBeInTheDocument();
  const readsBefore = listReads;

  await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
  const again = await screen.findByRole('table', { name: 'Serviços' });
  expect(again).toBe(table);
  expect(within(again).getByRole('checkbox', { name: 'Selecionar Empena' })).toBeChecked();
  expect(screen.getByRole('region', { name: 'Seleção' })).toHaveTextContent('1 serviço selecionado');
  // What changed while it was hidden was not heard: it reads its page again.
  await vi.waitFor(() => expect(listReads).toBeGreaterThan(readsBefore));
});

test('a list left for another list and opened again at its address is the same table, nothing ticked, and it asks again', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  await app.user.click(within(table).getByRole('checkbox', { name: 'Selecionar Empena' }));
  await app.router.navigate('/app/categories');
  await screen.findByText('Nenhuma categoria cadastrada ainda.');
  // Out of sight and out of the accessibility tree while the other list is shown.
  expect(screen.queryByRole('table', { name: 'Serviços' })).not.toBeInTheDocument();
  const readsBefore = listReads;
  await app.router.navigate('/app/services');
  const again = await screen.findByRole('table', { name: 'Serviços' });
  expect(again).toBe(table);
  // Left for another list, it comes back as a list opened afresh would: nothing ticked, no selection bar.
  expect(within(again).getByRole('checkbox', { name: 'Selecionar Empena' })).not.toBeChecked();
  expect(screen.queryByRole('region', { name: 'Seleção' })).not.toBeInTheDocument();
  // The other list is kept in turn, out of sight.
  expect(screen.getByText('Nenhuma categoria cadastrada ainda.').closest('[aria-hidden="true"]')).not.toBeNull();
  await vi.waitFor(() => expect(listReads).toBeGreaterThan(readsBefore));
});

test('a list left for another list and opened at another address is built afresh', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  await app.user.click(within(table).getByRole('checkbox', { name: 'Selecionar Empena' }));
  await app.user.click(within(table).getByRole('link', { name: 'Editar Empena' }));
  await screen.findByRole('button', { name: 'Salvar' });
  await app.router.navigate('/app/categories');
  await screen.findByText('Nenhuma categoria cadastrada ainda.');
  await app.router.navigate('/app/services?q=Empena');
  const fresh = await screen.findByRole('table', { name: 'Serviços' });
  expect(fresh).not.toBe(table);
  expect(within(fresh).getByRole('checkbox', { name: 'Selecionar Empena' })).not.toBeChecked();
});

test('a page that is no resource\'s lets the kept lists go', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  await app.router.navigate('/app/account');
  await vi.waitFor(() => expect(table).not.toBeInTheDocument());
});

test('a record opened again after coming back is drawn as usual, and the list hides behind it', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  await app.user.click(within(table).getByRole('link', { name: 'Editar Empena' }));
  await screen.findByRole('button', { name: 'Salvar' });
  await app.router.navigate(-1);
  await screen.findByRole('table', { name: 'Serviços' });
  await app.user.click(within(table).getByRole('link', { name: 'Editar Painel rodoviário' }));
  expect(await screen.findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  expect(await screen.findByDisplayValue('Painel rodoviário')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Serviços' })).not.toBeInTheDocument();
  // Forward again to the first record: the list goes, the record comes.
  await app.router.navigate(-1);
  await screen.findByRole('table', { name: 'Serviços' });
  await app.router.navigate(1);
  expect(await screen.findByDisplayValue('Painel rodoviário')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Serviços' })).not.toBeInTheDocument();
});

// Coming back must not wait for the router: its route change is a React transition, drawn in time slices with the
// whole shell, and a busy page made the list appear 130–280 ms after Back (4× CPU). The kept list shows as soon as
// the router sets out for its address, before that address is even the router's.
test('the kept list is on screen before the router has finished going back to it', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  await app.user.click(within(table).getByRole('link', { name: 'Editar Empena' }));
  await screen.findByRole('button', { name: 'Salvar' });
  const seen: { pathname: string; navigation: string; tableShown: boolean }[] = [];
  const stop = app.router.subscribe((state) => {
    seen.push({ pathname: state.location.pathname, navigation: state.navigation.state, tableShown: screen.queryByRole('table', { name: 'Serviços' }) !== null });
  });
  // Once shown, the list stays: the record page never comes back while the router catches up.
  let listShown = false;
  let recordCameBack = false;
  const watch = new MutationObserver(() => {
    if (screen.queryByRole('table', { name: 'Serviços' })) listShown = true;
    else if (listShown && screen.queryByRole('button', { name: 'Salvar' })) recordCameBack = true;
  });
  watch.observe(document.body, { childList: true, subtree: true, attributes: true });
  await app.router.navigate(-1);
  stop();
  await screen.findByRole('table', { name: 'Serviços' });
  await new Promise((resolve) => setTimeout(resolve, 100));
  watch.disconnect();
  expect(listShown).toBe(true);
  expect(recordCameBack).toBe(false);
  // The router's own arrival at the list (its last state) already finds the table in view, and no record page beside it.
  const arrived = seen.at(-1)!;
  expect(arrived).toMatchObject({ pathname: '/app/services', navigation: 'idle' });
  expect(arrived.tableShown).toBe(true);
  expect(screen.getByRole('table', { name: 'Serviços' })).toBe(table);
  expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
});

test('Back from a record with unsaved changes asks first, and the list does not show behind the question', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  await app.user.click(within(table).getByRole('link', { name: 'Editar Empena' }));
  const name = await screen.findByRole('textbox', { name: 'Nome' });
  await app.user.clear(name);
  await app.user.type(name, 'Empena lateral');
  void app.router.navigate(-1);
  const dialog = await screen.findByRole('dialog', { name: 'Descartar alterações?' });
  // The record page is still there under the question (the list, shown early, would have taken its place).
  expect(screen.getByDisplayValue('Empena lateral')).toBeInTheDocument();
  await app.user.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Empena lateral');
  expect(screen.queryByRole('table', { name: 'Serviços' })).not.toBeInTheDocument();
  expect(app.path()).toBe('/app/services/s-1');

  void app.router.navigate(-1);
  await app.user.click(within(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).getByRole('button', { name: 'Descartar e sair' }));
  expect(await screen.findByRole('table', { name: 'Serviços' })).toBe(table);
  await waitFor(() => expect(app.path()).toBe('/app/services'));
});

test('another record opened while coming back takes the place of the list; the record left does not come back in between', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  await app.user.click(within(table).getByRole('link', { name: 'Editar Empena' }));
  await screen.findByDisplayValue('Empena');
  let listShown = false;
  let leftCameBack = false;
  const watch = new MutationObserver(() => {
    if (screen.queryByRole('table', { name: 'Serviços' })) listShown = true;
    else if (listShown && screen.queryByDisplayValue('Empena')) leftCameBack = true;
  });
  watch.observe(document.body, { childList: true, subtree: true, attributes: true });
  // Back, and once the list is on screen but before the router has arrived at it, a click on another record.
  let clicked = false;
  const stop = app.router.subscribe((state) => {
    if (clicked || state.navigation.state !== 'loading' || state.navigation.location?.pathname !== '/app/services') return;
    clicked = true;
    queueMicrotask(() => void app.router.navigate('/app/services/s-2'));
  });
  void app.router.navigate(-1);
  expect(await screen.findByDisplayValue('Painel rodoviário')).toBeInTheDocument();
  stop();
  watch.disconnect();
  expect(listShown).toBe(true);
  expect(leftCameBack).toBe(false);
  expect(screen.queryByDisplayValue('Empena')).not.toBeInTheDocument();
});

// The kept list stays mounted out of sight: a tooltip opened over the button that opened the record would stay,
// placed again over a button no one sees (and, in a browser, measuring the hidden list each time).
test("the tooltip over the row's button that opened the record goes with the list", async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  const edit = within(table).getByRole('link', { name: 'Editar Empena' });
  await app.user.hover(edit);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Editar');
  await app.user.click(edit);
  expect(await screen.findByDisplayValue('Empena')).toBeInTheDocument();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  // Back on the list: no tooltip either until the pointer comes to a button again.
  await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
  expect(await screen.findByRole('table', { name: 'Serviços' })).toBe(table);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

test('a list opened from a page that keeps no list reads its page once', async () => {
  const app = renderApp('/app/services/s-1', { token: testToken });
  expect(await screen.findByDisplayValue('Empena')).toBeInTheDocument();
  const before = listReads;
  await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
  expect(await screen.findByRole('table', { name: 'Serviços' })).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(listReads - before).toBe(1);
});

test("a search typed just before a record is opened does not rewrite the record's address; back on the list, it applies", async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  await app.user.type(screen.getByRole('searchbox'), 'Pai');
  // Opened before the search box's pause is over: the search settles while the list is out of sight.
  await app.user.click(within(table).getByRole('link', { name: 'Editar Empena' }));
  expect(await screen.findByDisplayValue('Empena')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(app.path()).toBe('/app/services/s-1');
  expect(screen.getByDisplayValue('Empena')).toBeInTheDocument();

  await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
  expect(await screen.findByRole('table', { name: 'Serviços' })).toBe(table);
  await waitFor(() => expect(app.path()).toMatch(/^\/app\/services\?(.*&)?q=Pai(&|$)/));
});
