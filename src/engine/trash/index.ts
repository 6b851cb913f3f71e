// "Lixeira": deleted records of every resource, restored or deleted for good (the painel profile).
export { TrashPage } from './TrashPage';
export { useTrashController, type TrashController, type TrashRow } from './useTrashController';
