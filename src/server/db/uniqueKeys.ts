import type { Registry, Resource } from '../model';

/** A field no two records of its resource may share (its unique index is named `name`). */
export interface UniqueKey {
  resource: Resource;
  field: string;
  name: string;
}

/**
 * The unique values the database enforces, whatever their case: one account per e-mail, and each field a
 * descriptor lists in `unique` (a client's CPF ou CNPJ). An empty field is NULL, so records without one never clash.
 */
export function uniqueKeys(registry: Registry): UniqueKey[] {
  const { resource, emailField } = registry.identity;
  const declared = registry.all.flatMap((res) => (res.descriptor.unique ?? []).map((field) => ({ resource: res, field })));
  return [{ resource, field: emailField }, ...declared].map((k) => ({ ...k, name: `${k.resource.table}_${k.field}_key` }));
}
