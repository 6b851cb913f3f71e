import { bodyFields, type Operation, type RecordSchema } from '../contract';
import type { RecordValues } from './types';

const isAbsent = (v: unknown) => v === undefined || v === '';

/**
 * The body an operation sends, from the form's values: JSON, multipart or none, carrying the
 * operation's fields (`id` is the record's). Absent values (undefined, '') are never sent in multipart,
 * nor in JSON when the operation says optional fields go only when present (`omitEmpty`).
 * `null` is an explicit "clear this field" (an edit that emptied it): JSON null, an empty multipart part.
 */
export function requestBody(schema: RecordSchema, op: Operation, values: RecordValues, id?: string): BodyInit | RecordValues | undefined {
  if (!op.body || op.body === 'none') return undefined;
  const fields = bodyFields(schema, op);
  const valueOf = (field: string) => (field === 'id' && id !== undefined ? id : values[field]);

  if (op.body === 'multipart') {
    const form = new FormData();
    for (const field of fields) {
      const value = valueOf(field);
      if (isAbsent(value)) continue;
      if (value === null) form.append(field, '');
      else if (value instanceof Blob) form.append(field, value, value instanceof File ? value.name : field);
      else form.append(field, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    return form;
  }

  const body: RecordValues = {};
  for (const field of fields) {
    const value = valueOf(field);
    if (value === undefined || (op.omitEmpty && isAbsent(value))) continue;
    body[field] = value;
  }
  return body;
}
