import type { ErrorObject } from 'ajv';

/** One meta-schema error as a problem line: where, what, and the property it did not expect. */
export const shapeProblem = (e: ErrorObject): string =>
  `${e.instancePath || '/'} ${e.message}${e.keyword === 'additionalProperties' ? ` ('${(e.params as { additionalProperty: string }).additionalProperty}')` : ''}`;
