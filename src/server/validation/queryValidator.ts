import type Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

interface QuerySchema {
  properties?: Record<string, { type?: string }>;
}

// Decimal notation only: "0x10", "Infinity" or "" stay text and fail the schema's type.
const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A route's query string checked by our ajv instead of Fastify's. Fastify's coerces "1e309" or "Infinity"
 * to Infinity and then skips minimum/maximum (ajv range-checks finite numbers only): `page=Infinity` reached
 * SQL as OFFSET Infinity. Here numeric text becomes a number first, then ajv (no coercion, strict numbers)
 * refuses anything but a finite number of the right kind, with the usual Portuguese field messages.
 */
export function queryValidator(ajv: Ajv): FastifySchemaCompiler<QuerySchema> {
  return ({ schema }) => {
    const validate = ajv.compile(schema);
    const numeric = Object.entries(schema.properties ?? {})
      .filter(([, s]) => s.type === 'integer' || s.type === 'number')
      .map(([k]) => k);
    return (query: Record<string, unknown>) => {
      const value = { ...query };
      for (const k of numeric) {
        const v = value[k];
        if (typeof v === 'string' && NUMBER_TEXT.test(v.trim())) value[k] = Number(v);
      }
      return validate(value) ? { value } : { error: validate.errors ?? [] };
    };
  };
}
