import type { ListQuery, ResourceDescriptor } from '../contract';

/** SWR cache keys; the first element says what kind of read it is, the second which resource. */
export const swrKeys = {
  list: (d: ResourceDescriptor, { q = '', page, limit, sort = '', filters = {} }: ListQuery) =>
    ['list', d.name, q, page, limit, sort, new URLSearchParams(Object.entries(filters).sort()).toString()] as const,
  record: (d: ResourceDescriptor, id: string | undefined) => ['record', d.name, id ?? d.singleton?.id ?? ''] as const,
  count: (d: ResourceDescriptor) => ['count', d.name] as const,
  options: (d: ResourceDescriptor, q: string) => ['options', d.name, q] as const,
};
