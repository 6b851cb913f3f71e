import { can, peopleDescriptor, roleById, roleView, type ResourceDescriptor, type Roles } from '../contract';

/** The descriptors as a role sees them (roleView); a resource it may do nothing with is gone from every screen. */
export function roleViews(descriptors: ResourceDescriptor[], roles: Roles | undefined, roleId: unknown): ResourceDescriptor[] {
  if (!roles) return descriptors;
  const role = roleById(roles, roleId);
  return descriptors.map((d) => roleView(d, role)).filter((d) => Object.keys(d.operations).length > 0);
}

/** The engine's `permits`: `can` for the signed-in person, their own account known by the people's resource and id. */
export function rolePermits(roles: Roles | undefined, roleId: unknown, userId: string | undefined, descriptors: ResourceDescriptor[]) {
  if (!roles) return () => true;
  const role = roleById(roles, roleId);
  const people = peopleDescriptor(descriptors)?.name;
  return (operation: string, d: ResourceDescriptor, recordId?: string) =>
    can(role, operation, { resource: d.name, own: recordId !== undefined && d.name === people && recordId === userId });
}
