import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { bodyFields, bounded, siblingOf, type FieldSchema, type Operation, type RecordSchema } from '../../engine/contract';
import type { Resource } from '../model';
import { jsonBodyLimit, multipartFieldLimit } from './bodyLimits';

/** What one operation's body may carry, and its compiled validator. */
export interface BodyRules {
  /** Fields stored as values (never an upload, never a readOnly field; `id` only when checked against the path). */
  values: string[];
  /** File parts the body may carry. */
  uploads: string[];
  /** Fields the body must carry (none for a PATCH). */
  required: Set<string>;
  /** Fields the schema requires: a PATCH may leave them out, but never empty them. */
  mandatory: Set<string>;
  /** The body carries the record id, which must equal the one in the path. */
  carriesId: boolean;
  /** A record's update: a required upload already stored stays when no file is sent (an action's own file is always wanted). */
  keepsFiles: boolean;
  validate: ValidateFunction;
  /**
   * Fields tied by a `$data` limit ("endDate" ≥ "startDate") and a validator of just those fields, for an
   * update to check against the stored values of the ones its body leaves out.
   */
  linked: string[];
  validateLinked?: ValidateFunction;
  title(field: string): string | undefined;
  /** The largest body (JSON) and text part (multipart) a valid request can have: anything larger is a 413. */
  limits: { jsonBytes: number; fieldBytes: number };
}

/** The sibling fields a schema's `$data` pointers name ("1/startDate" → startDate). */
function dataPointers(schema: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) dataPointers(s, out);
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema)) {
      const sibling = k === '$data' ? siblingOf(v) : undefined;
      if (sibling) out.add(sibling);
      else dataPointers(v, out);
    }
  }
  return out;
}

interface RulesOptions {
  /** The schema the body follows: the record's, or a record action's own. */
  schema: RecordSchema;
  /** Required fields are not enforced (PATCH). */
  partial: boolean;
  /** Creating: an `id` is never accepted. */
  creating: boolean;
  /** The record's update operation (see BodyRules.keepsFiles). */
  keepsFiles?: boolean;
}

export function bodyRules(ajv: Ajv, res: Resource, op: Operation, { schema, partial, creating, keepsFiles = false }: RulesOptions): BodyRules {
  const listed = bodyFields(schema, op);
  const carriesId = !creating && listed.includes('id');
  const declared = (f: string): FieldSchema | undefined => schema.properties[f] ?? res.field(f);
  // A text the descriptor leaves unbounded is bounded by the engine's default, as the form is.
  const fieldOf = (f: string): FieldSchema | undefined => {
    const s = declared(f);
    return s && bounded(s);
  };
  // readOnly fields (id, status, imageUrl…) are written by the server only, whatever `fields` says.
  const accepted = listed.filter((f) => f !== 'id' && !fieldOf(f)?.readOnly);
  const uploads = accepted.filter((f) => res.uploads[f]);
  const values = accepted.filter((f) => !res.uploads[f]);
  const mandatory = new Set((schema.required ?? []).filter((f) => accepted.includes(f)));
  const required = new Set([...(partial ? [] : mandatory), ...(carriesId ? ['id'] : [])]);

  const properties: Record<string, unknown> = Object.fromEntries(values.map((f) => [f, fieldOf(f) ?? {}]));
  if (carriesId) properties.id = { title: 'ID', type: 'string', minLength: 1, maxLength: 200 };
  const validate = ajv.compile({
    type: 'object',
    additionalProperties: false,
    properties,
    required: [...required].filter((f) => !res.uploads[f]),
  });
  const linked = new Set<string>();
  for (const f of values) {
    const named = dataPointers(fieldOf(f));
    if (named.size) [f, ...named].filter((n) => fieldOf(n)).forEach((n) => linked.add(n));
  }
  const validateLinked = linked.size
    ? ajv.compile({ type: 'object', properties: Object.fromEntries([...linked].map((f) => [f, fieldOf(f)])) })
    : undefined;

  return {
    values: carriesId ? ['id', ...values] : values,
    uploads,
    required,
    mandatory,
    carriesId,
    keepsFiles,
    validate,
    linked: [...linked],
    validateLinked,
    title: (f) => (f === 'id' ? 'ID' : fieldOf(f)?.title),
    limits: { jsonBytes: jsonBodyLimit(properties as Record<string, FieldSchema>), fieldBytes: multipartFieldLimit(properties as Record<string, FieldSchema>) },
  };
}
