import type { Params } from 'react-router-dom';
import { phrases, type ResourceDescriptor } from '../contract';
import type { ScreenName } from './screens';

/**
 * The routes under /app/:resource. Each says which screen a descriptor gets there, or none (then the
 * page is a 404): the engine hides what a descriptor does not declare.
 */
export interface ResourceRouteSpec {
  path: string;
  screen(d: ResourceDescriptor, params: Params): ScreenName | undefined;
  title(d: ResourceDescriptor, params: Params): string;
}

const recordAction = (d: ResourceDescriptor, name: string | undefined) =>
  d.actions?.find((a) => a.name === name && a.kind === 'record');

export const resourceRoutes: ResourceRouteSpec[] = [
  {
    // A singleton has no list: its one record is edited in place.
    path: ':resource',
    screen: (d) => (d.singleton ? (d.operations.read || d.operations.update ? 'form' : undefined) : d.operations.list ? 'list' : undefined),
    title: (d) => d.labels.plural,
  },
  {
    path: ':resource/new',
    screen: (d) => (!d.singleton && d.operations.create ? 'form' : undefined),
    title: phrases.newRecord,
  },
  {
    path: ':resource/:id',
    screen: (d) => (!d.singleton && (d.operations.read || d.operations.update) ? 'form' : undefined),
    title: phrases.editRecord,
  },
  {
    path: ':resource/:id/:action',
    screen: (d, params) => (!d.singleton && recordAction(d, params.action) ? 'action' : undefined),
    title: (d, params) => recordAction(d, params.action)?.label ?? '',
  },
];
