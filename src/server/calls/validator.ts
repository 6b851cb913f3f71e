import type { ErrorObject } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { badRequest, type HttpError } from '../http';
import { createAjv, invalid, textCoercion, toFieldErrors } from '../validation';
import { INVALID, type Schema } from './schema';

type Said = string | Record<string, string> | undefined;

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const nameOf = (ref: unknown) => (typeof ref === 'string' && ref.endsWith('#') ? ref.slice(0, -1) : undefined);

/**
 * The schemas a value's path goes through, outermost first: each property, item or map value, and the shape a
 * `$ref` names (after the node that names it, which may word its refusal too).
 */
function schemasAlong(root: Schema, instancePath: string, shapes: Record<string, Schema>): Schema[] {
  const chain: Schema[] = [];
  const enter = (node: Schema | undefined): Schema | undefined => {
    if (!node) return undefined;
    chain.push(node);
    const named = nameOf(node.$ref);
    return named ? enter(shapes[named]) : node;
  };
  let node = enter(root);
  for (const segment of instancePath.split('/').slice(1).map(decode)) {
    if (!node) break;
    const properties = node.properties as Record<string, Schema> | undefined;
    const next = properties?.[segment] ?? (node.type === 'array' ? (node.items as Schema) : undefined) ?? (typeof node.additionalProperties === 'object' ? (node.additionalProperties as Schema) : undefined);
    node = enter(next);
  }
  return chain;
}

/** The sentence a schema says for this keyword; `required` is said only by a property that says it of itself. */
function sentence(said: Said, keyword: string, ownRequired: boolean): string | undefined {
  if (typeof said === 'string') return said;
  if (!said) return undefined;
  if (ownRequired) return said.required;
  return said[keyword] ?? said['*'];
}

/** `{key}`: the property that failed; `{param}`: ajv's parameter of every such error there, quoted. */
function filled(text: string, error: ErrorObject, siblings: ErrorObject[]): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'key') return decode(error.instancePath.split('/').at(-1) ?? '');
    const values = siblings.map((e) => (e.params as Record<string, unknown>)[name]).filter((v) => v !== undefined);
    return values.length ? values.map((v) => `"${String(v)}"`).join(', ') : whole;
  });
}

/** The declared sentence for the first problem ajv found, or undefined when no schema along its path says one. */
export function declaredRefusal(root: Schema, errors: ErrorObject[], shapes: Record<string, Schema>): string | undefined {
  const [first] = errors;
  if (!first) return undefined;
  const chain = schemasAlong(root, first.instancePath, shapes).reverse();
  if (first.keyword === 'required') {
    const missing = String((first.params as { missingProperty?: unknown }).missingProperty);
    const owner = [...chain].find((s) => (s.properties as Record<string, Schema> | undefined)?.[missing]);
    const own = owner && (owner.properties as Record<string, Schema>)[missing];
    const said = own && sentence(own[INVALID] as Said, 'required', true);
    if (said) return said;
  }
  const siblings = errors.filter((e) => e.keyword === first.keyword && e.instancePath === first.instancePath);
  for (const s of chain) {
    const said = sentence(s[INVALID] as Said, first.keyword, false);
    if (said) return filled(said, first, siblings);
  }
  return undefined;
}

/**
 * Fastify's validator for Painel's calls: a path's and a query's numbers and yes/no arrive as text and are read as
 * such first; then the declared schema decides, and a refusal is the Portuguese sentence the schema gives the
 * value (a 400 `{message}`, as Painel's calls always answered), or, where none is declared, the field list.
 */
export function callValidator(shapes: Record<string, Schema>): FastifySchemaCompiler<Schema> {
  const ajv = createAjv();
  for (const [name, schema] of Object.entries(shapes)) ajv.addSchema({ ...schema, $id: name });
  return ({ schema, httpPart }) => {
    const validate = ajv.compile(schema);
    const coerce = httpPart === 'querystring' || httpPart === 'params' ? textCoercion(schema) : undefined;
    return (data: unknown) => {
      const value = coerce ? coerce(data as Record<string, unknown>) : data;
      if (validate(value)) return { value };
      return { error: refused(schema, validate.errors ?? [], shapes) };
    };
  };
}

function refused(schema: Schema, errors: ErrorObject[], shapes: Record<string, Schema>): HttpError {
  const said = declaredRefusal(schema, errors, shapes);
  return said ? badRequest(said) : invalid(toFieldErrors(errors), () => undefined);
}
