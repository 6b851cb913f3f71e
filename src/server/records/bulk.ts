import type { FastifyBaseLogger } from 'fastify';
import { BULK_DELETE, type Action, type BulkAnswer, type BulkResult } from '../../engine/contract';
import { HttpError } from '../http';
import type { WriteContext } from '../history';
import type { Resource } from '../model';
import type { IncomingBody } from '../uploads';
import { effectOf } from './effects';
import type { RecordService } from './recordService';

const NO_BODY: IncomingBody = { values: {}, files: new Map(), multipart: false };

type BulkRunner = (service: RecordService, id: string, ctx: WriteContext, userId?: string) => Promise<unknown>;
type BulkSetter = (service: RecordService, ids: string[], value: boolean, ctx: WriteContext) => Promise<BulkAnswer>;

/**
 * The bulk actions a resource runs: delete where it deletes, and each row action whose effect takes no body (the
 * toggle). `ctx` carries the request's bulk id: one history entry per record, one id for all.
 */
export function bulkRunners(res: Resource): Map<string, BulkRunner> {
  const runners = new Map<string, BulkRunner>();
  if (res.descriptor.operations.delete) runners.set(BULK_DELETE, (service, id, ctx, userId) => service.remove(res, id, userId, ctx));
  for (const action of res.descriptor.actions ?? []) {
    const effect = effectOf(action);
    if (action.kind !== 'row' || effect.body(action) !== 'none') continue;
    runners.set(action.name, (service, id, ctx) => effect.run(service, res, (action as Action).effect, id, NO_BODY, undefined, { ...ctx, source: action.name }));
  }
  return runners;
}

/** The bulk actions that also set an explicit state (a toggle's "Ativar" / "Desativar"), in one transaction. */
export function bulkSetters(res: Resource): Map<string, BulkSetter> {
  const setters = new Map<string, BulkSetter>();
  for (const action of res.descriptor.actions ?? []) {
    const effect = effectOf(action);
    if (action.kind !== 'row' || !effect.setMany) continue;
    setters.set(action.name, (service, ids, value, ctx) => effect.setMany!(service, res, (action as Action).effect, ids, value, { ...ctx, source: action.name }));
  }
  return setters;
}

/**
 * Runs one action on each record, one after another, through the same single-record path its own route takes
 * (the delete's in-use and self-delete checks, the effect registry's toggle). Each record's write is its own
 * transaction: one that fails (a service still in use → 409) is reported with its status and reason, and the
 * others go on. A fault that is not an answer (a bug, a lost database) is logged and reported as a 500.
 */
export async function runBulk(
  run: (id: string) => Promise<unknown>,
  ids: string[],
  log?: FastifyBaseLogger,
): Promise<BulkAnswer> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      await run(id);
      results.push({ id, ok: true });
    } catch (e) {
      if (e instanceof HttpError) results.push({ id, ok: false, status: e.statusCode, message: e.message });
      else {
        log?.error({ err: e, id }, 'falha inesperada em ação em lote');
        results.push({ id, ok: false, status: 500, message: 'Erro interno do servidor.' });
      }
    }
  }
  const failed = results.filter((r) => !r.ok).length;
  return { results, done: results.length - failed, failed };
}
