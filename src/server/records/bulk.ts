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

/** How one record of a bulk went: done, or the status and Portuguese reason its own call would have answered. */
type Outcome = { ok: true } | { ok: false; status: number; message: string };

/**
 * Runs `run` on each item, one after another: each its own transaction, so one that fails (a record still in use
 * → 409) is reported with its status and reason, and the others go on. A fault that is not an answer (a bug, a
 * lost database) is logged and reported as a 500. The outcomes in the items' order.
 */
export async function runEach<T>(items: T[], run: (item: T) => Promise<unknown>, log?: FastifyBaseLogger): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const item of items) {
    try {
      await run(item);
      outcomes.push({ ok: true });
    } catch (e) {
      if (e instanceof HttpError) outcomes.push({ ok: false, status: e.statusCode, message: e.message });
      else {
        log?.error({ err: e, item }, 'falha inesperada em ação em lote');
        outcomes.push({ ok: false, status: 500, message: 'Erro interno do servidor.' });
      }
    }
  }
  return outcomes;
}

/**
 * Runs one action on each record through the same single-record path its own route takes (the delete's in-use
 * and self-delete checks, the effect registry's toggle), each in its own transaction (runEach).
 */
export async function runBulk(
  run: (id: string) => Promise<unknown>,
  ids: string[],
  log?: FastifyBaseLogger,
): Promise<BulkAnswer> {
  const outcomes = await runEach(ids, run, log);
  const results = ids.map((id, i): BulkResult => ({ id, ...outcomes[i] }));
  const failed = results.filter((r) => !r.ok).length;
  return { results, done: results.length - failed, failed };
}
