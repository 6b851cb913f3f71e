import type { ErrorTransformer, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { schemaAt } from './schemaAt';

const number = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('pt-BR') : String(n));

const URL_MESSAGE = 'Informe uma URL completa (começando com http:// ou https://).';
const URL_FORMATS = new Set(['uri', 'uri-reference', 'iri', 'iri-reference', 'url']);

const formats: Record<string, string> = {
  email: 'Informe um e-mail válido.',
  uri: 'Informe um endereço (URL) válido, começando com http:// ou https://.',
  'uri-reference': 'Informe um endereço (URL) válido.',
  date: 'Informe uma data válida.',
  'date-time': 'Informe data e hora válidas.',
};

/** The schema of the field an error is about: its keyword's parent ('#/properties/x/pattern' → properties.x). */
const fieldSchemaOf = (root: RJSFSchema, e: RJSFValidationError) =>
  schemaAt(root, (e.schemaPath ?? '').replace(/\/[^/]*$/, '')) as { format?: string } | undefined;

const brDate = (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v.split('-').reverse().join('/') : v);

/**
 * formatMinimum / formatMaximum: with a `$data` pointer to a sibling field, that field's title
 * ("Deve ser igual ou posterior a Início."); with a literal date, the date as dd/mm/aaaa.
 */
function limitMessage(root: RJSFSchema, e: RJSFValidationError, relation: 'posterior' | 'anterior'): string {
  const limit = schemaAt(root, e.schemaPath ?? '') as { $data?: string } | string | undefined;
  if (limit && typeof limit === 'object' && typeof limit.$data === 'string') {
    const fieldPath = (e.schemaPath ?? '').replace(/\/[^/]*$/, '');
    const sibling = relativeSchema(root, fieldPath, limit.$data);
    return `Deve ser igual ou ${relation} a ${sibling?.title ?? limit.$data}.`;
  }
  return `Deve ser igual ou ${relation} a ${brDate(String(limit ?? (e.params as { limit?: unknown } | undefined)?.limit))}.`;
}

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

/** Short messages for the rules descriptors use; anything else keeps ajv-i18n's Portuguese. */
function message(root: RJSFSchema, e: RJSFValidationError): string | undefined {
  const p = (e.params ?? {}) as Record<string, unknown>;
  switch (e.name) {
    case 'required':
      return 'Campo obrigatório.';
    case 'minLength':
      return p.limit === 1 ? 'Campo obrigatório.' : `Deve ter pelo menos ${number(p.limit)} caracteres.`;
    case 'maxLength':
      return `Deve ter no máximo ${number(p.limit)} caracteres.`;
    case 'minimum':
      return `Deve ser maior ou igual a ${number(p.limit)}.`;
    case 'maximum':
      return `Deve ser menor ou igual a ${number(p.limit)}.`;
    case 'format':
      return formats[String(p.format)];
    case 'pattern':
      // A URL field's pattern keeps it to http(s) (descriptor rule): say so, not just "invalid format".
      return URL_FORMATS.has(String(fieldSchemaOf(root, e)?.format)) ? URL_MESSAGE : 'Formato inválido.';
    case 'formatMinimum':
      return limitMessage(root, e, 'posterior');
    case 'formatMaximum':
      return limitMessage(root, e, 'anterior');
    case 'type':
      return p.type === 'number' || p.type === 'integer' ? 'Informe um número.' : undefined;
    default:
      return undefined;
  }
}

/** A URL field's pattern error when its format error already explains the value (one message is enough). */
const repeatsFormat = (root: RJSFSchema, e: RJSFValidationError, all: RJSFValidationError[]) =>
  e.name === 'pattern' &&
  URL_FORMATS.has(String(fieldSchemaOf(root, e)?.format)) &&
  all.some((other) => other.name === 'format' && other.property === e.property);

/** The error wording for one form's schema (some messages depend on the field: its format, a sibling's title). */
export function transformErrorsFor(schema: RJSFSchema): ErrorTransformer {
  return (errors) =>
    errors
      .filter((e) => !repeatsFormat(schema, e, errors))
      .map((e) => {
        const text = message(schema, e);
        return text ? { ...e, message: text, stack: `${e.title ?? e.property ?? ''}: ${text}` } : e;
      });
}
