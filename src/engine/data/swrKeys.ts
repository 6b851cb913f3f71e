import type { ListQuery, ResourceDescriptor } from '../contract';

/** SWR cache keys; the first element says what kind of read it is, the second which resource. */
export const swrKeys = {
  list: (d: ResourceDescriptor, { q = '', page, limit, sort = '', filters = {} }: ListQuery) =>
    ['list', d.name, q, page, limit, sort, new URLSearchParams(Object.entries(filters).sort()).toString()] as const,
  record: (d: ResourceDescriptor, id: string | undefined) => ['record', d.name, id ?? d.singleton?.id ?? ''] as const,
  count: (d: ResourceDescriptor) => ['count', d.name] as const,
  options: (d: ResourceDescriptor, q: string) => ['options', d.name, q] as const,
  /** The painel profile's reads, by resource name (they span resources the client may not describe). */
  history: (resource: string, id: string) => ['painel-history', resource, id] as const,
  activity: (query: object) => ['painel-activity', JSON.stringify(query)] as const,
  trash: (resource: string | undefined) => ['painel-trash', resource ?? ''] as const,
  /** A list's saved views ("Visualizações"): one's own and the shared ones. */
  views: (resource: string) => ['painel-views', resource] as const,
  /** The person's default view of every list: read once a session, changed by the views dialog. */
  defaultViews: () => ['painel-default-views'] as const,
  /** The signed-in person's open sessions ("Minha conta"). */
  sessions: () => ['painel-sessions'] as const,
};
