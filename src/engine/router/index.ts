export { createRoutes } from './createRoutes';
export { createLoadable, loaded } from './createLoadable';
export { listPageRequest } from './listPageRequest';
export { followServerPageScroll } from './serverPageScroll';
