import type { FastifyReply, FastifyRequest } from 'fastify';
import type { HistoryEntry } from '../../engine/contract';
import type { Permissions } from '../auth';
import { UNDO_BULK_UNKNOWN, type UndoKind } from '../history';
import { HttpError } from '../http';
import type { Registry } from '../model';
import type { RecordService, Restores } from '../records';
import { writeContextOf } from './writeContextOf';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface UndoRouteDeps {
  post(method: 'POST' | 'DELETE', path: string, handler: Handler): void;
  registry: Registry;
  restores: Restores;
  permissions: Permissions;
}

const UUID = /^[0-9a-f-]{36}$/;

/**
 * "Desfazer": by the token a change's answer carried (its toast), or, for a bulk request or an import, by its
 * bulk id ("Atividade", after the toast is gone). Both claim the same token under the same rules: its author,
 * within the period, once, the role still allowed, all of it or nothing (409 naming a record changed since).
 * Atividade answers bulk ids, never tokens: a bulk id undoes nothing for anyone but its author.
 */
export function undoRoutes({ post, registry, restores, permissions }: UndoRouteDeps) {
  const undo = (request: FastifyRequest, which: string | { bulkId: string }) =>
    restores.undo(which, writeContextOf(request, registry.identity, { undo: undefined, ifMatch: undefined }), (res, step) =>
      permissions.requireUndo(request, res, step.kind, step.recordId),
    );

  post('POST', '/undo/:token', async (request) => {
    const { token } = request.params as { token: string };
    if (!UUID.test(token)) throw new HttpError(404, 'Não há o que desfazer com este código.');
    return undo(request, token);
  });

  post('POST', '/undo/bulk/:bulkId', async (request) => {
    const { bulkId } = request.params as { bulkId: string };
    if (!UUID.test(bulkId)) throw new HttpError(404, UNDO_BULK_UNKNOWN);
    return undo(request, { bulkId });
  });
}

/**
 * The activity's entries of a bulk request or an import, each with how many records it touched and whether the
 * reader may undo it whole now (theirs, within the period, not undone, their role still allowing each kind of
 * change it made): one query for the page's bulks.
 */
export function bulkMarks(service: RecordService, registry: Registry, permissions: Permissions) {
  return async (request: FastifyRequest, items: HistoryEntry[]): Promise<HistoryEntry[]> => {
    const ids = [...new Set(items.flatMap((e) => (e.bulkId ? [e.bulkId] : [])))];
    if (!ids.length) return items;
    const actor = typeof request.user?.id === 'string' ? request.user.id : null;
    const states = await service.keeping.undo.bulks(service.database, ids, actor);
    const allowed = (steps: { resource: string; kind: UndoKind }[]) =>
      steps.every((s) => {
        const res = registry.all.find((r) => r.name === s.resource);
        return res !== undefined && permissions.mayUndo(request, res, s.kind);
      });
    return items.map((e) => {
      const state = e.bulkId ? states.get(e.bulkId) : undefined;
      return state ? { ...e, bulk: { records: state.records, undoable: state.undoable && allowed(state.steps) } } : e;
    });
  };
}
