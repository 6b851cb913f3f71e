import type { ResourceDescriptor } from '../contract';
import { resourceOf, routePatterns } from '../resource';
import { resourceRoutes } from './resourceRoutes';

const recordRoute = resourceRoutes.find((route) => route.path === routePatterns.record)!;

/**
 * The record a form's address opens (a row's "Editar"), or nothing when the address is another page (a list, a new
 * record, a timeline, an action) or the form could not read its record. Read without the router, as
 * listPageRequest, and decided as its route decides.
 */
export function recordPageRequest(
  descriptors: ResourceDescriptor[],
  { pathname }: { pathname: string },
): { descriptor: ResourceDescriptor; id: string } | undefined {
  const path = pathname.replace(/\/+$/, '');
  for (const descriptor of descriptors) {
    const { paths, canRead } = resourceOf(descriptor);
    if (!path.startsWith(`${paths.list}/`) || path === paths.create || path === paths.timeline) continue;
    const segment = path.slice(paths.list.length + 1);
    if (!segment || segment.includes('/') || !canRead) return undefined;
    let id: string;
    try {
      id = decodeURIComponent(segment);
    } catch {
      return undefined;
    }
    return recordRoute.screen(descriptor, { resource: descriptor.name, id }) === 'form' ? { descriptor, id } : undefined;
  }
  return undefined;
}
