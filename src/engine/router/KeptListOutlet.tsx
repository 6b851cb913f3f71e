import { Activity, useContext, useMemo, useState, type ContextType } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext, NavigationType, useLocation, useOutlet, useParams } from 'react-router-dom';
import { useEngine } from '../core';
import { listPageRequest } from './listPageRequest';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { useComingBack } from './useComingBack';
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
 * Coming back does not wait for the router's transition (useComingBack): the list shows as soon as the router sets
 * out for it, and the shell follows when the transition ends.
 *
 * Those two contexts are react-router's UNSAFE_ exports (no public way to hold a subtree's location exists short
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
  const early = useComingBack(current?.location.location, location, Boolean(here));
  const showing = Boolean(here) || early;
  return (
    <>
      {list && <Activity mode={showing ? 'visible' : 'hidden'}>{list}</Activity>}
      {!showing && outlet}
    </>
  );
}
