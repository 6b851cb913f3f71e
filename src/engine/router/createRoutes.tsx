import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { sessionCookie, SignInPage } from '../auth';
import type { ResourceDescriptor } from '../contract';
import { APP_PATH, HOME_PATH, routePatterns } from '../resource';
import type { RouteHandle } from '../shell';
import { CenteredProgress } from '../ui';
import { AppFrame } from './AppFrame';
import type { Loadable } from './createLoadable';
import { EngineScope, signedInCode, type EngineServices } from './EngineScope';
import { NotFoundPage } from './NotFoundPage';
import { ResourceScreen } from './ResourceScreen';
import { RouteErrorPage } from './RouteErrorPage';
import { resourceRoutes } from './resourceRoutes';
import { Screen, screenCode, type ScreenName } from './screens';

interface RoutesOptions {
  descriptors: Loadable<ResourceDescriptor[]>;
  services: EngineServices;
  /** Text of the "Esqueci minha senha" dialog. */
  forgotPasswordHelp?: string;
}

const NOT_FOUND = 'Página não encontrada';

/**
 * Loaders only prefetch code (descriptors, the screen's chunk) so the loading bar runs during the
 * route change and the screen renders without a fallback. Without the session cookie they fetch
 * nothing: the guard is about to send the user to sign-in.
 */
function prefetch(pick: (descriptors: ResourceDescriptor[], args: LoaderFunctionArgs) => ScreenName | undefined, options: RoutesOptions) {
  return async (args: LoaderFunctionArgs) => {
    if (!sessionCookie.read()) return null;
    const [descriptors] = await Promise.all([options.descriptors.load(), signedInCode.load()]);
    const screen = pick(descriptors, args);
    if (screen) await screenCode[screen].load();
    return null;
  };
}

const handle = (title: RouteHandle['title']): RouteHandle => ({ title });

export function createRoutes(options: RoutesOptions): RouteObject[] {
  const resourceChildren: RouteObject[] = resourceRoutes.map((spec) => ({
    path: spec.path,
    loader: prefetch((descriptors, { params }) => {
      const d = descriptors.find((x) => x.name === params.resource);
      return d && spec.screen(d, params);
    }, options),
    // Code is loaded once; only a change of resource can need another screen.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.resource !== nextParams.resource,
    handle: handle((params, d) => (d && spec.screen(d, params) ? spec.title(d, params) : NOT_FOUND)),
    // A screen that fails shows its error inside the shell: navigation stays usable.
    ErrorBoundary: RouteErrorPage,
    element: <ResourceScreen spec={spec} />,
  }));

  return [
    { path: '/', element: <Navigate to={HOME_PATH} replace /> },
    {
      path: APP_PATH,
      Component: AppFrame,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: CenteredProgress,
      children: [
        { path: routePatterns.signIn, element: <SignInPage forgotPasswordHelp={options.forgotPasswordHelp} /> },
        {
          id: 'engine',
          loader: prefetch(() => undefined, options),
          shouldRevalidate: () => false,
          HydrateFallback: CenteredProgress,
          element: <EngineScope descriptors={options.descriptors} services={options.services} />,
          children: [
            {
              index: true,
              loader: prefetch(() => 'home', options),
              shouldRevalidate: () => false,
              handle: handle(() => 'Início'),
              ErrorBoundary: RouteErrorPage,
              element: <Screen name="home" />,
            },
            ...resourceChildren,
            { path: '*', handle: handle(() => NOT_FOUND), Component: NotFoundPage },
          ],
        },
      ],
    },
    { path: '*', element: <Navigate to={HOME_PATH} replace /> },
  ];
}
