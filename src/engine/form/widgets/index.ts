export { fields, widgets } from './registry';
