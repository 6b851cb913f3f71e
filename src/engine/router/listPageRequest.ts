import type { ListQuery, ResourceDescriptor } from '../contract';
import { listRequest, resourceOf, routePatterns } from '../resource';
import { resourceRoutes } from './resourceRoutes';

const resourceRoute = resourceRoutes.find((route) => route.path === routePatterns.resource)!;

/**
 * The list an address opens and what it asks its API for (listRequest), or nothing when the address is another
 * page. Read without the router, before it exists (bootEngine), and decided as its route decides.
 */
export function listPageRequest(descriptors: ResourceDescriptor[], { pathname, search }: { pathname: string; search: string }): { descriptor: ResourceDescriptor; query: ListQuery } | undefined {
  const path = pathname.replace(/\/+$/, '');
  const descriptor = descriptors.find((d) => resourceOf(d).paths.list === path);
  if (!descriptor || resourceRoute.screen(descriptor, { resource: descriptor.name }) !== 'list') return undefined;
  return { descriptor, query: listRequest(descriptor, new URLSearchParams(search)) };
}
