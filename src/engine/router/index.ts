export { createRoutes, type RoutesOptions } from './createRoutes';
export { createLoadable, type Loadable } from './createLoadable';
export type { EngineServices } from './EngineScope';
export { resourceRoutes, type ResourceRouteSpec } from './resourceRoutes';
