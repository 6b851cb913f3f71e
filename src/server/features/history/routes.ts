import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { isoDayIn, REFUSED_EVERYWHERE, UNCHANGED_HEADER } from '../../../engine/contract';
import { pageSize, type Handlers } from '../../calls';
import { HISTORY_TABLE, normalizeSearch, type Db } from '../../db';
import { UNDO_BULK_UNKNOWN, type ActivityFilter, type HistoryLog } from '../../history';
import { forbidden, HttpError } from '../../http';
import { Restores } from '../../records';
import { offerUndo, writeContextOf } from '../../transports';
import { feature, type FeatureDeps } from '../feature';
import { given, resourcesFor } from '../resourcesFor';
import { activityCsv } from './activityCsv';
import { backupsAmong, pageSpan } from './activityBackups';
import { activityFilter } from './activityFilter';
import { bulkMarks } from './bulkMarks';
import { HISTORY_CALLS } from './calls';
import { restoreRules } from './restoreRules';
import { SeenEntries } from './seenEntries';

type Calls = typeof HISTORY_CALLS;

/** A record's history and "Restaurar esta versão". */
function recordHistory(deps: FeatureDeps): Pick<Handlers<Calls>, 'painel.history' | 'painel.restoreVersion'> {
  const { registry, service, permissions, resourceOf } = deps;
  const seen = new SeenEntries(registry, permissions, service.recordTitles);
  const restores = new Restores(service, registry);
  const rulesOf = restoreRules(deps.ajv);
  return {
    'painel.history': async (request) => {
      const res = resourceOf(request.params.resource);
      const limit = pageSize(request.query.limit);
      const items = await service.keeping.history.forRecord(service.database, res.name, request.params.id, { before: request.query.before, limit: limit + 1 });
      const page = await seen.of(request, service.database, { items: items.slice(0, limit), more: items.length > limit });
      return { items: page.items, more: page.more };
    },
    'painel.restoreVersion': async (request, reply) => {
      const { resource, id, version } = request.params;
      const res = resourceOf(resource);
      const ctx = writeContextOf(request, registry.identity);
      const record = await restores.version(res, id, version, rulesOf(res), ctx);
      // A change is always undoable here: none kept means the version is the record as it is now.
      if (ctx.undo?.kept) offerUndo(reply, ctx);
      else reply.header(UNCHANGED_HEADER, 'true');
      return permissions.strip(request, res, record);
    },
  };
}

/**
 * Who appears in the history of `resources` (all: undefined), each by the name of their newest change there. One
 * step per person along the actor index (a skip scan), not a pass over every entry: people are few, entries many.
 */
async function peopleIn(db: Db, resources: string[] | undefined): Promise<{ id: string; name: string }[]> {
  const inResources = resources ? 'AND h.resource = ANY($1::text[])' : '';
  const rows = await db.query<{ id: string; name: string | null }>(
    `WITH RECURSIVE actors(id) AS (
       SELECT min(actor_id) FROM ${HISTORY_TABLE} WHERE actor_id IS NOT NULL
       UNION ALL
       SELECT (SELECT min(actor_id) FROM ${HISTORY_TABLE} WHERE actor_id > actors.id) FROM actors WHERE actors.id IS NOT NULL
     )
     SELECT actors.id, (SELECT h.actor_name FROM ${HISTORY_TABLE} h WHERE h.actor_id = actors.id ${inResources} ORDER BY h.id DESC LIMIT 1) AS name
     FROM actors WHERE actors.id IS NOT NULL`,
    resources ? [resources] : [],
  );
  return rows.filter((r): r is { id: string; name: string } => r.name !== null);
}

/**
 * The id above a page of the activity (undefined: the first page): its `before`, or for a page asked by number the
 * id of the last entry of the page before it.
 */
async function pageTop(history: HistoryLog, db: Db, filter: ActivityFilter): Promise<number | undefined> {
  if (filter.before) return filter.before;
  if (!filter.page || filter.page === 1) return undefined;
  // As a page of one, the entry just before this page's first: offset (page − 1) × limit − 1.
  return (await history.activity(db, { ...filter, page: (filter.page - 1) * filter.limit, limit: 1 })).items[0]?.id;
}

/** Everyone's changes, and their CSV: only of what the role may read the history of (and, for the CSV, export). */
function activity(deps: FeatureDeps): Pick<Handlers<Calls>, 'painel.activity' | 'painel.activityPeople' | 'painel.activityExport'> {
  const { registry, service, permissions } = deps;
  const seen = new SeenEntries(registry, permissions, service.recordTitles);
  const markBulks = bulkMarks(service, registry, permissions);
  const { history } = service.keeping;
  return {
    'painel.activity': async (request) => {
      const filter = activityFilter(deps, request, request.query);
      const found = await history.activity(service.database, filter);
      const page = await seen.of(request, service.database, found);
      const items = await markBulks(request, page.items);
      // Backups and restores are the administrators' (where, by whom): among the changes, for them only.
      if (!permissions.administers(request)) return { items, more: page.more };
      const backups = await backupsAmong(service.database, request.query, filter, pageSpan(found, await pageTop(history, service.database, filter)));
      return { items, more: page.more, ...(backups.length ? { backups } : {}) };
    },
    'painel.activityPeople': async (request) => {
      const wanted = normalizeSearch(request.query.q ?? '').trim();
      const people = (await peopleIn(service.database, resourcesFor(deps, request, undefined, 'history')))
        .filter((p) => normalizeSearch(p.name).includes(wanted))
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
      return { items: people.slice(0, pageSize(request.query.limit)) };
    },
    'painel.activityExport': async (request, reply) => {
      const filter = { ...activityFilter(deps, request, request.query), page: undefined, limit: 1000 };
      const exportable = resourcesFor(deps, request, given(request.query.resource), 'export');
      if (filter.resources && exportable) filter.resources = filter.resources.filter((r) => exportable.includes(r));
      if (filter.resources?.length === 0) throw forbidden(REFUSED_EVERYWHERE.export);
      const page = async (before?: number) => seen.of(request, service.database, await history.activity(service.database, { ...filter, before }), { values: true });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="atividade-${isoDayIn(new Date())}.csv"`)
        .send(Readable.from(activityCsv(page, registry, `${request.protocol}://${request.host}`)));
    },
  };
}

const UUID = /^[0-9a-f-]{36}$/;

/**
 * "Desfazer": by the token a change's answer carried (its toast), or, for a bulk request or an import, by its
 * bulk id ("Atividade", after the toast is gone). Both claim the same token under the same rules: its author,
 * within the period, once, the role still allowed, all of it or nothing (409 naming a record changed since).
 * Atividade answers bulk ids, never tokens: a bulk id undoes nothing for anyone but its author.
 */
function undo({ registry, service, permissions }: FeatureDeps): Pick<Handlers<Calls>, 'painel.undo' | 'painel.undoBulk'> {
  const restores = new Restores(service, registry);
  const run = (request: FastifyRequest, which: string | { bulkId: string }) =>
    restores.undo(which, writeContextOf(request, registry.identity, { undo: undefined, ifMatch: undefined }), (res, step) => permissions.requireUndo(request, res, step.kind, step.recordId));
  return {
    'painel.undo': async (request) => {
      if (!UUID.test(request.params.token)) throw new HttpError(404, 'Não há o que desfazer com este código.');
      return run(request, request.params.token);
    },
    'painel.undoBulk': async (request) => {
      if (!UUID.test(request.params.bulkId)) throw new HttpError(404, UNDO_BULK_UNKNOWN);
      return run(request, { bulkId: request.params.bulkId });
    },
  };
}

/** History and undo: a record's versions, everyone's activity, "Desfazer". */
export const historyFeature = feature(HISTORY_CALLS, (deps) => ({ ...recordHistory(deps), ...activity(deps), ...undo(deps) }));
