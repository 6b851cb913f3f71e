import type { FastifyRequest } from 'fastify';
import type { HistoryEntry } from '../../../engine/contract';
import type { Permissions } from '../../auth';
import type { UndoKind } from '../../history';
import type { Registry } from '../../model';
import type { RecordService } from '../../records';

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
