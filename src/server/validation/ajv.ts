import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/** The server's validator for descriptor bodies: the same JSON Schema the browser's form checks. */
export function createAjv(): Ajv {
  // No coercion: a JSON body must carry the right types; multipart strings are converted before (coerce.ts).
  // verbose: errors carry their field's schema, so a message can depend on it (a URL field's pattern).
  // $data: a limit may point at a sibling field (a tenancy's end date is not before its start).
  const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false, verbose: true, $data: true });
  addFormats(ajv);
  return ajv;
}
