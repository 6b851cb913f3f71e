import type { ResourceDescriptor } from './descriptor.types';

/** A timeline's page name, in the menu and as its title. */
export const timelineTitle = (d: Pick<ResourceDescriptor, 'timeline'>): string => d.timeline?.label ?? 'Ocupação';
