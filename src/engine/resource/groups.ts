import type { ResourceDescriptor } from '../contract';

export interface NavigationGroup {
  name: string;
  resources: ResourceDescriptor[];
}

/** Descriptors (already in navigation order) by group, groups in the order their first resource appears. */
export function groupResources(descriptors: ResourceDescriptor[]): NavigationGroup[] {
  const groups = new Map<string, ResourceDescriptor[]>();
  for (const d of descriptors) groups.set(d.group, [...(groups.get(d.group) ?? []), d]);
  return [...groups].map(([name, resources]) => ({ name, resources }));
}
