export { createAjv } from './ajv';
export { bodyRules, type BodyRules } from './bodyRules';
export { prepareValues } from './coerce';
export { toFieldErrors, invalid } from './messages';
export { LIST_QUERY_SCHEMA, queryValidator, readListQuery, textCoercion } from './queryValidator';
export { criteriaError, listCriteria } from './listRequest';
export { readBulkRequest } from './bulkRequest';
export { jsonBodyLimit, NO_BODY_LIMIT } from './bodyLimits';
