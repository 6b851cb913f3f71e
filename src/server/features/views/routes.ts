import type { FastifyRequest } from 'fastify';
import type { Resource } from '../../model';
import { writeContextOf } from '../../transports';
import { viewState, ViewStore, type Viewer } from '../../views';
import { feature } from '../feature';
import { VIEW_CALLS } from './calls';

/**
 * "Visualizações" of every list, kept on the server (they follow the person to another browser and outlive a
 * sign-out): one's own, and the ones shared with everyone who may list the resource. Sharing needs `share`
 * on the resource (roles.json); only the owner changes a view, and the owner or, for a shared one, anyone who may
 * share deletes it; each person picks their default.
 */
export const viewsFeature = feature(VIEW_CALLS, ({ registry, service, permissions, resourceOf }) => {
  const views = new ViewStore(service.database);
  const viewerOf = (request: FastifyRequest): Viewer => {
    const { actor } = writeContextOf(request, registry.identity);
    return { actor: { ...actor, id: String(actor.id) } };
  };
  const listed = (request: FastifyRequest<{ Params: { resource: string } }>): { res: Resource; viewer: Viewer } => ({ res: resourceOf(request.params.resource), viewer: viewerOf(request) });
  const mayShare = (request: FastifyRequest, res: Resource, shared: boolean | undefined) => {
    if (shared) permissions.require(request, res, 'share');
  };
  return {
    // Every list's default at once: the client knows what a list opens with before the list opens (one call a
    // session, not one per list), so it never draws the unfiltered rows first.
    'painel.defaultViews': async (request) => {
      const mayList = (name: string) => registry.all.some((r) => r.name === name && permissions.allows(request, r, 'list'));
      return { items: (await views.defaults(viewerOf(request))).filter((v) => mayList(v.resource)) };
    },
    'painel.views': async (request) => {
      const { res, viewer } = listed(request);
      return { items: await views.list(res.name, viewer) };
    },
    'painel.saveView': async (request, reply) => {
      const { res, viewer } = listed(request);
      const { name, shared = false, isDefault, state } = request.body;
      mayShare(request, res, shared);
      const view = await views.create(res.name, { name: name.trim(), shared, state: viewState(res.descriptor, state) }, viewer);
      if (isDefault) await views.setDefault(res.name, view.id, viewer);
      return reply.code(201).send(isDefault ? { ...view, isDefault: true } : view);
    },
    'painel.updateView': async (request) => {
      const { res, viewer } = listed(request);
      const { name, shared, state } = request.body;
      mayShare(request, res, shared);
      const change = { ...(name !== undefined ? { name: name.trim() } : {}), ...(shared !== undefined ? { shared } : {}), ...(state !== undefined ? { state: viewState(res.descriptor, state) } : {}) };
      return views.update(res.name, request.params.viewId, change, viewer);
    },
    'painel.deleteView': async (request, reply) => {
      const { res, viewer } = listed(request);
      await views.remove(res.name, request.params.viewId, viewer, permissions.allows(request, res, 'share'));
      return reply.code(204).send();
    },
    // {"id": "…"} opens this person's list with that view; {"id": null}, with the list's own defaults.
    'painel.defaultView': async (request, reply) => {
      const { res, viewer } = listed(request);
      await views.setDefault(res.name, request.body.id, viewer);
      return reply.code(204).send();
    },
  };
});
