export { toResource, type Resource } from './resource';
export { Registry, type Identity } from './registry';
