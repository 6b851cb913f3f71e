import type { FieldSchema, NamedProfile, NoOverlapRule, ResourceDescriptor, Upload } from '../../engine/contract';

type JsonType = 'string' | 'number' | 'integer' | 'boolean';

/** One stored column, derived from a field's JSON Schema type. */
interface ColumnSpec {
  name: string;
  type: JsonType;
  sqlType: string;
  default?: unknown;
}

/** A descriptor as the server needs it: its API profile, table, columns and the fields with special handling. */
export interface Resource {
  descriptor: ResourceDescriptor;
  name: string;
  profile: NamedProfile;
  table: string;
  /** Every stored column but `id` and `created_at`. */
  columns: ColumnSpec[];
  column(name: string): ColumnSpec | undefined;
  /** Columns an answer may carry: `id` and the record's fields, never a secret. */
  publicColumns: string[];
  secrets: Set<string>;
  uploads: Record<string, Upload>;
  /** Field schema (title, type…) of a record field or of a record action's field. */
  field(name: string): FieldSchema | undefined;
  /**
   * false on a role's view that searches fewer fields than the table's stored search column holds (a hidden
   * e-mail): its search reads the fields themselves, so a hidden one never matches.
   */
  searchStored?: boolean;
  /**
   * With `availability`: the resource whose records occupy this one's (its table) and the rule they keep, its one
   * key field pointing here (set by the Registry, which knows both).
   */
  occupiedBy?: { table: string; rule: NoOverlapRule };
}

const SQL_TYPES: Record<JsonType, string> = { string: 'text', number: 'double precision', integer: 'bigint', boolean: 'boolean' };

/** A table API's table is its operation path without the slash (what supabase-js names); other resources use their name. */
function tableName(d: ResourceDescriptor, profile: NamedProfile): string {
  if (profile.transport !== 'postgrest') return d.name;
  const op = d.operations.read ?? d.operations.list ?? d.operations.update;
  if (!op) throw new Error(`${d.name}: a API de tabela precisa de uma operação read, list ou update`);
  return op.path.replace(/^\//, '');
}

export function toResource(d: ResourceDescriptor, profile: NamedProfile): Resource {
  const uploads = d.uploads ?? {};
  const secrets = new Set(d.secrets ?? []);
  const fields = new Map<string, FieldSchema>();
  // Record actions may carry fields of their own (written by an `update` effect): they are stored too.
  for (const a of d.actions ?? []) for (const [k, s] of Object.entries(a.schema?.properties ?? {})) fields.set(k, s);
  for (const [k, s] of Object.entries(d.schema.properties)) fields.set(k, s);

  const columns: ColumnSpec[] = [];
  const add = (name: string, type: JsonType, def?: unknown) => {
    if (name === 'id' || columns.some((c) => c.name === name)) return;
    columns.push({ name, type, sqlType: SQL_TYPES[type], default: def });
  };
  for (const [name, s] of fields) {
    // An upload field is a file part, not a column: its URL goes to the upload's `column`.
    if (uploads[name]) continue;
    add(name, s.type ?? 'string', s.default);
  }
  for (const u of Object.values(uploads)) add(u.column, 'string');

  const byName = new Map(columns.map((c) => [c.name, c]));
  const recordFields = Object.keys(d.schema.properties).filter((f) => f === 'id' || byName.has(f));
  const publicColumns = ['id', ...recordFields.filter((f) => f !== 'id' && !secrets.has(f))];
  // A table API answers every column, as PostgREST does.
  if (profile.transport === 'postgrest') for (const c of columns) if (!secrets.has(c.name) && !publicColumns.includes(c.name)) publicColumns.push(c.name);

  return {
    descriptor: d,
    name: d.name,
    profile,
    table: tableName(d, profile),
    columns,
    column: (name) => byName.get(name),
    publicColumns,
    secrets,
    uploads,
    field: (name) => fields.get(name),
  };
}
