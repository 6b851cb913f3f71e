import { useContext, useLayoutEffect, useMemo, useState, type ContextType, type CSSProperties } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext, NavigationType, useLocation, useOutlet, useParams } from 'react-router-dom';
import { createListVisibility, ListVisibilityContext, useEngine } from '../core';
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
 * Out of sight, the kept list keeps what the browser worked out for it: `content-visibility: hidden` skips drawing
 * it yet holds its styles and layout, so showing it again costs a paint (React's <Activity> hides with
 * `display: none`, which throws them away: 35–77 ms of style and layout to show a 10-row list at 4× CPU). Out of
 * the accessibility tree too (aria-hidden); skipped content takes no focus.
 */
const HIDDEN: CSSProperties = { contentVisibility: 'hidden' };

/**
 * The page under the shell. A list stays drawn, hidden, while one of its records (its "new" page, an action's page)
 * is open: Back, "Cancelar" or a save shows it again at once, paged, selected and scrolled as it was, instead of
 * building its table again. It stays mounted as it was, so showing it redraws nothing; while it is hidden it sends
 * no request (useListVisibility: its reads pause), and it asks again once it is back on screen.
 *
 * The kept list reads the router as it was at its own address (react-router's location and route contexts, held):
 * a record's address would read as a list with no search, and every row would be drawn again for nothing, hidden
 * and again when shown. Coming back to the same history entry reuses them, so showing it redraws nothing.
 * It is kept only while the person stays on that resource's pages; any other page lets it go.
 *
 * Coming back does not wait for the router's arrival (useComingBack): the list shows as soon as the router sets
 * out for it, and the shell follows when the router arrives.
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
  const [visibility] = useState(createListVisibility);
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
            <ListVisibilityContext.Provider value={visibility}>
              <ScreenErrorBoundary key={current.location.location.pathname}>
                <Screen name="list" />
              </ScreenErrorBoundary>
            </ListVisibilityContext.Provider>
          </RouteContext.Provider>
        </LocationContext.Provider>
      ),
    [current, visibility],
  );
  const early = useComingBack(current?.location.location, location, Boolean(here));
  const showing = Boolean(here) || early;
  // Hidden only while a list is kept under another page: a list opened afresh (from home, another resource) is in
  // sight from its first render, and reads at once.
  const hidden = Boolean(list) && !showing;
  useLayoutEffect(() => visibility.set(hidden), [visibility, hidden]);
  return (
    <>
      {list && (
        <div style={hidden ? HIDDEN : undefined} aria-hidden={hidden || undefined}>
          {list}
        </div>
      )}
      {!showing && outlet}
    </>
  );
}
