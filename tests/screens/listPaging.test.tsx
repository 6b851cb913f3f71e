import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { drawnInCommits, type Fiber } from '../utils/reactCommitHook';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const jobs = Array.from({ length: 43 }, (_, i) => ({ id: `j-${i + 1}`, name: `Vaga ${i + 1}`, description: 'x', html: '<p>x</p>', status: true }));
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/jobs', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    return HttpResponse.json({ data: jobs.slice((page - 1) * limit, page * limit), total: jobs.length, page, limit });
  }),
  // A total the server stopped counting at: the last page is not known.
  http.get('/api/categories', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    const data = Array.from({ length: 10 }, (_, i) => ({ id: `c-${page}-${i}`, name: `Categoria ${page}.${i}` }));
    return HttpResponse.json({ data, total: 10000, totalCapped: true, page, limit: 10 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const pager = () => screen.getByRole('navigation', { name: 'Navegar pela paginação' });

test('paging shows page numbers with first and last; a number opens that page and the URL keeps it', async () => {
  const app = renderApp('/app/jobs', { token: testToken });
  await screen.findByRole('table', { name: 'Vagas' });
  expect(within(pager()).getByRole('button', { name: 'página 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pager()).getByRole('button', { name: 'Ir para a página 5' })).toBeInTheDocument();
  expect(within(pager()).getByRole('button', { name: 'Ir para a primeira página' })).toBeDisabled();
  await app.user.click(within(pager()).getByRole('button', { name: 'Ir para a página 3' }));
  await waitFor(() => expect(app.path()).toBe('/app/jobs?page=3&limit=10'));
  await waitFor(() => expect(screen.getByText('21–30 de 43')).toBeInTheDocument());
  expect(within(pager()).getByRole('button', { name: 'página 3' })).toHaveAttribute('aria-current', 'page');
  await app.user.click(within(pager()).getByRole('button', { name: 'Ir para a última página' }));
  await waitFor(() => expect(app.path()).toBe('/app/jobs?page=5&limit=10'));
  await waitFor(() => expect(screen.getByText('41–43 de 43')).toBeInTheDocument());
  // The page-size chooser is still there.
  expect(screen.getByRole('combobox', { name: /Linhas por página/ })).toBeInTheDocument();
});

test('with a capped total the pager offers no last page and keeps saying "mais de"', async () => {
  const app = renderApp('/app/categories?page=2&limit=10', { token: testToken });
  expect(await screen.findByText('11–20 de mais de 10.000')).toBeInTheDocument();
  expect(within(pager()).queryByRole('button', { name: 'Ir para a última página' })).not.toBeInTheDocument();
  await app.user.click(within(pager()).getByRole('button', { name: 'Ir para a próxima página' }));
  await waitFor(() => expect(app.path()).toBe('/app/categories?page=3&limit=10'));
});

test("the pager's buttons are one component each, and a press on them leaves no ripple (issue 47: the pager was most of a list's drawing after its rows)", async () => {
  const app = renderApp('/app/jobs?page=2&limit=10', { token: testToken });
  await screen.findByText('11–20 de 43');
  // Each pager button's components: the ones whose first element (depth first) is that button.
  const owners = new Map<Element, Set<Fiber>>();
  const firstElement = (f: Fiber | null): unknown => {
    for (let c = f; c; c = c.sibling) {
      if (typeof c.type === 'string') return c.stateNode;
      const below = firstElement(c.child);
      if (below) return below;
    }
    return undefined;
  };
  const stop = drawnInCommits((f: Fiber) => {
    if (typeof f.type === 'string') return;
    const el = firstElement(f.child);
    if (!(el instanceof HTMLButtonElement) || !pager().contains(el)) return;
    const mine = owners.get(el) ?? new Set<Fiber>();
    // A component drawn in two commits is one fiber and its alternate.
    if (!(f.alternate && mine.has(f.alternate))) mine.add(f);
    owners.set(el, mine);
  });
  try {
    await app.user.click(within(pager()).getByRole('button', { name: 'Ir para a página 3' }));
    await waitFor(() => expect(screen.getByText('21–30 de 43')).toBeInTheDocument());
  } finally {
    stop();
  }
  const buttons = within(pager()).getAllByRole('button');
  expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
    'Ir para a primeira página',
    'Ir para a página anterior',
    'Ir para a página 1',
    'Ir para a página 2',
    'página 3',
    'Ir para a página 4',
    'Ir para a página 5',
    'Ir para a próxima página',
    'Ir para a última página',
  ]);
  // The selected page moved: those buttons were drawn again, each by one component (MUI's PaginationItem was several).
  expect(owners.size).toBeGreaterThan(0);
  expect([...owners.values()].map((mine) => mine.size)).toEqual([...owners.values()].map(() => 1));
  expect(pager().querySelector('.MuiTouchRipple-root')).toBeNull();
});

test('"Ir para a próxima página" pressed with the keyboard onto the last page leaves the focus on that page, not on the body', async () => {
  const app = renderApp('/app/jobs?page=4&limit=10', { token: testToken });
  await screen.findByText('31–40 de 43');
  within(pager()).getByRole('button', { name: 'Ir para a próxima página' }).focus();
  await app.user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByText('41–43 de 43')).toBeInTheDocument());
  await waitFor(() => expect(document.activeElement).toBe(within(pager()).getByRole('button', { name: 'página 5' })));
  expect(within(pager()).getByRole('button', { name: 'Ir para a próxima página' })).toBeDisabled();
});
