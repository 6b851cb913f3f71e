import { useMatches } from 'react-router-dom';
import { useEngine } from '../core';
import { isRouteHandle } from './routeHandle';

/** The deepest matched route's title (also written to the browser tab by the layout). */
export function usePageTitle(): string {
  const engine = useEngine();
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { handle, params } = matches[i];
    if (isRouteHandle(handle)) return handle.title(params, engine);
  }
  return '';
}
