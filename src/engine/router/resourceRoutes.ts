import type { Params } from 'react-router-dom';
import { phrases, type ResourceDescriptor } from '../contract';
import { resourceOf, routePatterns } from '../resource';
import type { ScreenName } from './screens';

/**
 * The routes under /app/:resource. Each says which screen a descriptor gets there, or none (then the page is a
 * 404): what the resource cannot do has no page.
 */
export interface ResourceRouteSpec {
  path: string;
  screen(d: ResourceDescriptor, params: Params): ScreenName | undefined;
  title(d: ResourceDescriptor, params: Params): string;
}

export const resourceRoutes: ResourceRouteSpec[] = [
  {
    // A singleton has no list: its one record is edited in place.
    path: routePatterns.resource,
    screen: (d) => {
      const r = resourceOf(d);
      if (r.isSingleton) return r.canOpen ? 'form' : undefined;
      return r.canList ? 'list' : undefined;
    },
    title: (d) => d.labels.plural,
  },
  {
    path: routePatterns.create,
    screen: (d) => (resourceOf(d).canCreate ? 'form' : undefined),
    title: phrases.newRecord,
  },
  {
    path: routePatterns.record,
    screen: (d) => (!resourceOf(d).isSingleton && resourceOf(d).canOpen ? 'form' : undefined),
    title: (d) => (resourceOf(d).canEdit ? phrases.editRecord(d) : phrases.viewRecord(d)),
  },
  {
    path: routePatterns.action,
    screen: (d, params) => (resourceOf(d).recordAction(params.action) ? 'action' : undefined),
    title: (d, params) => resourceOf(d).recordAction(params.action)?.label ?? '',
  },
];
