import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Engine } from '../../src/engine/core';
import { probedEngine } from '../utils/engineProbe';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));
// The list screen's code takes a while to arrive, like a chunk over a slow network.
vi.mock('../../src/engine/list', async () => {
  await new Promise((resolve) => setTimeout(resolve, 600));
  return { ListPage: () => <p>Tela de lista</p> };
});

let release: (() => void) | undefined;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/categories', async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 });
  }),
  http.get('/api/jobs', async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const reactEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const bar = () => screen.queryByRole('progressbar', { name: 'Carregando' });
const resource = (engine: Engine, name: string) => engine.descriptors.find((d) => d.name === name)!;

/** Records whether the bar was ever in the document while `run` ran. */
async function everShown(run: () => Promise<unknown>): Promise<boolean> {
  let seen = Boolean(bar());
  const observer = new MutationObserver(() => {
    seen ||= Boolean(bar());
  });
  observer.observe(document.body, { childList: true, subtree: true });
  await run();
  await new Promise((resolve) => setTimeout(resolve, 250));
  observer.disconnect();
  return seen;
}

describe('top loading bar (spec §2, §9)', () => {
  test('runs while a request is in flight and is gone after it', async () => {
    renderApp('/app', { token: testToken });
    const engine = await probedEngine();
    await waitFor(() => expect(bar()).toBeNull());
    let call!: Promise<unknown>;
    act(() => {
      call = engine.data.list(resource(engine, 'categories'), { page: 1, limit: 10 });
    });
    const progress = await screen.findByRole('progressbar', { name: 'Carregando' });
    const style = getComputedStyle(progress);
    expect(style.position).toBe('fixed');
    expect(style.top).toBe('0px');
    expect(style.height).toBe('3px');
    expect(style.boxShadow).toMatch(/#2BACA5|rgb\(43, 172, 165\)/i);
    await act(async () => {
      release!();
      await call;
    });
    await waitFor(() => expect(bar()).toBeNull());
  });

  test('a request shorter than the show delay does not flash the bar', async () => {
    renderApp('/app', { token: testToken });
    const engine = await probedEngine();
    await waitFor(() => expect(bar()).toBeNull());
    // Let React render as in a browser (act() would batch away the very flash this test looks for).
    const actEnvironment = reactEnv.IS_REACT_ACT_ENVIRONMENT;
    reactEnv.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      expect(await everShown(() => engine.data.list(resource(engine, 'jobs'), { page: 1, limit: 10 }))).toBe(false);
      // The same observer does see a slow request's bar, so `false` above means something.
      let done!: Promise<unknown>;
      const slow = everShown(async () => {
        done = engine.data.list(resource(engine, 'categories'), { page: 1, limit: 10 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        release!();
        await done;
      });
      expect(await slow).toBe(true);
    } finally {
      reactEnv.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  test("one app's requests run its own bar only: two apps on a page never share the count", async () => {
    const first = renderApp('/app', { token: testToken });
    const engine = await probedEngine();
    const second = renderApp('/app', { token: testToken });
    await waitFor(() => expect(within(second.container).getByText('Sonda do motor')).toBeInTheDocument());
    const barIn = (app: ReturnType<typeof renderApp>) => within(app.container).queryByRole('progressbar', { name: 'Carregando' });
    let call!: Promise<unknown>;
    act(() => {
      call = engine.data.list(resource(engine, 'categories'), { page: 1, limit: 10 });
    });
    await waitFor(() => expect(barIn(first)).not.toBeNull());
    expect(barIn(second)).toBeNull();
    await act(async () => {
      release!();
      await call;
    });
    await waitFor(() => expect(barIn(first)).toBeNull());
  });

  test('runs during a route change and stops when the page is there', async () => {
    // The list's route asks for its first page too (prefetchList): answered here, after a moment.
    server.use(http.get('/api/categories', async () => (await new Promise((r) => setTimeout(r, 100)), HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 }))));
    const app = renderApp('/app', { token: testToken });
    await screen.findByText('Sonda do motor');
    await waitFor(() => expect(bar()).toBeNull());
    await act(async () => {
      void app.router.navigate('/app/categories');
    });
    expect(await screen.findByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument();
    expect(await screen.findByText('Tela de lista', {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(bar()).toBeNull());
  });
});
