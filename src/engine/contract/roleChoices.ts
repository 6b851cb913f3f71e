import type { ResourceDescriptor } from './descriptor.types';
import type { Roles } from './roles.ts';

/** The people's descriptor: it keeps a secret and has an e-mail field (who signs in). */
export const peopleDescriptor = (descriptors: ResourceDescriptor[]): ResourceDescriptor | undefined =>
  descriptors.find((d) => d.secrets?.length && Object.values(d.schema.properties).some((p) => p.format === 'email'));

type UiSchema = Record<string, unknown> | undefined;

/**
 * The descriptors with the role field offering the roles of roles.json — `enum` of their ids, and their labels as
 * `ui:enumNames` — on the record and in every action that writes it: forms show a select of names, both edges
 * validate against the same list, lists word it by name, and a new role needs no descriptor change. (`enum`, not
 * `oneOf`: rjsf matches a `oneOf` option with a validator a precompiled build does not have.)
 */
export function withRoleChoices(descriptors: ResourceDescriptor[], roles: Roles | undefined): ResourceDescriptor[] {
  const people = roles && peopleDescriptor(descriptors);
  if (!roles || !people) return descriptors;
  const field = roles.field;
  const ids = roles.roles.map((r) => r.id);
  const names = roles.roles.map((r) => r.label);
  const choosing = <S extends { properties: Record<string, object> }>(schema: S): S =>
    Object.hasOwn(schema.properties, field) ? { ...schema, properties: { ...schema.properties, [field]: { ...schema.properties[field], enum: ids } } } : schema;
  const naming = (ui: UiSchema, schema: { properties: Record<string, object> }): UiSchema =>
    Object.hasOwn(schema.properties, field) ? { ...ui, [field]: { ...((ui?.[field] as object | undefined) ?? {}), 'ui:enumNames': names } } : ui;
  return descriptors.map((d) =>
    d !== people
      ? d
      : {
          ...d,
          schema: choosing(d.schema),
          uiSchema: naming(d.uiSchema as UiSchema, d.schema) as ResourceDescriptor['uiSchema'],
          ...(d.actions ? { actions: d.actions.map((a) => (a.schema ? { ...a, schema: choosing(a.schema), uiSchema: naming(a.uiSchema as UiSchema, a.schema) } : a)) } : {}),
        },
  );
}
