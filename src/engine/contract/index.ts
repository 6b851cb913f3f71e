// The facts both edges share — the client engine and the reference server import them from here. No React,
// no ajv compiler and no Node APIs, so it runs anywhere.
export type * from './descriptor.types';
export type * from './apis.types';
export { pick, place } from './paths';
export { bodyFields, fillPath, routePattern } from './fields';
export { POSTGREST_ROOT, authProfile, mountPath, profileList, profileOf, type NamedProfile } from './apiProfiles';
export {
  COUNT_CAP,
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
} from './listQuery';
export {
  DEFAULT_SORT,
  RESERVED_LIST_PARAMS,
  TIMESTAMP_FIELDS,
  acceptedListParams,
  defaultSort,
  filterFields,
  filterKind,
  filterParams,
  filterTitle,
  isTimestamp,
  listFeatureProblems,
  listFieldSchema,
  parseSort,
  readFilterValue,
  readListCriteria,
  searchWords,
  sortFields,
  sortKind,
  type CriteriaProblem,
  type FilterCondition,
  type FilterKind,
  type FilterOp,
  type FilterParam,
  type FilterValue,
  type ListCriteria,
  type SortKind,
  type SortOrder,
  type TimestampField,
} from './listFeatures';
export { BULK_DELETE, MAX_BULK, bulkActions, type BulkAnswer, type BulkRequest, type BulkResult } from './bulk';
export { DISPLAY_TIME_ZONE, exportFileName, formatDate, formatDateTime, formatMoney, formatNumber, isoDayIn } from './format';
export { errorBody, readErrorBody, type ErrorBody, type FieldError } from './errorBody';
export { phrases, type BulkVerb } from './phrases';
export { isUrlFormat, limitText, siblingOf, validationMessage, type Audience, type MessageContext } from './validationMessages';
