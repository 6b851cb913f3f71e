import { Activity, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ContextType } from 'react';
import { flushSync } from 'react-dom';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  NavigationType,
  useLocation,
  useOutlet,
  useParams,
  type Location,
} from 'react-router-dom';
import { useEngine } from '../core';
import { listPageRequest } from './listPageRequest';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { Screen } from './screens';

/** A list as it was last shown: its address and the router's view of it (react-router's contexts). */
interface KeptList {
  resource: string;
  location: ContextType<typeof LocationContext>;
  route: ContextType<typeof RouteContext>;
}

/**
 * The page under the shell. A list stays drawn, hidden, while one of its records (its "new" page, an action's page)
 * is open: Back, "Cancelar" or a save shows it again at once, paged, selected and scrolled as it was, instead of
 * building its table again. React's <Activity> keeps its state and DOM and stops its effects (requests, live
 * updates) while it is hidden; they start again, and the list revalidates, when it shows.
 *
 * The kept list reads the router as it was at its own address (react-router's location and route contexts, held):
 * a record's address would read as a list with no search, and every row would be drawn again for nothing, hidden
 * and again when shown. Coming back to the same history entry reuses them, so showing it redraws nothing.
 * It is kept only while the person stays on that resource's pages; any other page lets it go.
 *
 * Coming back does not wait for the router: its route change is a React transition, drawn in time slices with the
 * whole shell (at 4× CPU the list showed 130–280 ms after Back). As soon as the router sets out for the kept list's
 * address (a loader running, or already there), the list is shown in a render of its own, and the shell follows
 * when the router's transition ends. A navigation that a blocker stops never sets out, so nothing shows early.
 *
 * Those contexts are react-router's UNSAFE_ exports (no public way to hold a subtree's location exists short
 * of a descendant <Routes>, which warns under a data router): an upgrade of react-router must keep them, and
 * tests/screens/listKept.test.tsx fails if the kept list stops coming back as it was.
 */
export function KeptListOutlet() {
  const location = useLocation();
  const route = useContext(RouteContext);
  const outlet = useOutlet();
  const { resource } = useParams();
  const { descriptors } = useEngine();
  const here = listPageRequest(descriptors, location);
  const [kept, setKept] = useState<KeptList>();
  const returning = useReturningTo(kept?.location.location);
  const shown = useMemo(() => here && { resource: here.descriptor.name, location: { location, navigationType: NavigationType.Pop } /* nothing in a list reads it */, route }, [here?.descriptor.name, location, route]);
  const sameEntry = shown && kept?.resource === shown.resource && kept.location.location.key === location.key && kept.location.location.search === location.search;
  const current = shown ? (sameEntry ? kept : shown) : kept?.resource === resource ? kept : undefined;
  // Derived during render, so no frame draws without it.
  if (current !== kept) setKept(current);
  // One element while the list stays the same: React then skips it when this page changes around it.
  const list = useMemo(
    () =>
      current && (
        <LocationContext.Provider value={current.location}>
          <RouteContext.Provider value={current.route}>
            <ScreenErrorBoundary key={current.location.location.pathname}>
              <Screen name="list" />
            </ScreenErrorBoundary>
          </RouteContext.Provider>
        </LocationContext.Provider>
      ),
    [current],
  );
  const showing = Boolean(here) || (returning && current !== undefined);
  useScrollKept(showing, Boolean(here));
  return (
    <>
      {list && <Activity mode={showing ? 'visible' : 'hidden'}>{list}</Activity>}
      {!showing && outlet}
    </>
  );
}

/**
 * The page's scroll while the list is away, put back when it shows before the router has arrived: the router's
 * scroll restoration runs only then, and the list would first show at the record page's top and then jump.
 * Heard while the list shows (read once hidden, the page has already shrunk to the record's and the browser has
 * clamped it); a layout effect, so the listener is gone before the browser reports that clamp.
 */
function useScrollKept(showing: boolean, arrived: boolean) {
  const left = useRef(0);
  const wasShowing = useRef(showing);
  useLayoutEffect(() => {
    if (!wasShowing.current && showing && !arrived) window.scrollTo(0, left.current);
    wasShowing.current = showing;
    if (!showing) return;
    const note = () => (left.current = window.scrollY);
    note();
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, [showing, arrived]);
}

/**
 * Whether the router is going to (or is at) `kept`'s address: told by the router itself as each navigation starts,
 * before react-router's transition has drawn anything.
 */
function useReturningTo(kept: Location | undefined): boolean {
  const router = useContext(DataRouterContext)?.router;
  const address = kept && kept.pathname + kept.search;
  const keptAddress = useRef(address);
  keptAddress.current = address;
  const [returning, setReturning] = useState(false);
  const going = useRef(false);
  useEffect(() => {
    if (!router) return;
    return router.subscribe((state) => {
      const to = state.navigation.location ?? state.location;
      const now = keptAddress.current !== undefined && to.pathname + to.search === keptAddress.current;
      going.current = now;
      // Set now, it joins the router's own update (Back and clicks are drawn together, in one render that already
      // drops the record page); forced in a microtask for a navigation started outside any event.
      setReturning(now);
      if (now) queueMicrotask(() => going.current && flushSync(() => setReturning(true)));
    });
  }, [router]);
  return returning && address !== undefined;
}
