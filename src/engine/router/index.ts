export { createRoutes } from './createRoutes';
export { createLoadable } from './createLoadable';
