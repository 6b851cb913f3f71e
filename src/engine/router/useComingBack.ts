import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_DataRouterContext as DataRouterContext, type Location } from 'react-router-dom';

const addressOf = (l: Pick<Location, 'pathname' | 'search'>) => l.pathname + l.search;

/**
 * Whether a kept list should show now, before the router has arrived at it: react-router arrives only once the
 * route's loaders are done, and then draws the whole shell with it (at 4× CPU, when that was a React transition drawn
 * in time slices, the list showed 130–380 ms after Back), so the router is asked directly (`router.subscribe`) and
 * the list shows as soon as a navigation sets out for its address (`kept`). A navigation that an unsaved form's
 * guard stops never sets out, so nothing shows early.
 *
 * Once shown, it stays until the page under it (`at`, the location drawn) is another one: a second navigation
 * started before the router arrived (a click on a row) does not bring back the record page it left, and one that
 * ends where it began (Back, then Forward at once) does.
 *
 * Shown early, the list is scrolled where it was left, as the router keeps it (the position when a navigation set
 * out from the list's address): the router's own restoration runs only when it arrives.
 */
export function useComingBack(kept: Location | undefined, at: Location, arrived: boolean): boolean {
  const router = useContext(DataRouterContext)?.router;
  const keptAddress = useRef<string>(undefined);
  keptAddress.current = kept && addressOf(kept);
  // The key of the page the router set out from for the kept list; undefined when it is not going there.
  const [leaving, setLeaving] = useState<string>();
  const leavingNow = useRef<string>(undefined);
  const scroll = useRef(0);
  useEffect(() => {
    if (!router) return;
    return router.subscribe((state) => {
      const list = keptAddress.current;
      const going = state.navigation.state !== 'idle';
      if (going && list !== undefined && addressOf(state.location) === list) scroll.current = window.scrollY;
      const toList = list !== undefined && addressOf(state.navigation.location ?? state.location) === list;
      // Setting out for the list: the page it leaves. Then kept until the page drawn is another one — the router's
      // arrival at the list (drawn later, after its loaders) or elsewhere (a navigation that replaced this one) —
      // and given up only when the router ends where it began, on the page it set out from.
      const next = toList && going ? state.location.key : !going && state.location.key === leavingNow.current ? undefined : leavingNow.current;
      if (next === leavingNow.current) return;
      leavingNow.current = next;
      // Set at once: Back (a popstate) draws it in the same render as the router's first update, which already drops
      // the record page. A click or a save's navigation may draw later: the microtask forces it before the router
      // goes on.
      setLeaving(next);
      if (next !== undefined) queueMicrotask(() => leavingNow.current === next && flushSync(() => setLeaving(next)));
    });
  }, [router]);

  const early = kept !== undefined && !arrived && leaving !== undefined && leaving === at.key;
  const wasEarly = useRef(early);
  useLayoutEffect(() => {
    if (early && !wasEarly.current) window.scrollTo(0, scroll.current);
    wasEarly.current = early;
  }, [early]);
  return early;
}
