// What `npm run gen:types` makes of the declarations for both edges: one JSON Schema whose types
// json-schema-to-typescript writes (the shapes, and each call's parameters, query, body and answer), and the
// client's table of calls (method, path and how its body and answer travel; never a schema).
import type { CallDeclaration } from './declaration';
import type { Schema } from './schema';
import { SHAPES } from './shapes';

/** How a call's answer is read: JSON, a file to save, a stream read as it comes, a page of text, nothing. */
export type AnswerKind = 'json' | 'file' | 'stream' | 'text' | 'none';

export interface ClientCall {
  method: CallDeclaration['method'];
  path: string;
  body: 'none' | 'json' | 'multipart';
  answer: AnswerKind;
}

function answerKind(call: CallDeclaration): AnswerKind {
  const answers = Object.values(call.answers);
  const media = answers.flatMap((a) => Object.keys(a.media ?? {}));
  if (answers.some((a) => a.json)) return 'json';
  if (media.includes('text/event-stream')) return 'stream';
  if (media.includes('text/csv')) return 'file';
  return media.length ? 'text' : 'none';
}

/** The client's table: each call's method, path and encodings, by name. */
export function clientTable(calls: Record<string, CallDeclaration>): Record<string, ClientCall> {
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      name,
      { method: call.method, path: call.path, body: !call.body ? 'none' : 'json' in call.body ? 'json' : 'multipart', answer: answerKind(call) } satisfies ClientCall,
    ]),
  );
}

/** A declared schema as json-schema-to-typescript reads it: shapes by their definition, nothing server-only. */
function typed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(typed);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.endsWith('#')) out.$ref = `#/definitions/${value.slice(0, -1)}`;
    // A tuple (JSON Schema 2020-12, as OpenAPI 3.1 states it) in the draft-07 words the type generator reads.
    else if (key === 'prefixItems') out.items = typed(value);
    else if (!key.startsWith('x-') && key !== 'default') out[key] = typed(value);
  }
  return out;
}

const pascal = (name: string) => name.replace(/^painel\./, '').replace(/^./, (c) => c.toUpperCase());

/** One part of a call: a shape it names as is, or its own definition (`HistoryQuery`). */
function part(definitions: Record<string, unknown>, name: string, schema: Schema): unknown {
  if (typeof schema.$ref === 'string' && Object.keys(schema).length === 1) return typed(schema);
  definitions[name] = typed(schema);
  return { $ref: `#/definitions/${name}` };
}

/** The JSON answers of a call, one type (the same schema answered by two statuses counts once). */
function answerOf(definitions: Record<string, unknown>, name: string, call: CallDeclaration): unknown {
  const bodies = [...new Map(Object.values(call.answers).flatMap((a) => (a.json ? [[JSON.stringify(a.json), a.json] as const] : []))).values()];
  if (!bodies.length) return { tsType: 'void' };
  return part(definitions, `${name}Answer`, bodies.length === 1 ? bodies[0] : { anyOf: bodies });
}

/** The schema of `PainelCalls` (each call's parts by name) with every shape and part among its definitions. */
export function callTypesSchema(calls: Record<string, CallDeclaration>): Schema {
  const definitions: Record<string, unknown> = Object.fromEntries(Object.entries(SHAPES).map(([name, s]) => [name, typed(s)]));
  const properties: Record<string, unknown> = {};
  for (const [callName, call] of Object.entries(calls)) {
    const name = pascal(callName);
    const parts: Record<string, unknown> = {};
    if (call.params) parts.params = part(definitions, `${name}Params`, call.params);
    if (call.query) parts.query = part(definitions, `${name}Query`, call.query);
    if (call.body && 'json' in call.body) parts.body = part(definitions, `${name}Body`, call.body.json);
    parts.answer = answerOf(definitions, name, call);
    properties[callName] = { type: 'object', properties: parts, required: Object.keys(parts), additionalProperties: false };
  }
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false, definitions };
}
