export { ListPage } from './ListPage';
export { useListController, type ListController, type RowControl } from './useListController';
