export { createRoutes } from './createRoutes';
export { createLoadable, loaded } from './createLoadable';
export { listPageRequest } from './listPageRequest';
export { timelinePageRequest } from './timelinePageRequest';
export { followServerPage } from './serverPage';
