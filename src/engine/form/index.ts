export { FormPage } from './FormPage';
