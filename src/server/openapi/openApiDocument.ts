import { bodyFields, bulkActions, can, DEFAULT_LIMIT, filterParams, kindOf, kinds, MAX_LIMIT, MAX_PAGE, mountPath, type FieldSchema, type NamedProfile, type Operation, type ResourceDescriptor } from '../../engine/contract';
import { declaredPaths, documented as declaredSchema, ERRORS, limitMeaning, PAINEL_TAG, shapeComponents, undoHeader, type DeclaredRoute } from '../calls';
import type { Registry, Resource } from '../model';
import { effectOf } from '../records';

type Schema = Record<string, unknown>;
type OperationObject = Record<string, unknown>;
type Paths = Record<string, Record<string, OperationObject>>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ 'application/json': { schema } });

// What a record's calls say of its version (ETag, If-Match, 412) and of undoing a change (Painel-Undo).
const UNDO = { headers: declaredSchema(undoHeader) };
const ETAG = { headers: { ETag: { description: 'A versão do registro ("3"): mande-a de volta como If-Match ao alterá-lo ou excluí-lo.', schema: { type: 'string' } } } };
const IF_MATCH = { name: 'If-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'A versão lida (o ETag, "3"): se o registro mudou desde então, nada muda e a resposta é 412.' };
const STALE = { 412: { description: 'O registro mudou desde a versão lida (If-Match): nada mudou.', content: json(ref('VersionConflict')) } };

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
  if (query.includes('page')) params.push({ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 }, description: 'A página, a partir de 1.' });
  if (query.includes('limit')) params.push({ name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, default: DEFAULT_LIMIT }, description: limitMeaning(DEFAULT_LIMIT, MAX_LIMIT) });
  if (query.includes('sort')) params.push({ name: 'sort', in: 'query', schema: { type: 'string' }, description: 'Um campo; "-campo" em ordem decrescente.' });
  if (query.includes('columns')) params.push({ name: 'columns', in: 'query', schema: { type: 'string' }, description: 'Campos do arquivo, separados por vírgula.' });
  if (query.includes('filters')) for (const p of filterParams(d)) params.push({ name: p.param, in: 'query', schema: { type: 'string' }, description: p.title });
  return params;
}

type At = (path: string, method: string, operation: OperationObject) => void;

/** Sign-in and the session, where the auth profile says. */
function authPaths(profile: NamedProfile, at: At) {
  if (!profile.auth) return;
  const { signIn, session } = profile.auth;
  at(`${profile.base}${signIn.path}`, signIn.method, {
    tags: ['Sessão'],
    summary: 'Entrar',
    security: [],
    requestBody: { required: true, content: json({ type: 'object', properties: { email: { type: 'string' }, password: { type: 'string' } }, required: ['email', 'password'] }) },
    responses: { 200: { description: 'O token e a pessoa.', content: json({ type: 'object', properties: { [signIn.token]: { type: 'string' }, [signIn.user]: { type: 'object' } }, required: [signIn.token] }) }, ...ERRORS },
  });
  at(`${profile.base}${session.path}`, session.method, {
    tags: ['Sessão'],
    summary: 'A pessoa desta sessão',
    responses: { 200: { description: 'A pessoa.', content: json(placedSchema(session.user, { type: 'object' })) }, ...ERRORS },
  });
}

/** What every call of one resource shares in the document: its tag, its roles, its {id}, its record as answered. */
function resourceOperations(registry: Registry, profile: NamedProfile, res: Resource) {
  const d = res.descriptor;
  const record = ref(named(res));
  const wrap = (schema: Schema) => placedSchema(profile.record ?? '', schema);
  const base = (what: string, op: Operation, summary: string, extra: Schema[] = []): OperationObject => {
    const parameters = [...(op.path.includes('{id}') ? [idParam] : []), ...extra];
    return { tags: [d.labels.plural], operationId: `${res.name}.${what}`, summary, ...rolesOf(registry, res, what), ...(parameters.length ? { parameters } : {}) };
  };
  const lower = (text: string) => text.toLocaleLowerCase('pt-BR');
  /** A change of one record: it takes If-Match (412 when stale) and answers the record with Painel-Undo. */
  const change = (what: string, op: Operation, summary: string, more: OperationObject = {}): OperationObject => ({
    ...base(what, op, summary, [IF_MATCH]),
    ...more,
    responses: { 200: { description: `${d.labels.singular}.`, content: json(wrap(record)), ...UNDO }, ...STALE, ...ERRORS },
  });
  return { d, record, wrap, base, lower, change };
}

/** A resource's list, read, create, update and delete. */
function recordPaths(registry: Registry, profile: NamedProfile, res: Resource, at: At) {
  const { d, record, wrap, base, lower, change } = resourceOperations(registry, profile, res);
  const { list, create, read, update, delete: del } = d.operations;
  if (list) {
    const page = placedSchema(profile.list!.items, { type: 'array', items: record });
    at(pathOf(profile, list), list.method, {
      ...base('list', list, `Listar ${lower(d.labels.plural)}`),
      parameters: listParameters(d, list),
      responses: { 200: { description: 'Uma página, e o total (limitado a 10.000 quando a contagem para).', content: json(page) }, 304: { description: 'Nada mudou desde o ETag enviado.' }, ...ERRORS },
    });
  }
  if (read) at(pathOf(profile, read), read.method, { ...base('read', read, `Ler ${lower(d.labels.singular)}`), responses: { 200: { description: `${d.labels.singular}.`, content: json(wrap(record)), ...ETAG }, ...ERRORS } });
  if (create) {
    at(pathOf(profile, create), create.method, {
      ...base('create', create, `Criar ${lower(d.labels.singular)}`),
      requestBody: requestBody(res, create, false),
      responses: { 201: { description: `${d.labels.singular} criado(a).`, content: json(wrap(record)), ...UNDO }, ...ERRORS },
    });
  }
  if (update) at(pathOf(profile, update), update.method, change('update', update, `Alterar ${lower(d.labels.singular)}`, { requestBody: requestBody(res, update, update.method === 'PATCH') }));
  if (del) {
    const { status, id } = profile.deleted!;
    const content = status === 204 || !id ? {} : { content: json(placedSchema(id, { type: 'string' })) };
    at(pathOf(profile, del), del.method, { ...base('delete', del, `Excluir ${lower(d.labels.singular)}`, [IF_MATCH]), responses: { [status]: { description: 'Excluído(a): vai para a Lixeira.', ...content, ...UNDO }, ...STALE, ...ERRORS } });
  }
}

/** A resource's bulk operation, export and actions. */
function actionPaths(registry: Registry, profile: NamedProfile, res: Resource, at: At) {
  const { d, wrap, base, lower, change } = resourceOperations(registry, profile, res);
  const { bulk, export: exported } = d.operations;
  if (bulk) {
    at(pathOf(profile, bulk), bulk.method, {
      ...base('bulk', bulk, `Ação em lote: ${bulkActions(d).join(', ')}`),
      requestBody: { required: true, content: json(ref('BulkRequest')) },
      responses: { 200: { description: 'O resultado de cada registro.', content: json(wrap(ref('BulkAnswer'))), ...UNDO }, ...ERRORS },
    });
  }
  if (exported) {
    at(pathOf(profile, exported), exported.method, {
      ...base('export', exported, `Exportar ${lower(d.labels.plural)} (CSV)`),
      parameters: listParameters(d, exported),
      responses: { 200: { description: 'CSV separado por ";", UTF-8 com BOM.', content: { 'text/csv': { schema: { type: 'string' } } } }, ...ERRORS },
    });
  }
  for (const action of d.actions ?? []) {
    const op = action.operation;
    const body = effectOf(action).body(action);
    const schema = action.schema ?? { type: 'object', properties: {} };
    const content = { [body === 'multipart' ? 'multipart/form-data' : 'application/json']: { schema: { type: 'object', properties: schema.properties, required: schema.required ?? [] } } };
    at(pathOf(profile, op), op.method, change(action.name, op, action.label, body === 'none' ? {} : { requestBody: { required: true, content } }));
  }
}

function restPaths(registry: Registry, profile: NamedProfile, paths: Paths) {
  const at: At = (path, method, operation) => ((paths[path] ??= {})[method.toLowerCase()] = operation);
  authPaths(profile, at);
  for (const res of registry.servedBy(profile)) {
    recordPaths(registry, profile, res, at);
    actionPaths(registry, profile, res, at);
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
        responses: { 200: { description: 'As linhas alteradas (Prefer: return=representation).', content: json(rows), ...UNDO }, 204: { description: 'Alteradas.', ...UNDO }, ...ERRORS },
      },
    };
  }
}

/** Painel's own calls: the ones registered from their declarations, under the painel profile's base. */
export interface DeclaredCalls {
  base: string;
  declared: readonly DeclaredRoute[];
}

/**
 * The OpenAPI 3.1 document of every call the reference server answers, made from the same descriptors,
 * schemas/apis.json and roles.json the routes are made from (the spec's calls on both REST bases and the table
 * API), and from the declarations Painel's own calls were registered from. Built once per start.
 */
export function openApiDocument(registry: Registry, painel?: DeclaredCalls): Schema {
  const paths: Paths = {};
  const schemas: Record<string, unknown> = shapeComponents();
  for (const res of registry.all) schemas[named(res)] = { ...recordSchema(res), title: res.descriptor.labels.singular };
  for (const profile of registry.profiles) {
    if (profile.transport === 'rest') restPaths(registry, profile, paths);
    else if (profile.transport === 'postgrest') tablePaths(registry, profile, paths);
  }
  if (painel) Object.assign(paths, declaredPaths(painel.base, painel.declared, registry.all.map((r) => r.name)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Painel',
      version: '1',
      description: 'As chamadas do back-office do Painel: as da especificação (API principal, de serviços e de tabela) e as extensões do Painel. Toda mensagem é em português.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [...new Set(registry.all.map((r) => r.descriptor.labels.plural)), 'Sessão', PAINEL_TAG].map((name) => ({ name })),
    paths,
    components: {
      schemas,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'O token de POST /api/authentication.' } },
    },
  };
}
