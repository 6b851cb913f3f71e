import type { DataRouter, RouteObject } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { servedDescriptors, type ApiProfiles, type ListQuery, type ResourceDescriptor, type Roles, type SavedView } from '../contract';
import { delay } from '../core';
import { hasCachedAnswer, settledAnswer, swrKeys, type ApiConfig } from '../data';
import { createLoadable, createRoutes, loaded, readAheadAt, followServerPageClicks, serverPageDrawn, serverPageReleased } from '../router';
import { bootEngine, prefetchFirstMap, type EngineBoot } from './bootEngine';
import type { FormValidatorProvider } from '../validator';

export interface EngineConfig {
  /** Validated descriptors, or a loader for them (the app loads them after sign-in, with their validator). */
  descriptors: ResourceDescriptor[] | (() => Promise<ResourceDescriptor[]>);
  /** The API profiles (schemas/apis.json) the descriptors name. */
  apis: ApiProfiles;
  /** Who may do what (schemas/roles.json): screens show what the signed-in person's role may do. Absent: everything. */
  roles?: Roles;
  /** Where each profile is reached from this client (apiConfigFrom). */
  apiConfig: ApiConfig;
  /**
   * The validator of each form schema, or a loader for it: precompiled in the app (its Content-Security-Policy
   * forbids compiling schemas in the browser) and loaded with the first form, compiled at run time in tests.
   */
  formValidator: FormValidatorProvider | { load(): Promise<FormValidatorProvider> };
  /** createBrowserRouter in the app, createMemoryRouter(routes, { initialEntries }) in tests. */
  createRouter(routes: RouteObject[]): DataRouter;
  /** Text of the "Esqueci minha senha" dialog (how this installation resets a password). */
  forgotPasswordHelp?: string;
  /** Keep open screens current through the painel API's event stream (default: yes; unit tests opt in). */
  live?: boolean;
}

export type EngineApp = ReturnType<typeof createEngineApp>;

/** How long the app waits for its first steps before drawing anyway. */
const READY_WAIT_MS = 3000;

/** Settles when the router's first navigation (its loaders: descriptors, the screen's code) is done. */
function firstNavigation(router: DataRouter): Promise<void> {
  return new Promise((done) => {
    if (router.state.initialized) return done();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      done();
    });
  });
}

/**
 * Builds the engine once, outside React, on its first steps (bootEngine: data provider, toasts, the session
 * lookup; the app page's entry takes them earlier) and the router, whose first loaders start at once. `ready`
 * settles when the lookup and those loaders are done: rendered after it, the first screen draws signed in and
 * complete, with no "checking" or loading step in between.
 */
export function createEngineApp(config: EngineConfig, boot: EngineBoot = bootEngine(config)) {
  const { descriptors, formValidator, createRouter, forgotPasswordHelp } = config;
  const { notify, data, painel, session } = boot;
  const validators = 'load' in formValidator ? createLoadable(formValidator.load) : loaded(formValidator);
  // Form routes load the validators before their screen draws (createRoutes), so this never throws there.
  const validatorOf: FormValidatorProvider = (schema) => {
    const provider = validators.peek();
    if (!provider) throw new Error('Validadores dos formulários pedidos antes de carregados.');
    return provider(schema);
  };
  const services = {
    data,
    painel,
    notify,
    formValidator: validatorOf,
    roles: config.roles,
    live: config.live ?? true,
    // A link's page read ahead (its route's options, below): on the menu's links, before their click.
    readAhead: (to: string) => readAhead(to),
    // The router's navigation, made below (a list waits for one under way before it amends its address).
    navigate: (to: string, options?: { state?: unknown }) => navigate(to, options),
    navigating: () => router.state.navigation.state !== 'idle',
    afterNavigation: (listener: (arrived: { pathname: string; search: string }) => void) => afterNavigation(listener),
  };
  // What each descriptor's API can answer: an extension operation only where its profile declares extensions.
  const served = (list: ResourceDescriptor[]) => servedDescriptors(list, config.apis);
  const source = typeof descriptors === 'function' ? createLoadable(() => descriptors().then(served)) : loaded(served(descriptors));
  // SWR cache per app instance: sign-out clears it, and two renders (tests) never share records. The routes
  // read it too: a list page already there is drawn at once.
  const cache = new Map();
  const hasCached = (key: readonly unknown[]) => hasCachedAnswer(cache, key);
  // Only where SWR has not been: a value put under its feet while its own request is under way is never told to
  // the screen waiting on it.
  const cacheAhead = (key: readonly unknown[], answer: unknown) => void (cache.get(unstable_serialize(key)) === undefined && cache.set(unstable_serialize(key), settledAnswer(answer)));
  const hasListPage = (d: ResourceDescriptor, query: ListQuery) => hasCached(swrKeys.list(d, query));
  // The person's default views, read once a session into the same cache, where each list reads them too: a list's
  // route knows which page to ask for before its screen draws. A failure is no default (the list asks again).
  const defaultViewsKey = unstable_serialize(swrKeys.defaultViews());
  let askingDefaults: Promise<SavedView[] | undefined> | undefined;
  const defaultViews = (): Promise<SavedView[] | undefined> =>
    (askingDefaults ??= painel.defaultViews().then(
      // Into the cache only while no list has asked for them itself (a slow server once left a list waiting for ever).
      (data) => (cacheAhead(swrKeys.defaultViews(), data), data),
      () => undefined,
    ).finally(() => (askingDefaults = undefined)));
  const defaultView = async (d: ResourceDescriptor) =>
    painel.available ? ((cache.get(defaultViewsKey)?.data as SavedView[] | undefined) ?? (await defaultViews()))?.find((v) => v.resource === d.name) : undefined;
  // A list's map (its points and code): the same request as the page's first steps asked for, if they did.
  const mapData = (descriptor: ResourceDescriptor, query: ListQuery, address: { search: string }) => prefetchFirstMap(painel, { descriptor, query }, address);
  const routeOptions = { descriptors: source, validators, services, forgotPasswordHelp, hasListPage, hasCached, cacheAhead, defaultView, mapData };
  const router = createRouter(createRoutes(routeOptions));
  // Not while a navigation is under way: the page its route waits for keeps its place among the reads asked ahead.
  const readAheadAtLink = readAheadAt(routeOptions);
  const readAhead = (to: string) => void (router.state.navigation.state === 'idle' && readAheadAtLink(to));
  // As react-router's Link: a click on the address already shown replaces it instead of adding it to the history again.
  const navigate = (to: string, options?: { state?: unknown }) => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate(to, { replace: `${pathname}${search}${hash}` === to, ...options });
  };
  const afterNavigation = (listener: (arrived: { pathname: string; search: string }) => void) => {
    const stop = router.subscribe((state) => {
      if (state.navigation.state !== 'idle') return;
      stop();
      // After the router has finished with this navigation: one started from inside its listener is cut short.
      queueMicrotask(() => listener(state.location));
    });
    return stop;
  };
  // An error toast is about the screen it appeared on: another page closes it (success toasts stay, they
  // announce the save that brought the user here).
  let pathname = router.state.location.pathname;
  router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    notify.dismissErrors();
  });
  const swr = { provider: () => cache, shouldRetryOnError: false, revalidateOnFocus: false };
  // A session lookup that hangs (a server stuck) must not leave the page blank: the app then draws its
  // "checking" step.
  // A link clicked on the server's page meanwhile is followed first (one pressed, once clicked): the app then draws
  // where the click went, not the page under it, only to leave it. The server's drawing of that page, asked for by
  // the click, is let in first (serverPageDrawn): the person sees where the click went while the app draws it.
  const started = Promise.all([session?.settled, firstNavigation(router)])
    .then(() => serverPageReleased())
    .then(() => followServerPageClicks(router, source.peek()))
    .then(() => serverPageDrawn());
  const ready = Promise.race([started, delay(READY_WAIT_MS)]).then(() => undefined);
  return { ...boot, router, swr, ready };
}
