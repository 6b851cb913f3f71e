export { ActionPage } from './ActionPage';
export { useActionController, type ActionController } from './useActionController';
