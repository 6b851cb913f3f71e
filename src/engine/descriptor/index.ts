export type * from '../contract/descriptor.types';
export { DescriptorError, validateDescriptor } from './validateDescriptor';
export { checkRegistry } from './checkRegistry';
export { isDescriptorFile, loadDescriptors } from './loadDescriptors';
export { apiProfiles, pick, type ApiProfile, type ApiName } from './apiProfiles';
