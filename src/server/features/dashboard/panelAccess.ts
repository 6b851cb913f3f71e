import type { FastifyRequest } from 'fastify';
import { fieldsRead, panelReads, type DashboardPanel } from '../../../engine/contract';
import type { Permissions } from '../../auth';
import type { Registry } from '../../model';

/** Why a panel is refused: it reads what the role may not. */
export const PANEL_REFUSED = 'Seu perfil não permite ver este painel: ele lê dados que você não pode ver.';

/** The resources a panel reads (a live change to one of them makes it stale). */
export function panelResources(registry: Registry, panel: DashboardPanel): string[] {
  return [...new Set(panelReads(panel, (n) => registry.all.find((r) => r.name === n)?.descriptor, registry.dashboard.calendar).map((r) => r.resource))];
}

/**
 * Whether the request's role may see a panel: it may list every resource the panel reads and sees every field
 * it names (a hidden price hides the revenue); the backup warning is an administrator's.
 */
export function mayReadPanel(request: FastifyRequest, registry: Registry, permissions: Permissions, panel: DashboardPanel): boolean {
  if (panel.kind === 'backups') return permissions.administers(request);
  return panelReads(panel, (n) => registry.get(n).descriptor, registry.dashboard.calendar).every((read) => {
    const res = registry.get(read.resource);
    const hidden = permissions.hidden(request, res);
    return permissions.allows(request, res, 'list') && fieldsRead(read).every((f) => !hidden.has(f));
  });
}

/** The resources whose records name a panel's rows (its list's reference columns) or series (a `by` reference). */
function titleTargets(registry: Registry, panel: DashboardPanel): string[] {
  const fields = [...(panel.list?.columns ?? []), ...(panel.by ? [panel.by] : [])];
  return panelResources(registry, panel).flatMap((name) => fields.flatMap((f) => registry.get(name).descriptor.references?.[f]?.resource ?? []));
}

/**
 * What of a role a panel's answer depends on: the fields it does not see of each resource the panel reads (its
 * view), and whether it reads, and what it does not see of, the records the panel names by title. Roles alike in
 * these get the same answer, so they share one computation (PanelCache's key).
 */
export function panelView(request: FastifyRequest, registry: Registry, permissions: Permissions, panel: DashboardPanel): string {
  const hidden = (name: string) => [...permissions.hidden(request, registry.get(name))].sort().join(',');
  const read = panelResources(registry, panel).map(hidden);
  const titled = titleTargets(registry, panel).map((name) => (permissions.allows(request, registry.get(name), 'read') ? hidden(name) : '-'));
  return [...read, '|', ...titled].join(';');
}
