// Run by the server (Node), built apart from the browser's code (firstPageBundlePlugin): the first page of a list,
// or the home page with its first panels' numbers, drawn before any script, for a visitor with a session who opens
// its address; and the page a link clicked on such a page leads to (a record's form among them), which the drawn
// page's script asks for and puts in its place. The browser's app then draws the same page over it (createRoot replaces #root's children in its
// first commit, with its rows or its panels).
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router-dom';
import { unstable_serialize } from 'swr';
import { sessionCookie } from '../engine/auth';
import { FIRST_PAGE_ATTRIBUTE, SERVER_PAGE_CAPTURE, type FirstPageRenderer } from '../engine/contract';
import { apiConfigFrom, swrKeys } from '../engine/data';
import { ASSUMED_WIDTH, createEngineApp, EngineRoot, gatheredStyles, prefetchFirstMap, serverLook, systemDarkRule } from '../engine/root';
import { HOME_PATH } from '../engine/resource';
import { listPageRequest, recordPageRequest, timelinePageRequest } from '../engine/router';
import { theme } from '../engine/ui';
import { apis, forgotPasswordHelp, roles } from './config';
import { descriptors } from './descriptors';
import { formValidator } from './formValidators';

// Each request's token, wherever the engine reads "the cookie" while this request's page is put together.
const requestToken = new AsyncLocalStorage<string>();
sessionCookie.read = () => requestToken.getStore();

const lookFor = { phone: serverLook(theme, ASSUMED_WIDTH.phone), desktop: serverLook(theme, ASSUMED_WIDTH.desktop) };
const shownDescriptors = () => Promise.resolve(descriptors);

/**
 * #root's markup, signed in, for a list's first page with its rows (on its map: with its points), for a timeline
 * ("Ocupação") with its rows and bars, for the home page with its panels (the first ones with their numbers), or,
 * asked by a click on such a page (`clicked`), for a record's form with its values and the records it points at
 * named. Undefined for any other address, a token that opens no session, data that did not come (a refusal, an error, a
 * timeout) or an app that went elsewhere: the server then answers the page without it and the browser draws as always.
 */
export const renderFirstPage: FirstPageRenderer = ({ url, token, apiOrigin, phone, clicked }) => {
  const address = new URL(url, 'http://painel.invalid');
  const home = address.pathname.replace(/\/+$/, '') === HOME_PATH;
  const list = home ? undefined : listPageRequest(descriptors, address);
  const timeline = home || list ? undefined : timelinePageRequest(descriptors, address);
  const record = home || list || timeline || !clicked ? undefined : recordPageRequest(descriptors, address);
  if (!home && !list && !timeline && !record) return Promise.resolve(undefined);
  return requestToken.run(token, async () => {
    const app = createEngineApp({
      descriptors: shownDescriptors,
      apis,
      roles,
      apiConfig: apiConfigFrom(apis, {}, apiOrigin),
      formValidator,
      createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [`${address.pathname}${address.search}`] }),
      forgotPasswordHelp,
      live: false,
    });
    try {
      // The home page's panels with the first ones' numbers (painel.dashboard), asked at once as the browser's first
      // steps ask them (prefetchFirstPanels); its route finds them under way. Waited for: without them the home
      // page is a skeleton, not worth sending.
      const panels = home && app.painel.available ? app.painel.prefetch('painel.dashboard', {}) : undefined;
      if (home && !panels) return undefined;
      // A list opened on its map: its points and the map's code, as the browser's first steps ask them
      // (prefetchFirstList); the map is then drawn with its markers, from them.
      const map = list && prefetchFirstMap(app.painel, list, address);
      await Promise.all([app.ready, panels, map]);
      const session = app.session?.outcome();
      const state = app.router.state;
      if (!session || !('user' in session) || state.errors || state.location.pathname !== address.pathname) return undefined;
      if (list) {
        // The page the route asked for, if it came in time (the route waits for it a moment): the list draws from
        // the cache, as a list visited before does; without it the list would draw its skeleton, not worth sending.
        const page = app.data.takePrefetchedList(list.descriptor, list.query);
        if (!page) return undefined;
        app.swr.provider().set(unstable_serialize(swrKeys.list(list.descriptor, list.query)), { data: page });
      } else if (timeline) {
        // The rows and bars the route asked for (it waits for them a moment), drawn from the cache; without them the
        // screen would draw its skeleton, not worth sending.
        const data = app.painel.takeAhead('painel.timeline', { params: { resource: timeline.descriptor.name }, query: timeline.query });
        if (!data) return undefined;
        app.swr.provider().set(unstable_serialize(timeline.key), { data });
      } else if (record) {
        // The record the form's route asked for (it waits for it a moment), drawn from the cache; without it the
        // form would draw its skeleton, not worth sending.
        const values = app.data.takePrefetchedRead(record.descriptor, record.id);
        if (!values) return undefined;
        // (The records it points at, named by its pickers, were read into the cache by its route: prefetchRecord.)
        app.swr.provider().set(unstable_serialize(swrKeys.record(record.descriptor, record.id)), { data: values });
      } else {
        // Drawn from the cache, as when the browser's first steps brought them: each panel whose numbers came with
        // them drawn, the others (and the record counts, the latest changes) as the app first draws them, loading.
        const dashboard = app.painel.takeAhead('painel.dashboard', {});
        if (!Array.isArray(dashboard?.panels)) return undefined;
        app.swr.provider().set(unstable_serialize(swrKeys.dashboard()), { data: dashboard });
      }
      const drawn = renderToString(<EngineRoot app={app} look={phone ? lookFor.phone : lookFor.desktop} />);
      // Drawn light; dark where the system is, as the app will draw it (it follows the system until told otherwise).
      const markup = gatheredStyles(drawn + systemDarkRule(drawn));
      // Inert: seen, not used, until the app has drawn over it (a tick or a search typed into this copy would be lost).
      // First in it, its own script: what the visitor does to it before the app's scripts come is written down.
      return `<div ${FIRST_PAGE_ATTRIBUTE} inert style="display:contents"><script>${SERVER_PAGE_CAPTURE}</script>${markup}</div>`;
    } finally {
      app.router.dispose();
    }
  });
};
