export { createRoutes } from './createRoutes';
export { createLoadable, loaded } from './createLoadable';
export { listPageRequest } from './listPageRequest';
export { followServerPage } from './serverPage';
