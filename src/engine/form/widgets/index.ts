export { fields, widgets } from './registry';
export { typedFieldInfo } from './typedTextField';
