import Ajv from 'ajv';
import addFormats from 'ajv-formats';

/** The server's validator for descriptor bodies: the same JSON Schema the browser's form checks. */
export function createAjv(): Ajv {
  // No coercion: a JSON body must carry the right types; multipart strings are converted before (coerce.ts).
  // strictNumbers (which `strict: false` turns off): Infinity or NaN ("1e309" in a form, 1e400 in JSON) is not
  // a number, and ajv would skip minimum/maximum for it.
  // $data: a limit may name another field ("formatMinimum": {"$data": "1/startDate"}); verbose: errors carry
  // the keyword's and the field's schema, so a message can name that field or depend on its format.
  const ajv = new Ajv({ allErrors: true, strict: false, strictNumbers: true, coerceTypes: false, useDefaults: false, $data: true, verbose: true });
  // Also adds formatMinimum/formatMaximum/formatExclusive* (ajv-formats' keywords are on by default).
  addFormats(ajv);
  return ajv;
}
