/**
 * Portuguese messages for JSON Schema (ajv) errors, keyed by keyword: the form under each input and the API in
 * each 400's `errors`. Where the two differ it is on purpose: the form speaks of what a person types, the API
 * of what a client must send (the wire format of a date, the JSON type).
 */
type Audience = 'form' | 'api';

interface MessageContext {
  audience: Audience;
  /** The failing field's `format` (a URL field's pattern error speaks of URLs; a date limit says "uma data"). */
  format?: string;
  /** A limit that points at another field (`{"$data": "1/startDate"}`): that field's title. */
  limitTitle?: string;
}

const URL_FORMATS = new Set(['uri', 'uri-reference', 'iri', 'iri-reference', 'url']);
const URL_MESSAGE = 'Informe uma URL completa (começando com http:// ou https://).';

const FORMAT: Record<Audience, Record<string, string>> = {
  form: {
    email: 'Informe um e-mail válido.',
    uri: 'Informe um endereço (URL) válido, começando com http:// ou https://.',
    'uri-reference': 'Informe um endereço (URL) válido.',
    date: 'Informe uma data válida.',
    'date-time': 'Informe data e hora válidas.',
    time: 'Informe uma hora válida.',
  },
  api: {
    email: 'Informe um e-mail válido.',
    uri: URL_MESSAGE,
    'uri-reference': URL_MESSAGE,
    url: URL_MESSAGE,
    date: 'Informe uma data válida (AAAA-MM-DD).',
    'date-time': 'Informe data e hora válidas.',
    time: 'Informe uma hora válida.',
  },
};

const TYPE: Record<string, string> = {
  string: 'Deve ser um texto.',
  number: 'Deve ser um número.',
  integer: 'Deve ser um número inteiro.',
  boolean: 'Deve ser verdadeiro ou falso.',
  object: 'Deve ser um objeto.',
  array: 'Deve ser uma lista.',
};

const FORMAT_NOUN: Record<string, string> = { date: 'uma data', 'date-time': 'uma data e hora', time: 'uma hora' };
const FORMAT_LIMIT: Record<string, string> = {
  formatMinimum: 'igual ou posterior a',
  formatExclusiveMinimum: 'posterior a',
  formatMaximum: 'igual ou anterior a',
  formatExclusiveMaximum: 'anterior a',
};

const num = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('pt-BR') : String(n));
// Counts of characters as the API always wrote them ("2000 caracteres"), pinned by its tests.
const chars = (n: unknown) => `${String(n)} caractere${n === 1 ? '' : 's'}`;

/** A literal date limit as dd/mm/aaaa (a date-time with its hour); anything else as written. */
function limitText(limit: unknown): string {
  const m = typeof limit === 'string' ? /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(limit) : null;
  if (!m) return String(limit);
  return `${m[3]}/${m[2]}/${m[1]}${m[4] ? ` ${m[4]}:${m[5]}` : ''}`;
}

/** The field a relative `$data` pointer names when it is a sibling ('1/startDate' → 'startDate'). */
export const siblingOf = (pointer: unknown) => (typeof pointer === 'string' ? /^1\/([^/]+)$/.exec(pointer)?.[1] : undefined);

/** Our wording for `keyword` with ajv's `params`; undefined where the edge's own fallback should speak. */
export function validationMessage(keyword: string, params: Record<string, unknown>, ctx: MessageContext): string | undefined {
  switch (keyword) {
    case 'required':
      return 'Campo obrigatório.';
    case 'additionalProperties':
      return 'Campo não permitido.';
    case 'type':
      if (ctx.audience === 'form') return params.type === 'number' || params.type === 'integer' ? 'Informe um número.' : undefined;
      return TYPE[String(params.type)] ?? `Deve ser do tipo ${String(params.type)}.`;
    case 'maxLength':
      return `Deve ter no máximo ${chars(params.limit)}.`;
    case 'minLength':
      return params.limit === 1 ? 'Campo obrigatório.' : `Deve ter pelo menos ${chars(params.limit)}.`;
    case 'minimum':
      return `Deve ser maior ou igual a ${num(params.limit)}.`;
    case 'maximum':
      return `Deve ser menor ou igual a ${num(params.limit)}.`;
    case 'exclusiveMinimum':
      return `Deve ser maior que ${num(params.limit)}.`;
    case 'exclusiveMaximum':
      return `Deve ser menor que ${num(params.limit)}.`;
    case 'format':
      return FORMAT[ctx.audience][String(params.format)] ?? (ctx.audience === 'api' ? 'Formato inválido.' : undefined);
    case 'pattern':
      // A URL field's pattern keeps it to http(s) (a descriptor rule): say so, not just "invalid format".
      return URL_FORMATS.has(String(ctx.format)) ? URL_MESSAGE : 'Formato inválido.';
    case 'enum':
      return `Deve ser um destes valores: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'formatMinimum':
    case 'formatExclusiveMinimum':
    case 'formatMaximum':
    case 'formatExclusiveMaximum':
      // "Deve ser uma data igual ou posterior a Início." / "… a 31/12/2026."
      return `Deve ser ${FORMAT_NOUN[ctx.format ?? ''] ?? 'um valor'} ${FORMAT_LIMIT[keyword]} ${ctx.limitTitle ?? limitText(params.limit)}.`;
    default:
      return undefined;
  }
}

/** A URL field's pattern error is dropped when its format error already explains the value: one message is enough. */
export const isUrlFormat = (format: unknown) => URL_FORMATS.has(String(format));
