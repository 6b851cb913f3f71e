// Painel's calls in the OpenAPI document, made from the declarations of the routes as registered: a route under
// the base without one is not here, and the test of the document says so.
import type { Answer, CallDeclaration } from './declaration';
import type { DeclaredRoute } from './register';
import { RESOURCE_NAME, type Schema } from './schema';
import { SHAPES } from './shapes';

type Operation = Record<string, unknown>;

export const PAINEL_TAG = 'Extensões do Painel';
const json = (schema: unknown) => ({ 'application/json': { schema } });
export const ERRORS = {
  '4XX': { description: 'Recusado: a mensagem diz por quê, em português.', content: json({ $ref: '#/components/schemas/ErrorBody' }) },
  '5XX': { description: 'Falha do servidor.', content: json({ $ref: '#/components/schemas/ErrorBody' }) },
};

/**
 * A declared schema as the document states it: a shape named by `$ref` becomes a component's reference, a
 * resource parameter lists the resources, and what only the server reads (the refusals' sentences) goes.
 */
export function documented(schema: unknown, resources: readonly string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => documented(s, resources));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string' && value.endsWith('#')) out.$ref = `#/components/schemas/${value.slice(0, -1)}`;
    else if (!key.startsWith('x-')) out[key] = documented(value, resources);
  }
  if ((schema as Schema)[RESOURCE_NAME] && resources.length) out.enum = [...resources];
  return out;
}

/** The shared shapes, as the document's components. */
export const shapeComponents = (): Record<string, unknown> => Object.fromEntries(Object.entries(SHAPES).map(([name, s]) => [name, documented(s)]));

/** A path's or a query's properties as the document's parameters: each one's description beside its schema. */
function parameters(where: 'path' | 'query', schema: Schema | undefined, resources: readonly string[]) {
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries((schema?.properties ?? {}) as Record<string, Schema>).map(([name, property]) => {
    const { description, ...rest } = documented(property, resources) as Schema;
    return { name, in: where, ...(where === 'path' || required.has(name) ? { required: true } : {}), schema: rest, ...(description ? { description } : {}) };
  });
}

function answerOf(a: Answer): Operation {
  const content = { ...(a.json ? json(documented(a.json)) : {}), ...Object.fromEntries(Object.entries(a.media ?? {}).map(([type, schema]) => [type, { schema: documented(schema) }])) };
  return { description: a.description, ...(a.headers ? { headers: documented(a.headers) } : {}), ...(Object.keys(content).length ? { content } : {}) };
}

function requestBody(call: CallDeclaration): Operation {
  if (!call.body) return {};
  const [type, schema] = 'json' in call.body ? ['application/json', call.body.json] : ['multipart/form-data', call.body.multipart];
  return { requestBody: { required: true, content: { [type]: { schema: documented(schema) } } } };
}

/** Who may call it, said to the reader (and to a tool, `x-painel-access`). */
function accessOf(call: CallDeclaration): Operation {
  if (call.access === 'public') return { security: [] };
  if (call.access === 'signed-in') return { 'x-painel-access': 'signed-in' };
  if (call.access === 'administrator') return { 'x-painel-access': 'administrator', 'x-painel-permissions': 'Só administradores: quem pode alterar o perfil das pessoas (roles.json).' };
  const ops = call.access.resource;
  return { 'x-painel-access': { resource: ops }, 'x-painel-permissions': `Pede, no recurso, a permissão ${ops.join(' e ')} (roles.json).` };
}

/** One declared call as an OpenAPI operation. */
export function callOperation(name: string, call: CallDeclaration, resources: readonly string[]): Operation {
  const headers = Object.entries(call.headers ?? {}).map(([header, h]) => ({ name: header, in: 'header', required: false, schema: documented(h.schema), description: h.description }));
  const params = [...parameters('path', call.params, resources), ...parameters('query', call.query, resources), ...headers];
  const { 'x-painel-permissions': permissions, ...access } = accessOf(call);
  const description = [call.description, permissions].filter(Boolean).join(' ');
  return {
    tags: [PAINEL_TAG],
    operationId: name,
    summary: call.summary,
    ...(description ? { description } : {}),
    ...access,
    ...(params.length ? { parameters: params } : {}),
    ...requestBody(call),
    responses: {
      ...Object.fromEntries(Object.entries(call.answers).map(([status, a]) => [status, answerOf(a)])),
      ...Object.fromEntries(Object.entries(call.refusals ?? {}).map(([status, a]) => [status, answerOf(a)])),
      ...ERRORS,
    },
  };
}

/** The paths of the declared routes, under `base`. */
export function declaredPaths(base: string, declared: readonly DeclaredRoute[], resources: readonly string[]): Record<string, Record<string, Operation>> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const { name, call } of declared) (paths[base + call.path] ??= {})[call.method.toLowerCase()] = callOperation(name, call, resources);
  return paths;
}
