import type { FieldSchema } from './descriptor.types';

/**
 * How long a text may be when its descriptor says nothing: nothing unbounded may reach an index, a statement
 * or a log. Both edges validate with it (the form in the browser, the body on the server).
 */
export const DEFAULT_TEXT_MAX_LENGTH = 2000;

/** A field's schema as both edges validate it: a text without `maxLength` gets the default. */
export function bounded(schema: FieldSchema): FieldSchema {
  const text = schema.type === 'string' || (schema.type === undefined && schema.format !== undefined);
  return text && schema.maxLength === undefined ? { ...schema, maxLength: DEFAULT_TEXT_MAX_LENGTH } : schema;
}
