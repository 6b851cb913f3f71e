import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { createMemoryRouter, type DataRouter } from 'react-router-dom';
import { descriptors as appDescriptors } from '../../src/app/descriptors';
import { forgotPasswordHelp } from '../../src/app/config';
import type { ApiProfiles, ResourceDescriptor, Roles } from '../../src/engine/contract';
import { apiConfigFrom, type ApiConfig } from '../../src/engine/data';
import { readApiProfiles } from '../../src/engine/descriptor';
import type { FormValidatorProvider } from '../../src/engine/validator';
import { runtimeFormValidator } from '../../src/engine/validator/runtimeFormValidator';
import { createEngineApp, EngineRoot, type EngineBoot } from '../../src/engine/root';

/** The API profiles of schemas/apis.json, as the build gives them to the app. */
export const testApis = readApiProfiles();
/** Every profile at its base on happy-dom's origin (http://localhost:3000), where the tests' msw handlers answer. */
export const testApiConfig: ApiConfig = apiConfigFrom(testApis, {}, location.origin);

interface RenderAppOptions {
  /** Open the painel API's live event stream (default: no). */
  live?: boolean;
  /** Default: every descriptor in schemas/, loaded the way the app loads them. A function is called only after sign-in. */
  descriptors?: ResourceDescriptor[] | (() => Promise<ResourceDescriptor[]>);
  /** Default: schemas/apis.json. */
  apis?: ApiProfiles;
  /** Who may do what (schemas/roles.json, readRoles()); default none: every person may do everything. */
  roles?: Roles;
  /** Default: each profile at its base on the page's origin. */
  apiConfig?: ApiConfig;
  /** Default: validators compiled at run time (any descriptor works, even one made by the test). */
  formValidator?: FormValidatorProvider;
  /** Session cookie to start with; without it the cookie is removed, i.e. signed out. */
  token?: string;
  /** Options for the returned userEvent instance (e.g. { advanceTimers: vi.advanceTimersByTime }). */
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
  /** The app's first steps, taken before (bootEngine, as the page's entry takes them); default: taken here. */
  boot?: EngineBoot;
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
  // Rendered at once, not after `ready` as the app does: the tests see the "checking" step too.
  const app = createEngineApp({
    descriptors: options.descriptors ?? appDescriptors,
    apis: options.apis ?? testApis,
    apiConfig: options.apiConfig ?? (options.apis ? apiConfigFrom(options.apis, {}, location.origin) : testApiConfig),
    formValidator: options.formValidator ?? runtimeFormValidator,
    createRouter: (routes) => (router = createMemoryRouter(routes, { initialEntries: [url] })),
    forgotPasswordHelp,
    roles: options.roles,
    // The live stream is a test of its own (tests/live); elsewhere it would be one more request to answer.
    live: options.live ?? false,
  }, options.boot);
  const utils = render(<EngineRoot app={app} />);
  const created = router!;
  return {
    ...utils,
    router: created,
    user: userEvent.setup(options.userEventOptions),
    path: () => created.state.location.pathname + created.state.location.search,
  };
}
