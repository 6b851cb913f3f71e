// The facts both edges share — the client engine and the reference server import them from here. No React,
// no ajv compiler and no Node APIs, so it runs anywhere.
export type * from './descriptor.types';
export type * from './apis.types';
export { pick, place } from './paths.ts';
export { bodyFields, fillPath, routePattern } from './fields.ts';
export { POSTGREST_ROOT, authProfile, mountPath, profileList, profileOf, type NamedProfile } from './apiProfiles.ts';
export {
  DEFAULT_LIMIT,
  DEFAULT_QUERY,
  MAX_LIMIT,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  listQueryEntries,
  positiveInt,
  type ListQuery,
  type ListResult,
  type QueryParam,
} from './listQuery.ts';
export { errorBody, readErrorBody, type ErrorBody, type FieldError } from './errorBody.ts';
export { phrases } from './phrases.ts';
export { isUrlFormat, limitText, siblingOf, validationMessage, type Audience, type MessageContext } from './validationMessages.ts';
