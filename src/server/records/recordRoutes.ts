import type Ajv from 'ajv';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Operation } from '../../engine/descriptor';
import type { Registry, Resource } from '../model';
import { readBody } from '../uploads';
import { bodyRules, queryValidator } from '../validation';
import type { RecordService } from './recordService';
import { deletedBody, listBody, recordBody } from './responses';

/** Where each REST profile is mounted. The table API lives apart, under /rest/v1. */
export const API_BASES = { main: '/api', services: '/api/server' } as const;

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

/** Paging and search, validated by `queryValidator` (not Fastify's coercing ajv); errors become Portuguese 400s (see errorHandler). */
const listQuery = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: 200 },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000 },
    // Above the cap is not an error: it is served as MAX_LIMIT.
    limit: { type: 'integer', minimum: 1 },
  },
} as const;
export const QUERY_TITLES: Record<string, string> = { q: 'Busca', page: 'Página', limit: 'Limite' };

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

interface Deps {
  registry: Registry;
  service: RecordService;
  ajv: Ajv;
  uploadMaxBytes: number;
}

const toRoute = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** One route per operation and action a descriptor declares, and none other. Mounted at the site root. */
export function recordRoutes(app: FastifyInstance, { registry, service, ajv, uploadMaxBytes }: Deps) {
  const validateQuery = queryValidator(ajv);
  const taken = new Map<string, string>([
    [`POST ${API_BASES.main}/authentication`, 'autenticação'],
    [`GET ${API_BASES.main}/session`, 'sessão'],
  ]);

  const route = (
    res: Resource,
    what: string,
    op: Operation,
    handler: (request: IdRequest, reply: FastifyReply) => Promise<unknown>,
    extra: { needsId?: boolean; schema?: object } = {},
  ) => {
    const base = API_BASES[res.descriptor.api as keyof typeof API_BASES];
    // A main-API path under /server would shadow the services API.
    if (res.descriptor.api === 'main' && /^\/server(\/|$)/.test(op.path)) throw new Error(`${res.name}.${what}: o caminho ${op.path} invade a API de serviços`);
    if (extra.needsId && !op.path.includes('{id}')) throw new Error(`${res.name}.${what}: o caminho ${op.path} precisa de {id}`);
    const url = base + toRoute(op.path);
    const key = `${op.method} ${url}`;
    const other = taken.get(key);
    if (other) throw new Error(`${res.name}.${what}: ${key} já é usado por ${other}`);
    taken.set(key, `${res.name}.${what}`);
    app.route({ method: op.method, url, handler, schema: extra.schema, validatorCompiler: extra.schema ? validateQuery : undefined });
  };

  const send = (res: Resource, reply: FastifyReply, record: unknown, status = 200) => reply.code(status).send(recordBody(res.profile, record));

  for (const res of registry.all) {
    if (res.descriptor.api === 'table') continue;
    const { list, create, read, update, delete: del } = res.descriptor.operations;
    const schema = res.descriptor.schema;

    if (list) {
      route(res, 'list', list, async (request, reply) => {
        const query = request.query as { q?: string; page?: number; limit?: number };
        const page = query.page ?? 1;
        const limit = Math.min(query.limit ?? DEFAULT_LIMIT, MAX_LIMIT);
        const { items, total } = await service.list(res, { q: query.q?.trim() || undefined, page, limit });
        return reply.send(listBody(res.profile, items, total, page, limit));
      }, { schema: { querystring: listQuery } });
    }
    if (create) {
      const rules = bodyRules(ajv, res, create, { schema, partial: false, creating: true });
      route(res, 'create', create, async (request, reply) => {
        const body = await readBody(request, create.body ?? 'json', uploadMaxBytes);
        return send(res, reply, await service.create(res, rules, body), 201);
      });
    }
    if (read) {
      route(res, 'read', read, async (request, reply) => send(res, reply, await service.read(res, request.params.id)), { needsId: true });
    }
    if (update) {
      // PUT replaces: the schema's required fields must be there. PATCH changes only what it carries.
      const rules = bodyRules(ajv, res, update, { schema, partial: update.method === 'PATCH', creating: false });
      route(res, 'update', update, async (request, reply) => {
        const body = await readBody(request, update.body ?? 'json', uploadMaxBytes);
        return send(res, reply, await service.update(res, rules, request.params.id, body));
      }, { needsId: true });
    }
    if (del) {
      route(res, 'delete', del, async (request, reply) => {
        await service.remove(res, request.params.id, request.user?.id as string | undefined);
        const answer = deletedBody(res.profile, request.params.id);
        return reply.code(answer.status).send(answer.body);
      }, { needsId: true });
    }
    for (const action of res.descriptor.actions ?? []) {
      const op = action.operation;
      const { effect } = action;
      if (effect.type === 'toggle') {
        route(res, action.name, op, async (request, reply) => {
          await readBody(request, 'none', uploadMaxBytes);
          return send(res, reply, await service.toggle(res, effect.field, request.params.id));
        }, { needsId: true });
      } else {
        if (!action.schema) throw new Error(`${res.name}.${action.name}: uma ação de atualização precisa de schema`);
        const rules = bodyRules(ajv, res, op, { schema: action.schema, partial: false, creating: false });
        route(res, action.name, op, async (request, reply) => {
          const body = await readBody(request, op.body ?? 'json', uploadMaxBytes);
          return send(res, reply, await service.update(res, rules, request.params.id, body));
        }, { needsId: true });
      }
    }
  }
}
