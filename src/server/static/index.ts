export { clientRoutes } from './clientRoutes';
export { loadFirstPageRenderer } from './firstPage';
