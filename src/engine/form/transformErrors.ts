import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { isUrlFormat, validationMessage } from '../contract';
import { schemaAt } from './schemaAt';

/** The schema of the field an error is about: its keyword's parent ('#/properties/x/pattern' → properties.x). */
const fieldSchemaOf = (root: RJSFSchema, e: RJSFValidationError) =>
  schemaAt(root, (e.schemaPath ?? '').replace(/\/[^/]*$/, '')) as { format?: string } | undefined;

/**
 * The schema a relative JSON pointer (ajv `$data`, e.g. '1/startDate') names, seen from a field's schema
 * path: each level up leaves one `properties/<name>`, each token after goes into `properties`.
 */
function relativeSchema(root: RJSFSchema, fieldPath: string, pointer: string): { title?: string } | undefined {
  const match = /^(\d+)((?:\/[^/]+)*)$/.exec(pointer);
  if (!match) return undefined;
  let path = fieldPath;
  for (let up = Number(match[1]); up > 0; up -= 1) path = path.replace(/\/properties\/[^/]+$/, '');
  for (const token of match[2].split('/').filter(Boolean)) path += `/properties/${token}`;
  return schemaAt(root, path) as { title?: string } | undefined;
}

/** A limit given as `{"$data": pointer}`: the title of the field it points at. */
function limitTitle(root: RJSFSchema, e: RJSFValidationError): string | undefined {
  const limit = schemaAt(root, e.schemaPath ?? '') as { $data?: unknown } | undefined;
  if (!limit || typeof limit !== 'object' || typeof limit.$data !== 'string') return undefined;
  return relativeSchema(root, (e.schemaPath ?? '').replace(/\/[^/]*$/, ''), limit.$data)?.title ?? limit.$data;
}

/** The shared wording (contract) for the rules descriptors use; anything else keeps ajv-i18n's Portuguese. */
const message = (root: RJSFSchema, e: RJSFValidationError) =>
  validationMessage(e.name ?? '', (e.params ?? {}) as Record<string, unknown>, {
    audience: 'form',
    format: fieldSchemaOf(root, e)?.format,
    limitTitle: limitTitle(root, e),
  });

/** A URL field's pattern error when its format error already explains the value (one message is enough). */
const repeatsFormat = (root: RJSFSchema, e: RJSFValidationError, all: RJSFValidationError[]) =>
  e.name === 'pattern' &&
  isUrlFormat(fieldSchemaOf(root, e)?.format) &&
  all.some((other) => other.name === 'format' && other.property === e.property);

/** A field's value that is typed text its kind could not read: the kind's reason beats "Informe um número.". */
const TYPED_KEYWORDS = new Set(['type', 'format']);

/**
 * The error wording for one form's schema (some messages depend on the field: its format, a sibling's title).
 * `typedProblems`: the reasons typed text did not read as its field's kind, by field (widgets keep them).
 */
export function transformErrorsFor(schema: RJSFSchema, typedProblems?: Map<string, string>): ErrorTransformer {
  return (errors) =>
    errors
      .filter((e) => !repeatsFormat(schema, e, errors))
      .map((e) => {
        const typed = TYPED_KEYWORDS.has(e.name ?? '') ? typedProblems?.get((e.property ?? '').replace(/^\./, '')) : undefined;
        const text = typed ?? message(schema, e);
        return text ? { ...e, message: text, stack: `${e.title ?? e.property ?? ''}: ${text}` } : e;
      });
}
