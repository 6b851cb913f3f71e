import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import { descriptors as appDescriptors } from '../../src/app/descriptors';
import { forgotPasswordHelp } from '../../src/app/config';
import type { ApiConfig } from '../../src/engine/data';
import type { ResourceDescriptor } from '../../src/engine/descriptor';
import type { FormValidatorProvider } from '../../src/engine/form';
import { runtimeFormValidator } from '../../src/engine/form/runtimeFormValidator';
import { EngineRoot } from '../../src/engine/shell';

/** API bases the tests' msw handlers answer: relative paths resolve against happy-dom's http://localhost:3000. */
export const testApiConfig: ApiConfig = {
  apiUrl: '/api',
  serverApiUrl: '/api/server',
  supabaseUrl: 'http://localhost:3000',
  supabaseAnonKey: 'painel-anon-key',
};

export interface RenderAppOptions {
  /** Default: every descriptor in schemas/, loaded the way the app loads them. A function is called only after sign-in. */
  descriptors?: ResourceDescriptor[] | (() => Promise<ResourceDescriptor[]>);
  apiConfig?: Partial<ApiConfig>;
  /** Default: validators compiled at run time (any descriptor works, even one made by the test). */
  formValidator?: FormValidatorProvider;
  /** Session cookie to start with; without it the cookie is removed, i.e. signed out. */
  token?: string;
  /** Options for the returned userEvent instance (e.g. { advanceTimers: vi.advanceTimersByTime }). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderAppResult extends RenderResult {
  router: DataRouter;
  user: ReturnType<typeof userEvent.setup>;
  /** Current in-app location, e.g. '/app/categories?page=2'. */
  path(): string;
}

/** Renders the whole back-office (providers, session, router, shell, lazy screens) at `url`. */
export function renderApp(url = '/app', options: RenderAppOptions = {}): RenderAppResult {
  if (options.token) Cookies.set('token', options.token, { path: '/' });
  else Cookies.remove('token', { path: '/' });
  let router: DataRouter | undefined;
  const utils = render(
    <EngineRoot
      descriptors={options.descriptors ?? appDescriptors}
      apiConfig={{ ...testApiConfig, ...options.apiConfig }}
      formValidator={options.formValidator ?? runtimeFormValidator}
      createRouter={(routes) => (router = createMemoryRouter(routes, { initialEntries: [url] }))}
      forgotPasswordHelp={forgotPasswordHelp}
    />,
  );
  const created = router!;
  return {
    ...utils,
    router: created,
    user: userEvent.setup(options.userEventOptions),
    path: () => created.state.location.pathname + created.state.location.search,
  };
}
