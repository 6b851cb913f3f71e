import type { ResourceDescriptor } from './descriptor.types';
import type { Roles } from './roles.ts';

/** The people's descriptor: it keeps a secret and has an e-mail field (who signs in). */
export const peopleDescriptor = (descriptors: ResourceDescriptor[]): ResourceDescriptor | undefined =>
  descriptors.find((d) => d.secrets?.length && Object.values(d.schema.properties).some((p) => p.format === 'email'));

/**
 * The descriptors with the role field offering the roles of roles.json (`oneOf`: each id with its label), on the
 * record and in every action that writes it: forms show a select, both edges validate against the same list,
 * and a new role needs no descriptor change.
 */
export function withRoleChoices(descriptors: ResourceDescriptor[], roles: Roles | undefined): ResourceDescriptor[] {
  const people = roles && peopleDescriptor(descriptors);
  if (!roles || !people) return descriptors;
  const oneOf = roles.roles.map((r) => ({ const: r.id, title: r.label, ...(r.description ? { description: r.description } : {}) }));
  const choosing = <S extends { properties: Record<string, object> }>(schema: S): S =>
    Object.hasOwn(schema.properties, roles.field) ? { ...schema, properties: { ...schema.properties, [roles.field]: { ...schema.properties[roles.field], oneOf } } } : schema;
  return descriptors.map((d) =>
    d !== people
      ? d
      : {
          ...d,
          schema: choosing(d.schema),
          ...(d.actions ? { actions: d.actions.map((a) => (a.schema ? { ...a, schema: choosing(a.schema) } : a)) } : {}),
        },
  );
}
