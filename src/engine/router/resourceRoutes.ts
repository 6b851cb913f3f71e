import type { Params } from 'react-router-dom';
import { phrases, timelineTitle, type ResourceDescriptor } from '../contract';
import { resourceOf, routePatterns } from '../resource';
import type { ScreenName } from './screens';

/**
 * The routes under /app/:resource. Each says which screen a descriptor gets there, or none (then the page is a
 * 404): what the resource cannot do has no page. What the role cannot do is told apart (pageAccess.ts): the
 * operation the page runs words the refusal.
 */
export interface ResourceRouteSpec {
  path: string;
  screen(d: ResourceDescriptor, params: Params): ScreenName | undefined;
  title(d: ResourceDescriptor, params: Params): string;
  /** The role operation the page runs: `list`, `create`, an action's name… */
  operation(d: ResourceDescriptor, params: Params): string;
  /** The page runs it on the record in the URL: a role allowed it on its own account only is refused the others'. */
  onRecord?: boolean;
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
    operation: (d) => (!resourceOf(d).isSingleton ? 'list' : d.operations.read ? 'read' : 'update'),
  },
  {
    path: routePatterns.create,
    screen: (d) => (resourceOf(d).canCreate ? 'form' : undefined),
    title: phrases.newRecord,
    operation: () => 'create',
  },
  {
    // A timeline of the records a date-range resource points at (descriptor `timeline`).
    path: routePatterns.timeline,
    screen: (d) => (d.timeline && resourceOf(d).canList ? 'timeline' : undefined),
    title: timelineTitle,
    operation: () => 'list',
  },
  {
    path: routePatterns.record,
    screen: (d) => (!resourceOf(d).isSingleton && resourceOf(d).canOpen ? 'form' : undefined),
    title: (d) => (resourceOf(d).canEdit ? phrases.editRecord(d) : phrases.viewRecord(d)),
    operation: (d) => (d.operations.read ? 'read' : d.operations.update ? 'update' : 'list'),
  },
  {
    path: routePatterns.action,
    screen: (d, params) => (resourceOf(d).recordAction(params.action) ? 'action' : undefined),
    title: (d, params) => resourceOf(d).recordAction(params.action)?.label ?? '',
    operation: (_d, params) => params.action ?? '',
    onRecord: true,
  },
];
