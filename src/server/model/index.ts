export { toResource, tableName, type Resource, type ColumnSpec, type JsonType } from './resource';
export { Registry, type Identity } from './registry';
export { notFoundMessage, alreadyExistsMessage, inUseMessage } from './labels';
