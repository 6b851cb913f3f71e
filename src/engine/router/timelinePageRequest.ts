import type { ResourceDescriptor } from '../contract';
import { resourceOf, routePatterns } from '../resource';
import { timelineRequest } from '../timeline/request';
import { resourceRoutes } from './resourceRoutes';

const timelineRoute = resourceRoutes.find((route) => route.path === routePatterns.timeline)!;

/**
 * The timeline ("Ocupação") an address opens and what it asks its API for (timelineRequest), or nothing when the
 * address is another page. Read without the router, as listPageRequest, and decided as its route decides.
 */
export function timelinePageRequest(descriptors: ResourceDescriptor[], { pathname, search }: { pathname: string; search: string }) {
  const path = pathname.replace(/\/+$/, '');
  const descriptor = descriptors.find((d) => d.timeline && resourceOf(d).paths.timeline === path);
  if (!descriptor || timelineRoute.screen(descriptor, { resource: descriptor.name }) !== 'timeline') return undefined;
  return { descriptor, ...timelineRequest(descriptor, new URLSearchParams(search)) };
}
