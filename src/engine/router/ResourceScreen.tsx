import { useLocation, useParams } from 'react-router-dom';
import { useDescriptor } from '../core';
import { NotFoundPage } from './NotFoundPage';
import type { ResourceRouteSpec } from './resourceRoutes';
import { Screen } from './screens';

/** The screen a resource route shows for the descriptor named in the URL, or the 404 page. */
export function ResourceScreen({ spec }: { spec: ResourceRouteSpec }) {
  const params = useParams();
  const { pathname } = useLocation();
  const descriptor = useDescriptor(params.resource);
  const name = descriptor && spec.screen(descriptor, params);
  if (!name) return <NotFoundPage />;
  // A new key per path: going from one resource to another starts the screen fresh, never with the last one's state.
  return <Screen key={pathname} name={name} />;
}
