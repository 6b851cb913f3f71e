import { bodyFields, bulkActions, can, filterParams, kindOf, kinds, mountPath, type FieldSchema, type NamedProfile, type Operation, type ResourceDescriptor } from '../../engine/contract';
import type { Registry, Resource } from '../model';
import { effectOf } from '../records';
import { painelPaths } from './painelPaths';
import { PAINEL_SHAPES } from './painelShapes';

type Schema = Record<string, unknown>;
type OperationObject = Record<string, unknown>;
type Paths = Record<string, Record<string, OperationObject>>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ 'application/json': { schema } });
const ERRORS = {
  '4XX': { description: 'Recusado: a mensagem diz por quê, em português.', content: json(ref('ErrorBody')) },
  '5XX': { description: 'Falha do servidor.', content: json(ref('ErrorBody')) },
};

/** "data.items" around `inner`: the nesting a profile's answers put a value in ('' is the value itself). */
export function placedSchema(path: string, inner: Schema): Schema {
  if (!path) return inner;
  return path
    .split('.')
    .reverse()
    .reduce((schema, key) => ({ type: 'object', properties: { [key]: schema }, required: [key] }), inner);
}

/** A component name for a resource: "services" → "Services". */
const named = (res: Resource) => res.name.replace(/(^|[-_])(\w)/g, (_, _s, c: string) => c.toUpperCase());

/** A field as a document shows it: without ajv's own `$data` limits (what the server adds to JSON Schema). */
function documented(s: FieldSchema): Schema {
  const { formatMinimum, formatMaximum, ...rest } = s as Record<string, unknown>;
  const limits = [formatMinimum, formatMaximum].filter((l) => l && typeof l === 'object' && '$data' in l);
  return limits.length ? { ...rest, description: `${(rest.description as string) ?? ''} Limitado por outro campo do registro.`.trim() } : { ...s };
}

/**
 * A field of a kind with one written form (a CPF, a phone): the format, pattern and examples it is stored and
 * answered in. A request takes other forms too (digits only), so it says so instead of stating the pattern.
 */
function written(res: Resource, field: string, s: Schema, request = false): Schema {
  const form = kinds[kindOf(res.descriptor, field)].written?.schema;
  if (!form) return s;
  const { format, pattern, examples, accepts } = form;
  if (!request) return { ...s, format, pattern, examples };
  const stored = `Guardado como ${examples.length > 1 ? 'nos exemplos' : 'no exemplo'}. ${accepts}`;
  return { ...s, format, examples, description: s.description ? `${String(s.description)} ${stored}` : stored };
}

/** A stored field without a value: the table API answers it as null. */
function nullable(s: Schema): Schema {
  const out: Schema = { ...s };
  if (typeof s.type === 'string') out.type = [s.type, 'null'];
  if (Array.isArray(s.enum)) out.enum = [...s.enum, null];
  return out;
}

/** The record as answers carry it: its public fields, its timestamps and version; what a role may not read is left out of its answers. */
function recordSchema(res: Resource): Schema {
  const properties: Record<string, Schema> = {};
  for (const f of res.publicColumns) if (res.field(f)) properties[f] = f === 'id' ? documented(res.field(f)!) : nullable(written(res, f, documented(res.field(f)!)));
  return {
    type: 'object',
    properties: { ...properties, createdAt: { type: 'string', format: 'date-time' }, updatedAt: { type: 'string', format: 'date-time' }, version: { type: 'integer' } },
    required: ['id'],
  };
}

/** What a create or an update sends: its fields (a secret write-only), JSON or multipart with the files. */
function requestBody(res: Resource, op: Operation, partial: boolean): Schema | undefined {
  if (op.body === 'none' || !op.body) return undefined;
  const d = res.descriptor;
  const fields = bodyFields(d.schema, op);
  const properties: Record<string, Schema> = {};
  for (const f of fields) {
    const s = res.field(f);
    if (s) properties[f] = { ...written(res, f, documented(s), true), readOnly: undefined, ...(res.secrets.has(f) ? { writeOnly: true } : {}) };
  }
  const required = partial ? [] : (d.schema.required ?? []).filter((f) => fields.includes(f) || d.uploads?.[f]);
  if (op.body === 'multipart') {
    for (const [part, upload] of Object.entries(d.uploads ?? {})) {
      properties[part] = { type: 'string', contentMediaType: upload.accept.join(', '), description: `Arquivo (${upload.accept.join(', ')}).` };
    }
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties: clean(properties), required } } } };
  }
  return { required: true, content: json({ type: 'object', properties: clean(properties), required }) };
}

const clean = (properties: Record<string, Schema>) =>
  Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined))]));

/** Who may run it (roles.json), said to the reader and to a tool. */
function rolesOf(registry: Registry, res: Resource, operation: string): OperationObject {
  const all = registry.roles?.roles;
  if (!all) return {};
  const roles = all.filter((r) => can(r, operation, { resource: res.name, own: false }));
  // Roles that may only on their own record (a person's own account).
  const own = all.filter((r) => !roles.includes(r) && can(r, operation, { resource: res.name, own: true }));
  const said = `Perfis: ${roles.map((r) => r.label).join(', ') || 'nenhum'}${own.length ? `; no próprio registro: ${own.map((r) => r.label).join(', ')}` : ''}.`;
  return { 'x-painel-roles': roles.map((r) => r.id), ...(own.length ? { 'x-painel-own-record-roles': own.map((r) => r.id) } : {}), description: said };
}

const pathOf = (profile: NamedProfile, op: Operation) => `${mountPath(profile)}${op.path}`;
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };

function listParameters(d: ResourceDescriptor, op: Operation): Schema[] {
  const params: Schema[] = [];
  const query = op.query ?? [];
  if (query.includes('q')) params.push({ name: 'q', in: 'query', schema: { type: 'string' }, description: 'Busca: cada palavra em algum campo de busca.' });
  if (query.includes('page')) params.push({ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } });
  if (query.includes('limit')) params.push({ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } });
  if (query.includes('sort')) params.push({ name: 'sort', in: 'query', schema: { type: 'string' }, description: 'Um campo; "-campo" em ordem decrescente.' });
  if (query.includes('columns')) params.push({ name: 'columns', in: 'query', schema: { type: 'string' }, description: 'Campos do arquivo, separados por vírgula.' });
  if (query.includes('filters')) for (const p of filterParams(d)) params.push({ name: p.param, in: 'query', schema: { type: 'string' }, description: p.title });
  return params;
}

function restPaths(registry: Registry, profile: NamedProfile, paths: Paths) {
  const at = (path: string, method: string, operation: OperationObject) => ((paths[path] ??= {})[method.toLowerCase()] = operation);
  const wrap = (schema: Schema) => placedSchema(profile.record ?? '', schema);
  if (profile.auth) {
    at(`${profile.base}${profile.auth.signIn.path}`, profile.auth.signIn.method, {
      tags: ['Sessão'],
      summary: 'Entrar',
      security: [],
      requestBody: { required: true, content: json({ type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } }, required: ['email', 'password'] }) },
      responses: { 200: { description: 'O token e a pessoa.', content: json({ type: 'object', properties: { [profile.auth.signIn.token]: { type: 'string' }, [profile.auth.signIn.user]: { type: 'object' } }, required: [profile.auth.signIn.token] }) }, ...ERRORS },
    });
    at(`${profile.base}${profile.auth.session.path}`, profile.auth.session.method, {
      tags: ['Sessão'],
      summary: 'A pessoa desta sessão',
      responses: { 200: { description: 'A pessoa.', content: json(placedSchema(profile.auth.session.user, { type: 'object' })) }, ...ERRORS },
    });
  }
  for (const res of registry.servedBy(profile)) {
    const d = res.descriptor;
    const tag = d.labels.plural;
    const record = ref(named(res));
    const one = { 200: { description: `${d.labels.singular}.`, content: json(wrap(record)) }, ...ERRORS };
    const { list, create, read, update, delete: del, bulk, export: exported } = d.operations;
    const base = (what: string, op: Operation, summary: string): OperationObject => ({
      tags: [tag],
      operationId: `${res.name}.${what}`,
      summary,
      ...rolesOf(registry, res, what),
      ...(op.path.includes('{id}') ? { parameters: [idParam] } : {}),
    });
    if (list) {
      const page = placedSchema(profile.list!.items, { type: 'array', items: record });
      at(pathOf(profile, list), list.method, {
        ...base('list', list, `Listar ${d.labels.plural.toLocaleLowerCase('pt-BR')}`),
        parameters: listParameters(d, list),
        responses: { 200: { description: 'Uma página, e o total (limitado a 10.000 quando a contagem para).', content: json(page) }, 304: { description: 'Nada mudou desde o ETag enviado.' }, ...ERRORS },
      });
    }
    if (read) at(pathOf(profile, read), read.method, { ...base('read', read, `Ler ${d.labels.singular.toLocaleLowerCase('pt-BR')}`), responses: one });
    if (create) {
      at(pathOf(profile, create), create.method, {
        ...base('create', create, `Criar ${d.labels.singular.toLocaleLowerCase('pt-BR')}`),
        requestBody: requestBody(res, create, false),
        responses: { 201: { description: `${d.labels.singular} criado(a).`, content: json(wrap(record)) }, ...ERRORS },
      });
    }
    if (update) {
      at(pathOf(profile, update), update.method, {
        ...base('update', update, `Alterar ${d.labels.singular.toLocaleLowerCase('pt-BR')}`),
        requestBody: requestBody(res, update, update.method === 'PATCH'),
        responses: one,
      });
    }
    if (del) {
      const answer = profile.deleted!.status === 204 || !profile.deleted!.id
        ? { [profile.deleted!.status]: { description: 'Excluído(a): vai para a Lixeira.' } }
        : { [profile.deleted!.status]: { description: 'Excluído(a): vai para a Lixeira.', content: json(placedSchema(profile.deleted!.id, { type: 'string' })) } };
      at(pathOf(profile, del), del.method, { ...base('delete', del, `Excluir ${d.labels.singular.toLocaleLowerCase('pt-BR')}`), responses: { ...answer, ...ERRORS } });
    }
    if (bulk) {
      at(pathOf(profile, bulk), bulk.method, {
        ...base('bulk', bulk, `Ação em lote: ${bulkActions(d).join(', ')}`),
        requestBody: { required: true, content: json(ref('BulkRequest')) },
        responses: { 200: { description: 'O resultado de cada registro.', content: json(wrap(ref('BulkAnswer'))) }, ...ERRORS },
      });
    }
    if (exported) {
      at(pathOf(profile, exported), exported.method, {
        ...base('export', exported, `Exportar ${d.labels.plural.toLocaleLowerCase('pt-BR')} (CSV)`),
        parameters: listParameters(d, exported),
        responses: { 200: { description: 'CSV separado por ";", UTF-8 com BOM.', content: { 'text/csv': { schema: { type: 'string' } } } }, ...ERRORS },
      });
    }
    for (const action of d.actions ?? []) {
      const op = action.operation;
      const effect = effectOf(action);
      const body = effect.body(action);
      const schema = action.schema ?? { type: 'object', properties: {} };
      at(pathOf(profile, op), op.method, {
        ...base(action.name, op, action.label),
        ...(body === 'none'
          ? {}
          : {
              requestBody: {
                required: true,
                content: { [body === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: { type: 'object', properties: schema.properties, required: schema.required ?? [] } } },
              },
            }),
        responses: one,
      });
    }
  }
}

/** The hosted table API (PostgREST through supabase-js): each table's rows, read and changed by filters in the query. */
function tablePaths(registry: Registry, profile: NamedProfile, paths: Paths) {
  for (const res of registry.servedBy(profile)) {
    const rows = { type: 'array', items: ref(named(res)) };
    const apikey = { name: 'apikey', in: 'header', required: true, schema: { type: 'string' }, description: 'A chave pública da API de tabela.' };
    const filter = { name: 'id', in: 'query', schema: { type: 'string' }, description: 'Filtro do PostgREST, como "eq.<id>".' };
    const tag = res.descriptor.labels.plural;
    paths[`${mountPath(profile)}/${res.table}`] = {
      get: { tags: [tag], operationId: `${res.name}.table.read`, summary: `Ler ${tag.toLocaleLowerCase('pt-BR')} (tabela)`, ...rolesOf(registry, res, 'read'), parameters: [apikey, filter, { name: 'select', in: 'query', schema: { type: 'string' } }], responses: { 200: { description: 'As linhas; uma só com Accept: application/vnd.pgrst.object+json.', content: { ...json(rows), 'application/vnd.pgrst.object+json': { schema: ref(named(res)) } } }, ...ERRORS } },
      patch: {
        tags: [tag],
        operationId: `${res.name}.table.update`,
        summary: `Alterar ${tag.toLocaleLowerCase('pt-BR')} (tabela)`,
        ...rolesOf(registry, res, 'update'),
        parameters: [apikey, filter],
        requestBody: requestBody(res, { method: 'PATCH', path: `/${res.table}`, body: 'json' }, true),
        responses: { 200: { description: 'As linhas alteradas (Prefer: return=representation).', content: json(rows) }, 204: { description: 'Alteradas.' }, ...ERRORS },
      },
    };
  }
}

/**
 * The OpenAPI 3.1 document of every call the reference server answers, made from the same descriptors,
 * schemas/apis.json and roles.json the routes are made from: the spec's calls on both REST bases and the table
 * API, and Painel's extensions. Built once per start.
 */
export function openApiDocument(registry: Registry): Schema {
  const paths: Paths = {};
  const schemas: Record<string, Schema> = { ...PAINEL_SHAPES };
  for (const res of registry.all) schemas[named(res)] = { ...recordSchema(res), title: res.descriptor.labels.singular };
  for (const profile of registry.profiles) {
    if (profile.transport === 'rest') restPaths(registry, profile, paths);
    else if (profile.transport === 'postgrest') tablePaths(registry, profile, paths);
    else if (profile.transport === 'painel') Object.assign(paths, painelPaths(profile.base, registry.all.map((r) => r.name)));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Painel',
      version: '1',
      description: 'As chamadas do back-office do Painel: as da especificação (API principal, de serviços e de tabela) e as extensões do Painel. Toda mensagem é em português.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [...new Set(registry.all.map((r) => r.descriptor.labels.plural)), 'Sessão', 'Extensões do Painel'].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'O token de POST /api/authentication.' } },
    },
  };
}
