import type { ResourceDescriptor } from '../descriptor';

export interface NavigationGroup {
  name: string;
  resources: ResourceDescriptor[];
}

/** Descriptors by navigation group, groups in the order they first appear, resources by `order`. */
export function groupResources(descriptors: ResourceDescriptor[]): NavigationGroup[] {
  const groups = new Map<string, ResourceDescriptor[]>();
  for (const d of descriptors) groups.set(d.group, [...(groups.get(d.group) ?? []), d]);
  return [...groups].map(([name, resources]) => ({
    name,
    resources: [...resources].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
  }));
}
