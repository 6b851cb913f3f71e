import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HISTORY_OPERATIONS, isoDayIn, positiveInt, REFUSED_EVERYWHERE, SYSTEM_ACTOR_PARAM, type Operation, type PresenceState, type TrashRestoreAnswer } from '../../engine/contract';
import { hiddenFields, type HistoryOperation } from '../history';
import { badRequest, forbidden, HttpError } from '../http';
import type { Resource } from '../model';
import { Restores, runEach } from '../records';
import { bodyRules, readTrashSelection } from '../validation';
import { activityCsv, SeenEntries } from './painelActivity';
import type { Transport } from './transport';
import { DOCS_CSS, docsPage, openApiDocument } from '../openapi';
import { importRoutes } from './painelImport';
import { sessionEndedRoute, sessionRoutes } from './painelSessions';
import { viewRoutes } from './painelViews';
import { ViewStore } from '../views';
import { bulkMarks, undoRoutes } from './painelUndo';
import { offerUndo, UNCHANGED_HEADER, writeContextOf } from './writeContextOf';

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 25;

type Params = Record<string, string>;
type Query = Record<string, unknown>;

const text = (v: unknown, what: string, max = 200): string | undefined => {
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string' || v.length > max) throw badRequest(`${what}: informe um só valor, de até ${max} caracteres.`);
  return v;
};
const count = (v: unknown, what: string): number | undefined => {
  if (v === undefined) return undefined;
  const n = positiveInt(v);
  if (n === undefined) throw badRequest(`${what}: informe um número inteiro positivo.`);
  return n;
};
const pageSize = (v: unknown) => Math.min(count(v, 'Limite') ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
/** The activity's person: an id, or (null) the server itself, "Sistema". */
const actorOf = (v: unknown) => {
  const actor = text(v, 'Pessoa');
  return actor === SYSTEM_ACTOR_PARAM ? null : actor;
};

/** A day (São Paulo) or an ISO instant, as the instant a period starts (`end`: the instant after the day ends). */
function instant(v: unknown, what: string, end: boolean): string | undefined {
  const t = text(v, what, 40);
  if (!t) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (day) {
    // São Paulo keeps UTC−3 all year: a day is [00:00, 24:00) there.
    const start = Date.parse(`${t}T00:00:00-03:00`);
    if (Number.isNaN(start) || isoDayIn(new Date(start)) !== t) throw badRequest(`${what}: informe uma data válida (AAAA-MM-DD).`);
    return new Date(start + (end ? 86_400_000 : 0)).toISOString();
  }
  if (Number.isNaN(Date.parse(t))) throw badRequest(`${what}: informe uma data (AAAA-MM-DD) ou data e hora (ISO 8601).`);
  return new Date(t).toISOString();
}

/**
 * Painel's own extensions, for every resource, under the `painel` profile's base: a record's history and
 * "Restaurar esta versão", the activity of everyone (and its CSV), the trash (list, restore, purge) and undo.
 * JSON in and out, Portuguese errors; every route needs a session.
 */
export const painel: Transport = async (app, profile, { registry, service, ajv, sessions, permissions, routes, events }) => {
  const restores = new Restores(service, registry);
  const seen = new SeenEntries(registry, permissions, service.recordTitles);
  const { history, trash } = service.keeping;
  const markBulks = bulkMarks(service, registry, permissions);
  const base = profile.base;

  const resourceOf = (name: string | undefined): Resource => {
    const res = registry.all.find((r) => r.name === name);
    if (!res) throw new HttpError(404, 'Recurso desconhecido.');
    return res;
  };
  // Restoring a version writes every stored field it kept, read-only ones (a status) too, as a PATCH would.
  const restoreRules = new Map<Resource, ReturnType<typeof bodyRules>>();
  const restoreRulesOf = (res: Resource) => {
    let rules = restoreRules.get(res);
    if (!rules) {
      const hidden = hiddenFields(res);
      const fields = res.publicColumns.filter((f) => f !== 'id' && !hidden.has(f));
      const properties = Object.fromEntries(fields.map((f) => [f, { ...res.field(f)!, readOnly: false }]));
      const op: Operation = { method: 'PATCH', path: `/${res.name}/{id}`, body: 'json', fields };
      rules = bodyRules(ajv, res, op, { schema: { type: 'object', required: res.descriptor.schema.required, properties }, partial: true, creating: false });
      restoreRules.set(res, rules);
    }
    return rules;
  };

  /**
   * The resources whose `operation` the request's role may run: one named in the query (403 if not), else all of
   * them; none is a 403 too, never an empty answer that looks like nothing happened.
   */
  const resourcesFor = (request: FastifyRequest, named: string | undefined, operation: keyof typeof REFUSED_EVERYWHERE): string[] | undefined => {
    if (named) {
      const res = resourceOf(named);
      permissions.require(request, res, operation);
      return [res.name];
    }
    if (!permissions.enforced) return undefined;
    const allowed = registry.all.filter((r) => permissions.allows(request, r, operation)).map((r) => r.name);
    if (!allowed.length) throw forbidden(REFUSED_EVERYWHERE[operation]);
    return allowed;
  };
  const activityFilter = (request: FastifyRequest, q: Query) => ({
    resources: resourcesFor(request, text(q.resource, 'Recurso'), 'history'),
    actor: actorOf(q.actor),
    operation: (() => {
      const op = text(q.operation, 'Operação');
      if (op && !HISTORY_OPERATIONS.includes(op as HistoryOperation)) throw badRequest(`Operação: use ${HISTORY_OPERATIONS.join(', ')}.`);
      return op as HistoryOperation | undefined;
    })(),
    from: instant(q.from, 'De', false),
    to: instant(q.to, 'Até', true),
    before: count(q.before, 'Antes de'),
    page: count(q.page, 'Página'),
    limit: pageSize(q.limit),
  });

  // The API's description, public like the app's own descriptors: who may call what is in it, never a record.
  let described: Record<string, unknown> | undefined;
  const doc = () => (described ??= openApiDocument(registry));
  routes.claim(profile, 'GET', `${base}/openapi.json`, 'painel/openapi.json');
  app.get(`${base}/openapi.json`, async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(doc()));
  routes.claim(profile, 'GET', `${base}/docs`, 'painel/docs');
  app.get(`${base}/docs`, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      // Stricter than the app's: the page has no script and no inline style at all.
      .header('Content-Security-Policy', "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
      .header('X-Content-Type-Options', 'nosniff')
      .send(docsPage(doc(), 'docs.css')),
  );
  routes.claim(profile, 'GET', `${base}/docs.css`, 'painel/docs.css');
  app.get(`${base}/docs.css`, async (_request, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(DOCS_CSS));

  sessionEndedRoute((path, handler) => {
    routes.claim(profile, 'GET', base + path, `painel${path}`);
    app.get(base + path, handler);
  }, sessions);

  await app.register(async (scope) => {
    scope.addHook('onRequest', sessions.required());
    const get = (path: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
      routes.claim(profile, 'GET', base + path, `painel${path}`);
      scope.get(base + path, handler);
    };
    // Writes take no body: what they act on is in the path.
    const post = (method: 'POST' | 'DELETE', path: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
      routes.claim(profile, method, base + path, `painel${path}`);
      scope.route({ method, url: base + path, bodyLimit: 1024, handler });
    };

    get('/history/:resource/:id', async (request) => {
      const { resource, id } = request.params as Params;
      const q = request.query as Query;
      const res = resourceOf(resource);
      permissions.require(request, res, 'history', id);
      const limit = pageSize(q.limit);
      const items = await history.forRecord(service.database, res.name, id, { before: count(q.before, 'Antes de'), limit: limit + 1 });
      const page = await seen.of(request, service.database, { items: items.slice(0, limit), more: items.length > limit });
      return { items: page.items, more: page.more };
    });

    post('POST', '/history/:resource/:id/:version/restore', async (request, reply) => {
      const { resource, id, version } = request.params as Params;
      const res = resourceOf(resource);
      permissions.require(request, res, 'history', id);
      permissions.require(request, res, 'update', id);
      const wanted = count(version, 'Versão')!;
      const ctx = writeContextOf(request, registry.identity);
      const record = await restores.version(res, id, wanted, restoreRulesOf(res), ctx);
      // A change is always undoable here: none kept means the version is the record as it is now.
      if (ctx.undo?.kept) offerUndo(reply, ctx);
      else reply.header(UNCHANGED_HEADER, 'true');
      return permissions.strip(request, res, record);
    });

    get('/activity', async (request) => {
      const page = await seen.of(request, service.database, await history.activity(service.database, activityFilter(request, request.query as Query)));
      return { items: await markBulks(request, page.items), more: page.more };
    });

    get('/activity/export', async (request, reply) => {
      // An export of the activity: only of what the role may both read the history of and export.
      const filter = { ...activityFilter(request, request.query as Query), page: undefined, limit: 1000 };
      const exportable = resourcesFor(request, text((request.query as Query).resource, 'Recurso'), 'export');
      if (filter.resources && exportable) filter.resources = filter.resources.filter((r) => exportable.includes(r));
      if (filter.resources?.length === 0) throw forbidden(REFUSED_EVERYWHERE.export);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="atividade-${isoDayIn(new Date())}.csv"`)
        .send(Readable.from(activityCsv(async (before) => seen.of(request, service.database, await history.activity(service.database, { ...filter, before }), { values: true }), registry, `${request.protocol}://${request.host}`)));
    });

    get('/trash', async (request) => {
      const q = request.query as Query;
      const resources = resourcesFor(request, text(q.resource, 'Recurso'), 'trash');
      return trash.list(service.database, { resources, before: count(q.before, 'Antes de'), limit: pageSize(q.limit) });
    });
    get('/trash/:resource', async (request) => {
      const q = request.query as Query;
      const resources = resourcesFor(request, (request.params as Params).resource, 'trash');
      return trash.list(service.database, { resources, before: count(q.before, 'Antes de'), limit: pageSize(q.limit) });
    });

    post('POST', '/trash/:resource/:id/restore', async (request, reply) => {
      const { resource, id } = request.params as Params;
      const res = resourceOf(resource);
      permissions.require(request, res, 'trash', id);
      const ctx = writeContextOf(request, registry.identity);
      const record = await restores.fromTrash(res, id, ctx);
      offerUndo(reply, ctx);
      return permissions.strip(request, res, record);
    });

    // "Restaurar selecionados": each record in its own transaction (one that cannot come back is said with its
    // reason, the others come back), all under one token and one bulk id: one "Desfazer" takes them all back.
    routes.claim(profile, 'POST', `${base}/trash/restore`, 'painel/trash/restore');
    scope.route({
      method: 'POST',
      url: `${base}/trash/restore`,
      bodyLimit: 256 * 1024,
      handler: async (request, reply) => {
        const items = readTrashSelection(request.body);
        const ctx = writeContextOf(request, registry.identity, { bulkId: randomUUID(), ifMatch: undefined });
        const outcomes = await runEach(items, async ({ resource, id }) => {
          const res = resourceOf(resource);
          permissions.require(request, res, 'trash', id);
          await restores.fromTrash(res, id, ctx);
        }, request.log);
        offerUndo(reply, ctx);
        const results = items.map((item, i) => ({ ...item, ...outcomes[i] }));
        const done = results.filter((r) => r.ok).length;
        return { results, done, failed: results.length - done } satisfies TrashRestoreAnswer;
      },
    });

    post('DELETE', '/trash/:resource/:id', async (request, reply) => {
      const { resource, id } = request.params as Params;
      const res = resourceOf(resource);
      permissions.require(request, res, 'trash', id);
      await restores.purge(res, id, writeContextOf(request, registry.identity, { undo: undefined }));
      return reply.code(204).send();
    });

    sessionRoutes({ get, post, sessions, events });
    importRoutes({ scope, profile, routes, registry, service, ajv, permissions, resourceOf });
    const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) => {
      routes.claim(profile, method, base + path, `painel${path}`);
      scope.route({ method, url: base + path, bodyLimit: 16 * 1024, handler });
    };
    viewRoutes({ get, send, views: new ViewStore(service.database), registry, permissions, resourceOf });

    // Presence: "Maria também está editando" on the others' page of this record, from her arrival (the others
    // answer at once) for as long as she keeps saying so, until she leaves.
    const presence = (state: (q: Query) => PresenceState) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { resource, id } = request.params as Params;
      const q = request.query as Query;
      const res = resourceOf(resource);
      permissions.require(request, res, 'read', id);
      const tab = text(q.tab, 'Presença') ?? '';
      if (tab && !/^[A-Za-z0-9-]{1,40}$/.test(tab)) throw badRequest('Presença: tab deve ter de 1 a 40 letras, números ou hífens.');
      const { actor } = writeContextOf(request, registry.identity);
      await events.announcePresence({ resource: res.name, recordId: id, actor, at: new Date().toISOString(), tab, state: state(q) });
      return reply.code(204).send();
    };
    post(
      'POST',
      '/presence/:resource/:id',
      presence((q) => {
        if (q.state === undefined || q.state === 'here' || q.state === 'arrived') return q.state ?? 'here';
        throw badRequest('Presença: state deve ser arrived ou here.');
      }),
    );
    post('DELETE', '/presence/:resource/:id', presence(() => 'left'));

    // Live: every committed change this role may list, as it happens (Server-Sent Events); resumes after Last-Event-ID.
    get('/events', async (request, reply) => {
      const given = request.headers['last-event-id'] ?? (request.query as Query).lastEventId;
      let last: number | undefined;
      if (given !== undefined && given !== '') {
        last = Number(given);
        if (!Number.isSafeInteger(last) || last < 0) throw badRequest('Last-Event-ID: informe o número do último evento recebido.');
      }
      return events.open(request, reply, last);
    });

    undoRoutes({ post, registry, restores, permissions });
  });
};
