import type { FastifyRequest } from 'fastify';
import { administers, ADMINISTRATORS_ONLY, can, hiddenFieldsFor, readOnlyFieldsFor, refusal, roleView, withoutFields, type RoleOperation } from '../../engine/contract';
import { forbidden } from '../http';
import type { UndoKind } from '../history';
import { toResource, type Registry, type Resource } from '../model';

const UNDO_REFUSED = 'Seu perfil não permite mais desfazer esta alteração.';

/**
 * The server's side of schemas/roles.json: every route asks here before it acts, with the same `can` the client
 * hides buttons with. Without roles (no roles.json) everything is allowed, as in the spec's back-office.
 */
export class Permissions {
  /** Each resource as each role reads it, made once. */
  private readonly views = new Map<string, Resource>();

  constructor(private readonly registry: Registry) {}

  get enforced(): boolean {
    return Boolean(this.registry.roles);
  }

  /** Whether the record is the signed-in person's own account (where `ownRecord` grants apply). */
  private own(request: FastifyRequest, res: Resource, recordId: string | undefined): boolean {
    return recordId !== undefined && res === this.registry.identity.resource && String(request.user?.id) === recordId;
  }

  allows(request: FastifyRequest, res: Resource, operation: RoleOperation, recordId?: string): boolean {
    return !this.enforced || can(request.role, operation, { resource: res.name, own: this.own(request, res, recordId) });
  }

  /** Refuses (403, "Você não tem permissão para …") what the request's role may not do. */
  require(request: FastifyRequest, res: Resource, operation: RoleOperation, recordId?: string): void {
    if (this.allows(request, res, operation, recordId)) return;
    const action = res.descriptor.actions?.find((a) => a.name === operation);
    throw forbidden(refusal(operation, res.descriptor.labels.plural, action?.label));
  }

  /** Whether the request's role administers (may change people's roles): backups, say. Everyone without roles. */
  administers(request: FastifyRequest): boolean {
    const { roles, identity } = this.registry;
    return !roles || administers(request.role, identity.resource.descriptor, roles);
  }

  /** Refuses (403) anyone but an administrator. */
  requireAdministrator(request: FastifyRequest): void {
    if (!this.administers(request)) throw forbidden(ADMINISTRATORS_ONLY);
  }

  /**
   * Undo asks again what the change needed, of the undoer's role as it is now: one demoted since cannot take back
   * (or redo) what they may no longer do. A create needed `create`, a delete `delete`, a restore from the trash
   * `trash`, an update `update` or the record action that made it (the step does not say which: any of them).
   */
  requireUndo(request: FastifyRequest, res: Resource, kind: UndoKind, recordId: string): void {
    if (!this.mayUndo(request, res, kind, recordId)) throw forbidden(UNDO_REFUSED);
  }

  /** Whether the role may undo such a change (requireUndo without the refusal: "Atividade" offers "Desfazer" only then). */
  mayUndo(request: FastifyRequest, res: Resource, kind: UndoKind, recordId?: string): boolean {
    const needs: RoleOperation[] =
      kind === 'update' ? ['update', ...(res.descriptor.actions ?? []).map((a) => a.name)] : [kind === 'restore' ? 'trash' : kind];
    return needs.some((op) => this.allows(request, res, op, recordId));
  }

  /**
   * The resource as the request's role reads it (roleView): lists, records, search and exports go through it,
   * so a hidden field is never selected and a sort or filter key on one is unknown (400). Writes keep `res`.
   */
  view(request: FastifyRequest, res: Resource): Resource {
    if (!this.enforced || !hiddenFieldsFor(request.role, res.name).length) return res;
    const key = `${request.role?.id}\u0000${res.name}`;
    let seen = this.views.get(key);
    if (!seen) {
      const view = roleView(res.descriptor, request.role);
      const narrower = (view.list?.search ?? []).length !== (res.descriptor.list?.search ?? []).length;
      this.views.set(key, (seen = { ...toResource(view, res.profile), occupiedBy: res.occupiedBy, ...(narrower ? { searchStored: false } : {}) }));
    }
    return seen;
  }

  /** A record answered after a write, without the fields the role may not read. */
  strip<T>(request: FastifyRequest, res: Resource, record: T): T {
    if (!record || typeof record !== 'object') return record;
    return withoutFields(record as Record<string, unknown>, this.hidden(request, res)) as T;
  }

  /** Fields the request's role never reads on the resource. */
  hidden(request: FastifyRequest, res: Resource): Set<string> {
    return new Set(this.enforced ? hiddenFieldsFor(request.role, res.name) : []);
  }

  /** Fields the request's role may not change on the resource. */
  readOnly(request: FastifyRequest, res: Resource): Set<string> {
    return new Set(this.enforced ? readOnlyFieldsFor(request.role, res.name) : []);
  }
}
