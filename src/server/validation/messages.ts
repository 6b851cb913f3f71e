import type { ErrorObject } from 'ajv';
import localizePtBR from 'ajv-i18n/localize/pt-BR';
import { badRequest, type FieldError, type HttpError } from '../http/httpError';

const num = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('pt-BR') : String(n));
const chars = (n: number) => `${n} caractere${n === 1 ? '' : 's'}`;

const TYPE: Record<string, string> = {
  string: 'Deve ser um texto.',
  number: 'Deve ser um número.',
  integer: 'Deve ser um número inteiro.',
  boolean: 'Deve ser verdadeiro ou falso.',
  object: 'Deve ser um objeto.',
  array: 'Deve ser uma lista.',
};

const URL_MESSAGE = 'Informe uma URL completa (começando com http:// ou https://).';
const URL_FORMATS = new Set(['uri', 'uri-reference', 'iri', 'iri-reference', 'url']);

const FORMAT: Record<string, string> = {
  email: 'Informe um e-mail válido.',
  uri: URL_MESSAGE,
  'uri-reference': URL_MESSAGE,
  url: URL_MESSAGE,
  date: 'Informe uma data válida (AAAA-MM-DD).',
  'date-time': 'Informe data e hora válidas.',
  time: 'Informe uma hora válida.',
};

/** How a limit reads: a literal date as dd/mm/aaaa (date-time with its hour), anything else as written. */
function limitText(limit: unknown): string {
  const m = typeof limit === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(limit) : null;
  if (!m) return String(limit);
  return `${m[3]}/${m[2]}/${m[1]}${m[4] ? ` ${m[4]}:${m[5]}` : ''}`;
}

const FORMAT_NOUN: Record<string, string> = { date: 'uma data', 'date-time': 'uma data e hora', time: 'uma hora' };
const FORMAT_LIMIT: Record<string, string> = {
  formatMinimum: 'igual ou posterior a',
  formatExclusiveMinimum: 'posterior a',
  formatMaximum: 'igual ou anterior a',
  formatExclusiveMaximum: 'anterior a',
};

/**
 * "Deve ser uma data igual ou posterior a Início.": a limit that points at a sibling field ($data "1/startDate")
 * is named by that field's title; a literal one is shown as a date.
 */
function formatLimitMessage(e: ErrorObject, titleOf: (field: string) => string | undefined): string {
  const p = e.params as { limit?: unknown };
  const format = typeof e.parentSchema?.format === 'string' ? e.parentSchema.format : '';
  const pointer = e.schema && typeof e.schema === 'object' ? (e.schema as { $data?: unknown }).$data : undefined;
  const sibling = typeof pointer === 'string' ? /^1\/([^/]+)$/.exec(pointer)?.[1] : undefined;
  const limit = (sibling && titleOf(sibling)) ?? limitText(p.limit);
  return `Deve ser ${FORMAT_NOUN[format] ?? 'um valor'} ${FORMAT_LIMIT[e.keyword]} ${limit}.`;
}

/** Our wording for the keywords descriptors use; ajv-i18n's pt-BR for anything else. */
function messageOf(e: ErrorObject, titleOf: (field: string) => string | undefined): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return 'Campo obrigatório.';
    case 'additionalProperties':
      return 'Campo não permitido.';
    case 'type':
      return TYPE[String(p.type)] ?? `Deve ser do tipo ${String(p.type)}.`;
    case 'maxLength':
      return `Deve ter no máximo ${chars(Number(p.limit))}.`;
    case 'minLength':
      return Number(p.limit) === 1 ? 'Campo obrigatório.' : `Deve ter pelo menos ${chars(Number(p.limit))}.`;
    case 'minimum':
      return `Deve ser maior ou igual a ${num(p.limit)}.`;
    case 'maximum':
      return `Deve ser menor ou igual a ${num(p.limit)}.`;
    case 'exclusiveMinimum':
      return `Deve ser maior que ${num(p.limit)}.`;
    case 'exclusiveMaximum':
      return `Deve ser menor que ${num(p.limit)}.`;
    case 'format':
      return FORMAT[String(p.format)] ?? 'Formato inválido.';
    case 'pattern':
      // A URL field's pattern keeps it to http(s) (descriptor rule): say so, not just "invalid format".
      return URL_FORMATS.has(String((e.parentSchema as { format?: unknown } | undefined)?.format)) ? URL_MESSAGE : 'Formato inválido.';
    case 'enum':
      return `Deve ser um destes valores: ${(p.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'formatMinimum':
    case 'formatExclusiveMinimum':
    case 'formatMaximum':
    case 'formatExclusiveMaximum':
      return formatLimitMessage(e, titleOf);
    default: {
      const copy = { ...e };
      localizePtBR([copy]);
      const m = copy.message ?? 'Valor inválido';
      return `${m.charAt(0).toUpperCase()}${m.slice(1)}.`;
    }
  }
}

/** The property an error is about ('' for the body itself). */
function fieldOf(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'required') return String(p.missingProperty);
  if (e.keyword === 'additionalProperties') return String(p.additionalProperty);
  return e.instancePath.replace(/^\//, '').split('/')[0];
}

/**
 * One message per field (the first one ajv reports), in the order ajv found them. `titleOf` names the field
 * a cross-field limit points at.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined, titleOf: (field: string) => string | undefined = () => undefined): FieldError[] {
  const out = new Map<string, string>();
  for (const e of errors ?? []) {
    const field = fieldOf(e);
    if (!out.has(field)) out.set(field, messageOf(e, titleOf));
  }
  return [...out].map(([field, message]) => ({ field, message }));
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * 400 with a summary a toast can show as it is ("Dados inválidos — Título: deve ter no máximo 160 caracteres.")
 * and the per-field list a form can place under each input.
 */
export function invalid(errors: FieldError[], titleOf: (field: string) => string | undefined): HttpError {
  const parts = errors.map((e) => {
    const title = titleOf(e.field) ?? (e.field ? `"${e.field}"` : 'Corpo');
    return `${title}: ${lowerFirst(e.message.replace(/\.$/, ''))}`;
  });
  return badRequest(`Dados inválidos — ${parts.join('; ')}.`, errors);
}
