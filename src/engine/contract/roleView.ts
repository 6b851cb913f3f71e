import type { Operations, ResourceDescriptor } from './descriptor.types';
import { canSome, hiddenFieldsFor, readOnlyFieldsFor, type Role } from './roles.ts';

/**
 * A descriptor as one role sees it: the operations and actions it may run on some record (its own, at least)
 * and none of the fields it may not read — not in the record, the list's columns, search, sort or filters; the
 * fields it reads but may not change are read-only in its forms.
 * The client draws screens from it (nothing offered that the server would refuse); the server reads lists,
 * records and exports through it (a hidden field is never selected, a sort or filter key on one is unknown).
 */
export function roleView(d: ResourceDescriptor, role: Role | undefined): ResourceDescriptor {
  const hidden = new Set(hiddenFieldsFor(role, d.name));
  const shown = (f: string) => !hidden.has(f);
  const operations = Object.fromEntries(Object.entries(d.operations).filter(([name]) => canSome(role, name, d.name))) as Operations;
  const locked = readOnlyFieldsFor(role, d.name).filter((f) => shown(f) && d.schema.properties[f]);
  const schema = locked.length
    ? { ...d.schema, properties: { ...d.schema.properties, ...Object.fromEntries(locked.map((f) => [f, { ...d.schema.properties[f], readOnly: true }])) } }
    : d.schema;
  const view: ResourceDescriptor = { ...d, schema, operations, ...(d.actions ? { actions: d.actions.filter((a) => canSome(role, a.name, d.name)) } : {}) };
  if (!hidden.size) return view;
  const { list } = d;
  const columns = list?.columns.filter((c) => shown(c.field.split('.')[0]));
  return {
    ...view,
    schema: {
      ...schema,
      properties: Object.fromEntries(Object.entries(schema.properties).filter(([f]) => shown(f))),
      ...(d.schema.required ? { required: d.schema.required.filter(shown) } : {}),
    },
    ...(list && columns?.length
      ? {
          list: {
            ...list,
            columns: columns as typeof list.columns,
            ...(list.search ? { search: list.search.filter(shown) } : {}),
            ...(list.filters ? { filters: list.filters.filter(shown) } : {}),
            ...(list.sort
              ? { sort: { ...list.sort, ...(list.sort.fields ? { fields: list.sort.fields.filter(shown) } : {}), ...(list.sort.default && !shown(list.sort.default.replace(/^-/, '')) ? { default: undefined } : {}) } }
              : {}),
          },
        }
      : {}),
    operations: Object.fromEntries(Object.entries(operations).map(([name, op]) => [name, op.fields ? { ...op, fields: op.fields.filter(shown) } : op])) as Operations,
  };
}

/** A record (or a history snapshot) without the fields a role may not read. */
export function withoutFields<T extends Record<string, unknown>>(record: T, hidden: ReadonlySet<string>): T {
  return hidden.size ? (Object.fromEntries(Object.entries(record).filter(([f]) => !hidden.has(f))) as T) : record;
}
