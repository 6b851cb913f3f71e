// The facts both edges share — the client engine and the reference server import them from here. No React,
// no ajv compiler and no Node APIs, so it runs anywhere.
export type * from './descriptor.types';
export type * from './apis.types';
export { pick, place } from './paths.ts';
export { bodyFields, fillPath, routePattern } from './fields.ts';
export { authProfile, mountPath, profileList, profileOf, type NamedProfile } from './apiProfiles.ts';
export {
  DEFAULT_LIMIT,
  MAX_LIMIT,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  listQueryEntries,
  positiveInt,
  type ListQuery,
  type ListResult,
} from './listQuery.ts';
export { errorBody, readErrorBody, type FieldError } from './errorBody.ts';
export { phrases } from './phrases.ts';
export { isUrlFormat, siblingOf, validationMessage } from './validationMessages.ts';
