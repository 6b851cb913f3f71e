export { createAjv } from './ajv';
export { bodyRules, type BodyRules } from './bodyRules';
export { prepareValues } from './coerce';
export { toFieldErrors, invalid } from './messages';
export { queryValidator } from './queryValidator';
