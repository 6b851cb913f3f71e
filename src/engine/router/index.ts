export { createRoutes } from './createRoutes';
export { readAheadAt } from './listAhead';
export { createLoadable, loaded } from './createLoadable';
export { listPageRequest } from './listPageRequest';
export { timelinePageRequest } from './timelinePageRequest';
export { followServerPage, serverPageClickSettled, serverPageDrawn, serverPageReleased } from './serverPage';
export { followServerPageClicks } from './followServerPageClicks';
export { recordPageRequest } from './recordPageRequest';
