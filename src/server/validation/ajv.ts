import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/** The server's validator for descriptor bodies: the same JSON Schema the browser's form checks. */
export function createAjv(): Ajv {
  // No coercion: a JSON body must carry the right types; multipart strings are converted before (coerce.ts).
  // verbose: errors carry their field's schema, so a message can depend on it (a URL field's pattern).
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false, verbose: true });
  addFormats(ajv);
  return ajv;
}
