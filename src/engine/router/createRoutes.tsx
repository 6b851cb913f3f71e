import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { sessionCookie, SignInPage } from '../auth';
import type { ResourceDescriptor } from '../contract';
import { delay } from '../core';
import { swrKeys } from '../data';
import { APP_PATH, HOME_PATH, resourceOf, routePatterns } from '../resource';
import type { RouteHandle } from '../shell';
import { CenteredProgress } from '../ui';
import { AppFrame } from './AppFrame';
import { EngineScope, signedInCode } from './EngineScope';
import { FIRST_PAGE_WAIT_MS, firstListPage } from './listAhead';
import type { RoutesOptions } from './routesOptions';
import { NotFoundPage } from './NotFoundPage';
import { timelineRequest } from '../timeline/request';
import { resourcePageAccess } from './pageAccess';
import { REFUSED_TITLE } from './RefusedPage';
import { ResourceScreen } from './ResourceScreen';
import { RouteErrorPage } from './RouteErrorPage';
import { resourceRoutes } from './resourceRoutes';
import { Screen, screenCode, type ScreenName } from './screens';
import { serverPageShown } from './serverPage';

const NOT_FOUND = 'Página não encontrada';

/** Screens that draw a form: their route loads the validators too. */
const FORM_SCREENS: ScreenName[] = ['form', 'action', 'account'];

/**
 * Loaders prefetch code (descriptors, the screen's chunk) so the loading bar runs during the route change and
 * the screen renders without a fallback; a list's loader also asks for the page the list will show, so its
 * rows travel while the code loads. Without the session cookie they fetch nothing: the guard is about to send
 * the user to sign-in.
 */
function prefetch(pick: (descriptors: ResourceDescriptor[], args: LoaderFunctionArgs) => { screen?: ScreenName; descriptor?: ResourceDescriptor }, options: RoutesOptions) {
  return async (args: LoaderFunctionArgs) => {
    if (!sessionCookie.read()) return null;
    const [descriptors] = await Promise.all([options.descriptors.load(), signedInCode.load()]);
    const { screen, descriptor } = pick(descriptors, args);
    const url = new URL(args.request.url);
    const { query, rows } = (screen === 'list' && descriptor && (await firstListPage(descriptor, url, options))) || {};
    // A timeline's data too: asked for with its code, not after it.
    const timeline = screen === 'timeline' && descriptor ? prefetchTimeline(descriptor, url.searchParams, options) : undefined;
    // The home page's panels as well (not waited for: each panel has its own skeleton), unless the server drew the
    // page with them: the app then draws over it with its panels too, not with a skeleton in between.
    const panels = screen === 'home' ? prefetchPanels(options) : undefined;
    // A record's form, its record: asked for with the form's code, not once the form is drawn.
    const record = screen === 'form' && descriptor && args.params.id ? prefetchRecord(descriptor, args.params.id, options) : undefined;
    if (screen) await Promise.all([screenCode[screen].load(), FORM_SCREENS.includes(screen) && options.validators.load()]);
    // A list opens with its rows when they come quickly, a form with its record; a slow API gets the screen (and
    // its skeleton) meanwhile.
    // A list drawn by the server on its map: the app draws over it with its map, not with "Carregando o mapa…".
    const map = rows && descriptor && query && serverPageShown() ? options.mapData?.(descriptor, query, url) : undefined;
    if (rows || timeline || record) await Promise.race([Promise.all([rows ?? timeline ?? record, map]), delay(FIRST_PAGE_WAIT_MS)]);
    else if (panels && serverPageShown()) await Promise.race([panels, delay(FIRST_PAGE_WAIT_MS)]);
    return null;
  };
}

/** The data a timeline's address shows (timelineRequest), unless the cache has it already (seen before). */
function prefetchTimeline(descriptor: ResourceDescriptor, params: URLSearchParams, { services: { painel }, hasCached }: RoutesOptions) {
  const { key, query } = timelineRequest(descriptor, params);
  if (!painel.available || hasCached?.(key)) return undefined;
  return painel.prefetch('painel.timeline', { params: { resource: descriptor.name }, query });
}

/**
 * The record a form's address shows, unless the cache has it (opened before: the form draws it at once), and the
 * records it points at (an outdoor's category, a rental's outdoor and client): its pickers name them from the
 * cache at once, instead of showing their ids until each is read.
 */
function prefetchRecord(descriptor: ResourceDescriptor, id: string, options: RoutesOptions) {
  const { services: { data }, hasCached } = options;
  if (!resourceOf(descriptor).canRead || hasCached?.(swrKeys.record(descriptor, id))) return undefined;
  return data.prefetchRead(descriptor, id).then((record) => record && prefetchReferences(descriptor, record, options));
}

/** The records `record` points at, read into the cache where the reference pickers read them (useRecordTitle). */
async function prefetchReferences(descriptor: ResourceDescriptor, record: Record<string, unknown>, { descriptors, services: { data }, hasCached, cacheAhead }: RoutesOptions) {
  const all = descriptors.peek() ?? [];
  await Promise.all(
    Object.entries(descriptor.references ?? {}).map(async ([field, { resource }]) => {
      const target = all.find((d) => d.name === resource);
      const id = record[field];
      if (!cacheAhead || !target?.operations.read || typeof id !== 'string' || !id || hasCached?.(swrKeys.record(target, id))) return;
      const read = await data.read(target, id).catch(() => undefined);
      if (read) cacheAhead(swrKeys.record(target, id), read);
    }),
  );
}

/** The home page's panels (painel.dashboard), unless the cache has them (seen before); the screen takes them. */
function prefetchPanels({ services: { painel }, hasCached }: RoutesOptions) {
  return painel.available && !hasCached?.(swrKeys.dashboard()) ? painel.prefetch('painel.dashboard', {}) : undefined;
}

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

/** A page of the app itself (not of a resource), with its own screen. */
function appPage(path: string, screen: ScreenName, title: string, options: RoutesOptions): RouteObject {
  return {
    path,
    loader: prefetch(() => ({ screen }), options),
    shouldRevalidate: () => false,
    handle: handle(() => title),
    ErrorBoundary: RouteErrorPage,
    element: <Screen name={screen} />,
  };
}

export function createRoutes(options: RoutesOptions): RouteObject[] {
  const resourceChildren: RouteObject[] = resourceRoutes.map((spec) => ({
    path: spec.path,
    loader: prefetch((descriptors, { params }) => {
      const descriptor = descriptors.find((x) => x.name === params.resource);
      return { descriptor, screen: descriptor && spec.screen(descriptor, params) };
    }, options),
    // Code is loaded once; only a change of resource can need another screen.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.resource !== nextParams.resource,
    // The page's own title, or what the shell says of a refused or missing page.
    handle: handle((params, engine) => {
      const access = resourcePageAccess(spec, params, engine);
      return 'screen' in access ? spec.title(access.descriptor, params) : 'refusal' in access ? REFUSED_TITLE : NOT_FOUND;
    }),
    // A screen that fails shows its error inside the shell: navigation stays usable.
    ErrorBoundary: RouteErrorPage,
    element: <ResourceScreen spec={spec} />,
  }));

  // Every tree has an error page of ours: react-router's own is in English.
  return [
    { path: '/', element: <Navigate to={HOME_PATH} replace />, ErrorBoundary: RouteErrorPage },
    {
      path: APP_PATH,
      Component: AppFrame,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: CenteredProgress,
      children: [
        { path: routePatterns.signIn, element: <SignInPage forgotPasswordHelp={options.forgotPasswordHelp} /> },
        {
          id: 'engine',
          loader: prefetch(() => ({}), options),
          shouldRevalidate: () => false,
          HydrateFallback: CenteredProgress,
          element: <EngineScope descriptors={options.descriptors} validators={options.validators} services={options.services} />,
          children: [
            {
              index: true,
              loader: prefetch(() => ({ screen: 'home' }), options),
              shouldRevalidate: () => false,
              handle: handle(() => 'Início'),
              ErrorBoundary: RouteErrorPage,
              element: <Screen name="home" />,
            },
            // Before the resource routes: these pages are no resource (descriptors cannot take their names).
            appPage(routePatterns.account, 'account', 'Minha conta', options),
            // Painel's extensions have pages only where the client reaches them (the painel profile).
            ...(options.services.painel.available
              ? [
                  appPage(routePatterns.activity, 'activity', 'Atividade', options),
                  appPage(routePatterns.trash, 'trash', 'Lixeira', options),
                  appPage(routePatterns.backups, 'backups', 'Cópias de segurança', options),
                ]
              : []),
            ...resourceChildren,
            { path: '*', handle: handle(() => NOT_FOUND), Component: NotFoundPage },
          ],
        },
      ],
    },
    { path: '*', element: <Navigate to={HOME_PATH} replace />, ErrorBoundary: RouteErrorPage },
  ];
}
