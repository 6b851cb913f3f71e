import type { Params } from 'react-router-dom';
import type { Engine } from '../core';

/** What a route tells the shell: its page title, from the URL params and what the engine (the person's role) makes of them. */
export interface RouteHandle {
  title(params: Params, engine: Engine): string;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof (handle as RouteHandle | undefined)?.title === 'function';
