import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { entityTag, exportFileName, phrases, routePattern, type Operation } from '../../engine/contract';
import { badRequest, conflict } from '../http';
import type { Resource } from '../model';
import { bulkRunners, bulkSetters, effectOf, namesTag, runBulk } from '../records';
import { readBody } from '../uploads';
import { bodyRules, LIST_QUERY_SCHEMA, listCriteria, NO_BODY_LIMIT, queryValidator, readBulkRequest, readListQuery, type BodyRules } from '../validation';
import { csvChunks, csvColumns, exportFields } from './csv';
import { restAnswers } from './restAnswers';
import type { Transport } from './transport';
import { offerUndo, writeContextOf } from './writeContextOf';

const JSON_TYPE = 'application/json; charset=utf-8';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * JSON and multipart over HTTP: one route per operation and action a descriptor declares, and none other,
 * at the profile's base; answers shaped by the profile. Every route needs a session.
 */
export const rest: Transport = async (app, profile, { registry, service, ajv, sessions, permissions, currentSecrets, uploadMaxBytes, routes, bulkMax, listAnswers }) => {
  const answer = restAnswers(profile);
  const validateQuery = queryValidator(ajv);

  await app.register(async (scope) => {
    scope.addHook('onRequest', sessions.required());

    const route = (
      res: Resource,
      what: string,
      op: Operation,
      handler: (request: IdRequest, reply: FastifyReply) => Promise<unknown>,
      extra: { needsId?: boolean; schema?: object; rules?: BodyRules } = {},
    ) => {
      if (extra.needsId && !op.path.includes('{id}')) throw new Error(`${res.name}.${what}: o caminho ${op.path} precisa de {id}`);
      const url = profile.base + routePattern(op.path);
      routes.claim(profile, op.method, url, `${res.name}.${what}`);
      // A JSON body larger than any valid one is refused before it is read whole (multipart parts: readBody).
      const bodyLimit = extra.rules ? extra.rules.limits.jsonBytes : op.body === 'none' || op.method === 'GET' || op.method === 'DELETE' ? NO_BODY_LIMIT : undefined;
      // Before the body is read: what the role may not do is refused whatever it carries.
      const allowed = async (request: IdRequest) => permissions.require(request, res, what, request.params?.id);
      scope.route({ method: op.method, url, handler, bodyLimit, preValidation: allowed, schema: extra.schema, validatorCompiler: extra.schema ? validateQuery : undefined });
    };
    const bodyOf = (request: FastifyRequest, encoding: Operation['body'], rules: BodyRules | undefined) =>
      readBody(request, encoding, uploadMaxBytes, rules?.limits.fieldBytes);

    const send = (reply: FastifyReply, record: unknown, status = 200) => reply.code(status).send(answer.record(record));
    // A record answered after a write, without what the role may not read.
    const sendSeen = (request: FastifyRequest, reply: FastifyReply, res: Resource, record: unknown, status = 200) =>
      send(reply, permissions.strip(request, res, record), status);

    for (const res of registry.servedBy(profile)) {
      const { list, create, read, update, delete: del, bulk, export: exported } = res.descriptor.operations;
      const schema = res.descriptor.schema;

      if (list) {
        route(res, 'list', list, async (request, reply) => {
          const query = readListQuery(request.query as { q?: string; page?: number; limit?: number });
          const seen = permissions.view(request, res);
          const criteria = listCriteria(seen, list, request.query as Record<string, unknown>);
          const read = async () => {
            const { items, total, capped } = await service.list(seen, { ...criteria, page: query.page, limit: query.limit });
            return JSON.stringify(answer.list(items, total, query, capped));
          };
          const tagged = Boolean(request.headers['if-none-match']);
          if (!listAnswers || !(await listAnswers.trusted(request, seen, request.url, tagged))) return reply.type(JSON_TYPE).send(await read());
          // Nothing changed since the client's copy: no query. Kept since the last change: no query either.
          const now = listAnswers.tagOf(seen, request.url);
          if (namesTag(request.headers['if-none-match'], now)) return reply.code(304).header('ETag', now).send();
          const { etag, body } = await listAnswers.answer(seen, request.url, read);
          return reply.header('ETag', etag).type(JSON_TYPE).send(body);
        }, { schema: { querystring: LIST_QUERY_SCHEMA } });
      }
      if (bulk) {
        const runners = bulkRunners(res);
        const setters = bulkSetters(res);
        route(res, 'bulk', bulk, async (request, reply) => {
          const target = readBulkRequest(permissions.view(request, res), request.body, [...runners.keys()], bulkMax, [...setters.keys()]);
          permissions.require(request, res, target.action);
          const ids = 'ids' in target ? target.ids : await service.matchingIds(res, target.criteria, bulkMax + 1);
          if (ids.length > bulkMax) throw badRequest(phrases.bulkTooMany(bulkMax));
          if ('expected' in target && ids.length !== target.expected) throw conflict(phrases.bulkSelectionChanged(ids.length, target.expected));
          // One history entry per record, one bulk id for them all, one undo for the whole request.
          const ctx = writeContextOf(request, registry.identity, { bulkId: randomUUID(), ifMatch: undefined });
          let answered;
          if (target.value !== undefined) answered = await setters.get(target.action)!(service, ids, target.value, ctx);
          else {
            const run = runners.get(target.action)!;
            const user = request.user?.id as string | undefined;
            answered = await runBulk((id) => run(service, id, ctx, user), ids, request.log);
          }
          offerUndo(reply, ctx);
          return send(reply, answered);
        });
      }
      if (exported) {
        const choosesColumns = exported.query?.includes('columns') ?? false;
        route(res, 'export', exported, async (request, reply) => {
          const { columns: asked, ...query } = request.query as Record<string, unknown>;
          const seen = permissions.view(request, res);
          const fields = choosesColumns ? exportFields(seen, asked) : undefined;
          const criteria = listCriteria(seen, exported, choosesColumns ? query : (request.query as Record<string, unknown>));
          const total = await service.count(seen, criteria);
          const columns = csvColumns(seen, fields);
          return reply
            .type('text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${exportFileName(res.descriptor.labels, new Date())}"`)
            .header('X-Total-Count', String(total))
            .send(Readable.from(csvChunks(columns, service.exportRows(seen, criteria, columns.map((c) => c.field)), `${request.protocol}://${request.host}`)));
        }, { schema: { querystring: LIST_QUERY_SCHEMA } });
      }
      if (create) {
        const rules = bodyRules(ajv, res, create, { schema, partial: false, creating: true });
        route(res, 'create', create, async (request, reply) => {
          const body = await bodyOf(request, create.body ?? 'json', rules);
          const ctx = writeContextOf(request, registry.identity);
          const record = await service.create(res, rules, body, ctx);
          offerUndo(reply, ctx);
          return sendSeen(request, reply, res, record, 201);
        }, { rules });
      }
      if (read) {
        route(res, 'read', read, async (request, reply) => {
          const { record, version } = await service.readVersioned(permissions.view(request, res), request.params.id);
          // The version the client sends back as If-Match when it saves what it read.
          return send(reply.header('ETag', entityTag(version)), record);
        }, { needsId: true });
      }
      if (update) {
        // PUT replaces: the schema's required fields must be there. PATCH changes only what it carries.
        const rules = bodyRules(ajv, res, update, { schema, partial: update.method === 'PATCH', creating: false, keepsFiles: true });
        route(res, 'update', update, async (request, reply) => {
          const body = await bodyOf(request, update.body ?? 'json', rules);
          const ctx = writeContextOf(request, registry.identity);
          const record = await service.update(res, rules, request.params.id, body, ctx);
          offerUndo(reply, ctx);
          return sendSeen(request, reply, res, record);
        }, { needsId: true, rules });
      }
      if (del) {
        route(res, 'delete', del, async (request, reply) => {
          const ctx = writeContextOf(request, registry.identity);
          await service.remove(res, request.params.id, request.user?.id as string | undefined, ctx);
          offerUndo(reply, ctx);
          const deleted = answer.deleted(request.params.id);
          return reply.code(deleted.status).send(deleted.body);
        }, { needsId: true });
      }
      for (const action of res.descriptor.actions ?? []) {
        const effect = effectOf(action);
        const rules = effect.rules?.(ajv, res, action, { partial: false });
        route(res, action.name, action.operation, async (request, reply) => {
          const body = await bodyOf(request, effect.body(action), rules);
          if (action.currentSecret) await currentSecrets.prove(res, action.currentSecret, request.params.id, request, body.values);
          // The history says which action made the change ("Ativar", "Alterar senha"), not just "Edição".
          const ctx = writeContextOf(request, registry.identity, { source: action.name });
          const record = await effect.run(service, res, action.effect, request.params.id, body, rules, ctx);
          offerUndo(reply, ctx);
          return sendSeen(request, reply, res, record);
        }, { needsId: true, rules });
      }
    }
  });
};
