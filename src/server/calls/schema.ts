// The words a call is declared in: JSON Schema, as Fastify validates and serialises it, the OpenAPI document
// states it and `npm run gen:types` types it. An input carries the Portuguese sentence its refusal says.
import { UNDO_HEADER } from '../../engine/contract';

export type Schema = { readonly [key: string]: unknown };

/**
 * What a refused value is told (a 400 `{message}`): one sentence for every check, or one per JSON Schema keyword
 * (`maxLength`, `required`…) with `*` for the others. `{additionalProperty}` (any of ajv's parameters) names what
 * was refused, quoted; `{key}` the property that failed. The nearest schema that says something says it.
 */
export const INVALID = 'x-invalid';
/** Marks a path parameter that names a resource: the document lists the resources there. */
export const RESOURCE_NAME = 'x-resource';

/** A shared shape (a component of the document, a named type on both edges), by its name in SHAPES. */
export const shape = (name: string): Schema => ({ $ref: `${name}#` });

// Answers: every property there unless `required` says otherwise.
export const str: Schema = { type: 'string' };
export const int: Schema = { type: 'integer' };
export const bool: Schema = { type: 'boolean' };
export const instant: Schema = { type: 'string', format: 'date-time' };
export const list = (items: Schema): Schema => ({ type: 'array', items });
export const answerObject = (properties: Record<string, Schema>, required: string[] = Object.keys(properties), more: Schema = {}): Schema => ({
  type: 'object',
  properties,
  required,
  ...more,
});
/** A record as the API answers it: its fields vary by resource and by role. */
export const anyRecord: Schema = { type: 'object', additionalProperties: true, description: 'O registro, como a API o responde.' };

// Inputs (a path or a query): none required unless said; each with the sentence that refuses it.
export const inputs = (properties: Record<string, Schema>, required: string[] = []): Schema => ({ type: 'object', properties, required });

const said = (description?: string) => (description ? { description } : {});

/** One text (a repeated parameter is refused): "Recurso: informe um só valor, de até 200 caracteres.". */
export const oneText = (what: string, description?: string, max = 200): Schema => ({
  type: 'string',
  maxLength: max,
  ...said(description),
  [INVALID]: `${what}: informe um só valor, de até ${max} caracteres.`,
});

/** A whole number from 1: "Limite: informe um número inteiro positivo.". */
export const positive = (what: string, description?: string, more: Schema = {}): Schema => ({
  type: 'integer',
  minimum: 1,
  ...more,
  ...said(description),
  [INVALID]: `${what}: informe um número inteiro positivo.`,
});

/** Painel's own pages (history, activity, trash): this many entries when `limit` is absent, at most MAX_PAGE_SIZE. */
export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** What `limit` means on a list: its default, and its cap (above it is served, as the cap). */
export const limitMeaning = (fallback: number, max: number) => `Quantos por página: ${fallback} se ausente, no máximo ${max} (um pedido acima disso recebe ${max}).`;

/** Keyset paging: `before` the last entry received, `limit` a page. */
export const keyset = {
  before: positive('Antes de', 'Só as mais antigas que esta (o id da última já recebida).'),
  limit: positive('Limite', limitMeaning(PAGE_SIZE, MAX_PAGE_SIZE), { default: PAGE_SIZE }),
};

/** The page size a request asked for, as served. */
export const pageSize = (limit: number | undefined) => Math.min(limit ?? PAGE_SIZE, MAX_PAGE_SIZE);

/** A path's resource (its name, "services"): an unknown one is a 404 of the call's access check. */
export const resourceName: Schema = { type: 'string', description: 'O nome do recurso, como "services".', [RESOURCE_NAME]: true };
/** A path's record id, or any other id a path names. */
export const pathId = (description: string): Schema => ({ type: 'string', description });

/** What an answer says in its headers. */
export interface AnswerHeader {
  description: string;
  schema: Schema;
}

/** The header of every change that can be undone. */
export const undoHeader: Record<string, AnswerHeader> = {
  [UNDO_HEADER]: {
    description: 'O código que desfaz esta alteração (POST /api/painel/undo/{token}), por algumas horas; ausente quando nada mudou.',
    schema: { type: 'string', format: 'uuid' },
  },
};
