import { useContext, useLayoutEffect, useMemo, useRef, useState, type ContextType, type CSSProperties } from 'react';
import { UNSAFE_LocationContext as LocationContext, UNSAFE_RouteContext as RouteContext, NavigationType, useLocation, useOutlet, useParams, type Location } from 'react-router-dom';
import { createListVisibility, ListVisibilityContext, useEngine } from '../core';
import { listPageRequest } from './listPageRequest';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { useComingBack } from './useComingBack';
import { Screen } from './screens';

/** A list as it was last shown: its address and the router's view of it (react-router's contexts). */
interface KeptList {
  /** One list screen, mounted once: a list built afresh gets another. */
  id: number;
  resource: string;
  location: ContextType<typeof LocationContext>;
  route: ContextType<typeof RouteContext>;
  visibility: ReturnType<typeof createListVisibility>;
}

interface Kept {
  lists: KeptList[];
  /** The resource of the page drawn last (a list or one of its records), if any. */
  resource?: string;
}

/** How many lists stay drawn, out of sight, at most: the ones shown last. */
const KEPT_LISTS = 3;
let lastId = 0;
const addressOf = (l: Pick<Location, 'pathname' | 'search'>) => l.pathname + l.search;

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
 * The last lists shown (KEPT_LISTS) stay so too while the person goes from list to list: the menu's link back to one
 * of them, at the address it was left at, shows it again as it was instead of building it (at 4× CPU the build was
 * ~100 ms of React and MUI in the click's task). Left for another resource, a list lets go of what only that visit
 * had (ticked rows, live marks: onLeft), so it reads as a list opened afresh; reached at another address (a
 * default view, a search), it is built afresh. A page that is no resource's (home, the account) lets them all go.
 *
 * A kept list reads the router as it was at its own address (react-router's location and route contexts, held):
 * a record's address would read as a list with no search, and every row would be drawn again for nothing, hidden
 * and again when shown. Coming back to the same address reuses them, so showing it redraws nothing.
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
  const [kept, setKept] = useState<Kept>({ lists: [] });
  // When each list was last in sight (by id): the one longest out of sight goes first.
  const seen = useRef(new Map<number, number>());
  // Derived during render, so no frame draws without it.
  const next = keepLists(kept, resource, here?.descriptor.name, location, route, seen.current);
  if (next !== kept) setKept(next);
  const current = next.lists.find((k) => k.resource === resource);
  const early = useComingBack(current?.location.location, location, Boolean(here));
  const showing = Boolean(here) || early;
  const shown = showing ? current : undefined;
  useLayoutEffect(() => {
    if (shown) seen.current.set(shown.id, performance.now());
  }, [shown]);
  // Leaving a resource's pages for another's: its list lets go of what that visit had.
  const leftFrom = useRef(resource);
  useLayoutEffect(() => {
    if (leftFrom.current !== resource) next.lists.find((k) => k.resource === leftFrom.current)?.visibility.leave();
    leftFrom.current = resource;
  }, [resource]);
  return (
    <>
      {next.lists.map((list) => (
        <HeldList key={list.id} list={list} hidden={list !== shown} />
      ))}
      {!showing && outlet}
    </>
  );
}

/**
 * The lists kept after this render: the one on screen (as it was when its address is the same, at its new address
 * when the person stays on its resource's pages, else built afresh), the others as they were.
 */
function keepLists(kept: Kept, resource: string | undefined, listed: string | undefined, location: Location, route: ContextType<typeof RouteContext>, seen: Map<number, number>): Kept {
  if (!resource) return kept.lists.length || kept.resource ? { lists: [] } : kept;
  let lists = kept.lists;
  if (listed) {
    const prior = lists.find((k) => k.resource === listed);
    if (!prior || addressOf(prior.location.location) !== addressOf(location)) {
      // Nothing in a list reads how it was reached.
      const held = { location: { location, navigationType: NavigationType.Pop }, route };
      const list = prior && kept.resource === listed ? { ...prior, ...held } : { id: ++lastId, resource: listed, visibility: createListVisibility(), ...held };
      lists = prior ? lists.map((k) => (k === prior ? list : k)) : [...lists, list];
      if (lists.length > KEPT_LISTS) {
        const oldest = lists.filter((k) => k !== list).sort((a, b) => (seen.get(a.id) ?? 0) - (seen.get(b.id) ?? 0))[0];
        lists = lists.filter((k) => k !== oldest);
      }
    }
  }
  return lists === kept.lists && resource === kept.resource ? kept : { lists, resource };
}

/** One kept list: in sight, or drawn out of sight (HIDDEN) and reading nothing. */
function HeldList({ list, hidden }: { list: KeptList; hidden: boolean }) {
  // One element while the list stays the same: React then skips it when the page changes around it.
  const screen = useMemo(
    () => (
      <LocationContext.Provider value={list.location}>
        <RouteContext.Provider value={list.route}>
          <ListVisibilityContext.Provider value={list.visibility}>
            <ScreenErrorBoundary>
              <Screen name="list" />
            </ScreenErrorBoundary>
          </ListVisibilityContext.Provider>
        </RouteContext.Provider>
      </LocationContext.Provider>
    ),
    [list],
  );
  useLayoutEffect(() => list.visibility.set(hidden), [list, hidden]);
  return (
    <div style={hidden ? HIDDEN : undefined} aria-hidden={hidden || undefined}>
      {screen}
    </div>
  );
}
