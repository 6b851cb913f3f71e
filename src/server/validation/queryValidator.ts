import type Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_PAGE, MAX_SEARCH_LENGTH, type ListQuery } from '../../engine/contract';
import { invalid, toFieldErrors } from './messages';

interface QuerySchema {
  properties?: Record<string, { type?: string }>;
}

/** Paging and search as a list route reads them, with the contract's limits. */
export const LIST_QUERY_SCHEMA = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
    // Above the cap is not an error: it is served as MAX_LIMIT.
    limit: { type: 'integer', minimum: 1 },
  },
} as const;
const TITLES: Record<string, string> = { q: 'Busca', page: 'Página', limit: 'Limite' };

/** The page a validated list query asks for, with the contract's default and cap. */
export function readListQuery(query: { q?: string; page?: number; limit?: number }): ListQuery {
  return { q: query.q?.trim() || undefined, page: query.page ?? 1, limit: Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT) };
}

// Decimal notation only: "0x10", "Infinity" or "" stay text and fail the schema's type.
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A query's (or a path's) values as their schema types them: numeric text becomes a number, "true"/"false" a
 * yes/no; anything else stays as it came, for the schema to refuse.
 */
export function textCoercion(schema: QuerySchema | { readonly [key: string]: unknown }): (values: Record<string, unknown>) => Record<string, unknown> {
  const typed = Object.entries((schema as QuerySchema).properties ?? {}).filter(([, s]) => ['integer', 'number', 'boolean'].includes(s.type ?? ''));
  return (values) => {
    const value = { ...values };
    for (const [k, s] of typed) {
      const v = value[k];
      if (typeof v !== 'string') continue;
      if (s.type === 'boolean' && (v === 'true' || v === 'false')) value[k] = v === 'true';
      else if (s.type !== 'boolean' && NUMBER_TEXT.test(v.trim())) value[k] = Number(v);
    }
    return value;
  };
}

/**
 * A route's query string checked by our ajv instead of Fastify's. Fastify's coerces "1e309" or "Infinity"
 * to Infinity and then skips minimum/maximum (ajv range-checks finite numbers only): `page=Infinity` reached
 * SQL as OFFSET Infinity. Here numeric text becomes a number first, then ajv (no coercion, strict numbers)
 * refuses anything but a finite number of the right kind, as a Portuguese 400 naming each parameter.
 */
export function queryValidator(ajv: Ajv): FastifySchemaCompiler<QuerySchema> {
  return ({ schema }) => {
    const validate = ajv.compile(schema);
    const coerce = textCoercion(schema);
    return (query: Record<string, unknown>) => {
      const value = coerce(query);
      return validate(value) ? { value } : { error: invalid(toFieldErrors(validate.errors), (f) => TITLES[f]) };
    };
  };
}
