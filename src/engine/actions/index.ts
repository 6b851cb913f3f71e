export { ActionPage } from './ActionPage';
export { useActionController } from './useActionController';
