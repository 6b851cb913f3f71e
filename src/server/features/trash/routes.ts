import { randomUUID } from 'node:crypto';
import type { TrashRef, TrashRestoreAnswer } from '../../../engine/contract';
import { pageSize } from '../../calls';
import { Restores, runEach } from '../../records';
import { offerUndo, writeContextOf } from '../../transports';
import { feature } from '../feature';
import { given, resourcesFor } from '../resourcesFor';
import { TRASH_CALLS } from './calls';

/** A selection without repeats (the same record twice comes back once). */
const once = (items: readonly TrashRef[]) => [...new Map(items.map((i) => [`${i.resource}\u0000${i.id}`, { resource: i.resource, id: i.id }])).values()];

/** The trash: list it (all, or a resource's), bring back one or several, purge for good. */
export const trashFeature = feature(TRASH_CALLS, (deps) => {
  const { registry, service, permissions, resourceOf } = deps;
  const restores = new Restores(service, registry);
  const { trash } = service.keeping;
  return {
    'painel.trash': async (request) => {
      const resources = resourcesFor(deps, request, given(request.query.resource), 'trash');
      return trash.list(service.database, { resources, before: request.query.before, limit: pageSize(request.query.limit) });
    },
    'painel.trashOf': async (request) =>
      trash.list(service.database, { resources: [request.params.resource], before: request.query.before, limit: pageSize(request.query.limit) }),
    'painel.restore': async (request, reply) => {
      const res = resourceOf(request.params.resource);
      const ctx = writeContextOf(request, registry.identity);
      const record = await restores.fromTrash(res, request.params.id, ctx);
      offerUndo(reply, ctx);
      return permissions.strip(request, res, record);
    },
    // Each record in its own transaction (one that cannot come back is said with its reason, the others come
    // back), all under one token and one bulk id: one "Desfazer" takes them all back.
    'painel.restoreMany': async (request, reply) => {
      const items = once(request.body.items);
      const ctx = writeContextOf(request, registry.identity, { bulkId: randomUUID(), ifMatch: undefined });
      const outcomes = await runEach(items, async ({ resource, id }) => {
        const res = resourceOf(resource);
        permissions.require(request, res, 'trash', id);
        await restores.fromTrash(res, id, ctx);
      }, request.log);
      offerUndo(reply, ctx);
      const results = items.map((item, i) => ({ ...item, ...outcomes[i] }));
      const done = results.filter((r) => r.ok).length;
      return { results, done, failed: results.length - done } as TrashRestoreAnswer;
    },
    'painel.purge': async (request, reply) => {
      await restores.purge(resourceOf(request.params.resource), request.params.id, writeContextOf(request, registry.identity, { undo: undefined }));
      return reply.code(204).send();
    },
  };
});
