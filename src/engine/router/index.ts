export { createRoutes } from './createRoutes';
export { createLoadable, loaded, type Loadable } from './createLoadable';
export { listPageRequest } from './listPageRequest';
