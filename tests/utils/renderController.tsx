import { Component, type ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { descriptors as appDescriptors } from '../../src/app/descriptors';
import { AuthProvider, checkSession, createSignal, useAuth } from '../../src/engine/auth';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { EngineProvider, type Engine } from '../../src/engine/core';
import { createDataProvider, createInflight, createPainelApi, type Notify } from '../../src/engine/data';
import { runtimeFormValidator } from '../../src/engine/validator/runtimeFormValidator';
import { testApiConfig, testApis } from './renderApp';
import { testToken } from './session';

/** Keeps what the hook threw, so the test gets it at once instead of waiting for a result that never comes. */
class Caught extends Component<{ children: ReactNode; onError(error: unknown): void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface ControllerOptions {
  /** Where the hook runs (its URL: list queries live there). */
  url?: string;
  descriptors?: ResourceDescriptor[];
}

/**
 * A controller hook run without any view (renderHook): the real data interface (msw answers the tests'
 * requests), signed in with the test token, inside a data router at `url` whose every path keeps the hook
 * mounted, so a navigation is seen in `router` rather than unmounting it. Toasts are recorded in `notify`.
 */
export async function renderController<T>(hook: () => T, { url = '/app', descriptors = appDescriptors }: ControllerOptions = {}) {
  Cookies.set('token', testToken, { path: '/' });
  const notify = vi.fn<Notify>();
  const unauthorized = createSignal();
  const plumbing = {
    apis: testApis,
    endpoints: testApiConfig,
    session: { getToken: () => testToken, onUnauthorized: unauthorized.emit },
    inflight: createInflight(),
    notify,
  };
  const data = createDataProvider(plumbing);
  const painel = createPainelApi(plumbing);
  const check = checkSession(data);
  const engine: Engine = { descriptors, data, painel, notify, formValidator: runtimeFormValidator, permits: () => true };
  const slot: { children?: ReactNode } = {};
  let thrown: { error: unknown } | undefined;
  const Slot = () => <>{slot.children}</>;
  const router: DataRouter = createMemoryRouter([{ path: '*', element: <Slot /> }], { initialEntries: [url] });
  // The hook runs once the session is known, as every signed-in screen does.
  const SignedIn = ({ children }: { children: ReactNode }) => (useAuth().status === 'signedIn' ? children : null);
  const wrapper = ({ children }: { children: ReactNode }) => {
    slot.children = (
      <Caught onError={(error) => (thrown = { error })}>
        <SignedIn>{children}</SignedIn>
      </Caught>
    );
    return (
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
        <AuthProvider data={data} unauthorized={unauthorized} notify={notify} check={check}>
          <EngineProvider engine={engine}>
            <RouterProvider router={router} />
          </EngineProvider>
        </AuthProvider>
      </SWRConfig>
    );
  };
  const rendered = renderHook(hook, { wrapper });
  await waitFor(() => expect(thrown !== undefined || rendered.result.current !== null).toBe(true));
  if (thrown) throw thrown.error;
  return {
    ...rendered,
    router,
    notify,
    /** The current in-app location, e.g. '/app/jobs?page=2'. */
    path: () => router.state.location.pathname + router.state.location.search,
    /** The toasts shown so far, as [variant, title, description?]. */
    toasts: () => notify.mock.calls.map((c) => c.slice(0, 3).filter((x) => x !== undefined)),
  };
}
