import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Permissions } from '../auth';
import { badRequest } from '../http';
import type { Registry, Resource } from '../model';
import { viewFlag, viewName, viewState, type Viewer, type ViewStore } from '../views';
import { writeContextOf } from './writeContextOf';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface ViewRouteDeps {
  get(path: string, handler: Handler): void;
  /** A write with a JSON body (at most `bodyLimit` bytes). */
  send(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, handler: Handler): void;
  views: ViewStore;
  registry: Registry;
  permissions: Permissions;
  resourceOf(name: string | undefined): Resource;
}

type Params = { resource: string; id?: string };
const bodyOf = (request: FastifyRequest): Record<string, unknown> => {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('O corpo da requisição deve ser um objeto JSON.');
  return body as Record<string, unknown>;
};

/**
 * "Visualizações" of every list, kept on the server (they follow the person to another browser and outlive a
 * sign-out): one's own, and the ones shared with everyone who may list the resource. Sharing needs `share`
 * on the resource (roles.json); only the owner changes a view, and the owner or, for a shared one, anyone who may
 * share deletes it; each person picks their default.
 */
export function viewRoutes({ get, send, views, registry, permissions, resourceOf }: ViewRouteDeps) {
  const listed = (request: FastifyRequest): { res: Resource; viewer: Viewer } => {
    const res = resourceOf((request.params as Params).resource);
    permissions.require(request, res, 'list');
    const { actor } = writeContextOf(request, registry.identity);
    return { res, viewer: { actor: { ...actor, id: String(actor.id) } } };
  };
  const mayShare = (request: FastifyRequest, res: Resource, shared: boolean | undefined) => {
    if (shared) permissions.require(request, res, 'share');
  };

  // Every list's default at once: the client knows what a list opens with before the list opens (one call a
  // session, not one per list), so it never draws the unfiltered rows first.
  get('/default-views', async (request) => {
    const { actor } = writeContextOf(request, registry.identity);
    const mayList = (name: string) => registry.all.some((r) => r.name === name && permissions.allows(request, r, 'list'));
    return { items: (await views.defaults({ actor: { ...actor, id: String(actor.id) } })).filter((v) => mayList(v.resource)) };
  });

  get('/views/:resource', async (request) => {
    const { res, viewer } = listed(request);
    return { items: await views.list(res.name, viewer) };
  });

  send('POST', '/views/:resource', async (request, reply) => {
    const { res, viewer } = listed(request);
    const body = bodyOf(request);
    const shared = viewFlag(body.shared, 'Compartilhar') ?? false;
    const isDefault = viewFlag(body.isDefault, 'Padrão');
    const input = { name: viewName(body.name), shared, state: viewState(res.descriptor, body.state) };
    mayShare(request, res, shared);
    const view = await views.create(res.name, input, viewer);
    if (isDefault) await views.setDefault(res.name, view.id, viewer);
    return reply.code(201).send(isDefault ? { ...view, isDefault: true } : view);
  });

  send('PATCH', '/views/:resource/:id', async (request) => {
    const { res, viewer } = listed(request);
    const body = bodyOf(request);
    const shared = viewFlag(body.shared, 'Compartilhar');
    const change = {
      ...(body.name !== undefined ? { name: viewName(body.name) } : {}),
      ...(shared !== undefined ? { shared } : {}),
      ...(body.state !== undefined ? { state: viewState(res.descriptor, body.state) } : {}),
    };
    mayShare(request, res, shared);
    return views.update(res.name, (request.params as Params).id!, change, viewer);
  });

  send('DELETE', '/views/:resource/:id', async (request, reply) => {
    const { res, viewer } = listed(request);
    await views.remove(res.name, (request.params as Params).id!, viewer, permissions.allows(request, res, 'share'));
    return reply.code(204).send();
  });

  // {"id": "…"} opens this person's list with that view; {"id": null}, with the list's own defaults.
  send('PUT', '/views/:resource/default', async (request, reply) => {
    const { res, viewer } = listed(request);
    const { id } = bodyOf(request);
    if (id !== null && typeof id !== 'string') throw badRequest('"id": a visualização, ou null para nenhuma.');
    await views.setDefault(res.name, id, viewer);
    return reply.code(204).send();
  });
}
