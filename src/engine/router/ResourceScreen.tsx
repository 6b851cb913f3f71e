import { useLocation, useParams } from 'react-router-dom';
import { useEngine } from '../core';
import { NotFoundPage } from './NotFoundPage';
import { resourcePageAccess } from './pageAccess';
import { RefusedPage } from './RefusedPage';
import type { ResourceRouteSpec } from './resourceRoutes';
import { Screen } from './screens';

/** The screen a resource route shows for the descriptor named in the URL, a refusal for the person's role, or the 404 page. */
export function ResourceScreen({ spec }: { spec: ResourceRouteSpec }) {
  const params = useParams();
  const { pathname } = useLocation();
  const access = resourcePageAccess(spec, params, useEngine());
  if ('refusal' in access) return <RefusedPage {...access.refusal} />;
  if ('notFound' in access) return <NotFoundPage />;
  // A new key per path: going from one resource to another starts the screen fresh, never with the last one's state.
  return <Screen key={pathname} name={access.screen} />;
}
