import type { Registry, Resource } from '../model';

/** A field no two records of its resource may share (its unique index is named `name`). */
export interface UniqueKey {
  resource: Resource;
  field: string;
  name: string;
}

/** The unique values the database enforces: one account per e-mail, whatever its case. */
export function uniqueKeys(registry: Registry): UniqueKey[] {
  const { resource, emailField } = registry.identity;
  return [{ resource, field: emailField, name: `${resource.table}_${emailField}_key` }];
}
