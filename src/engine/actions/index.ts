export { ActionPage } from './ActionPage';
