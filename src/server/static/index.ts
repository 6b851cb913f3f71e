export { clientRoutes } from './clientRoutes';
export { drawFirstPage, loadFirstPageRenderer } from './firstPage';
