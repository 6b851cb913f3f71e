export { type Resource, type ColumnSpec, type JsonType } from './resource';
export { Registry, type Identity } from './registry';
