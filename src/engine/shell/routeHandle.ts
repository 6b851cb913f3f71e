import type { Params } from 'react-router-dom';
import type { ResourceDescriptor } from '../contract';

/** What a route tells the shell: its page title, from the URL params and the descriptor they name. */
export interface RouteHandle {
  title(params: Params, descriptor: ResourceDescriptor | undefined): string;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof (handle as RouteHandle | undefined)?.title === 'function';
