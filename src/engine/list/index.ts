export { ListPage } from './ListPage';
export { useListController } from './useListController';
