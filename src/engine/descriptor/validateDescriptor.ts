import Ajv from 'ajv';
import metaSchema from '../../../schemas/descriptor.schema.json' with { type: 'json' };
import type { Operation, ResourceDescriptor } from '../contract';
// Spelled out (/index.ts): vite.config.ts loads this module too, and Vite's native config loader wants it.
import { effectFields, RESERVED_NAMES } from '../resource/index.ts';
import { kinds, listFeatureProblems, templateFields } from '../contract/index.ts';
import { timelineProblems } from './timelineProblems.ts';

/** A descriptor that breaks the meta-schema or refers to something that does not exist. */
export class DescriptorError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: descriptor inválido\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DescriptorError';
  }
}

const ajv = new Ajv({ allErrors: true, strict: false });
const checkShape = ajv.compile<ResourceDescriptor>(metaSchema);

/** Validates one descriptor against schemas/descriptor.schema.json; errors name the file and the JSON path. */
export function validateDescriptor(json: unknown, file: string): ResourceDescriptor {
  if (checkShape(json)) {
    const reserved = RESERVED_NAMES.includes(json.name) ? [`/name '${json.name}' is a page of the app itself (${RESERVED_NAMES.join(', ')})`] : [];
    const problems = [...reserved, ...checkFieldNames(json), ...checkUrlFields(json), ...listFeatureProblems(json), ...timelineProblems(json)];
    if (problems.length) throw new DescriptorError(file, problems);
    return json;
  }
  const problems = (checkShape.errors ?? [])
    // oneOf/if branches repeat the real error; keep the specific ones.
    .filter((e) => e.keyword !== 'if' && e.keyword !== 'oneOf')
    .map((e) => {
      const where = e.instancePath || '/';
      const extra =
        e.keyword === 'enum' ? ` (${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')})` :
        e.keyword === 'additionalProperties' ? ` ('${(e.params as { additionalProperty: string }).additionalProperty}')` : '';
      return `${where} ${e.message}${extra}`;
    });
  throw new DescriptorError(file, [...new Set(problems)]);
}

/** Fields named by columns, operations, uploads, references and secrets must exist in the record schema. */
function checkFieldNames(d: ResourceDescriptor): string[] {
  const fields = new Set(Object.keys(d.schema.properties));
  const problems: string[] = [];
  const need = (name: string, where: string) => {
    if (!fields.has(name)) problems.push(`${where} names unknown field '${name}'`);
  };
  d.list?.columns.forEach((c, i) => need(c.field, `/list/columns/${i}/field`));
  d.list?.search?.forEach((f, i) => need(f, `/list/search/${i}`));
  if (d.titleField) need(d.titleField, '/titleField');
  // A title template may also name the timestamps every stored record has.
  for (const f of templateFields(d.titleTemplate ?? ''))
    if (f !== 'createdAt' && f !== 'updatedAt') need(f, '/titleTemplate');
  if (d.map) {
    need(d.map.latitude, '/map/latitude');
    need(d.map.longitude, '/map/longitude');
  }
  for (const [name, op] of Object.entries(d.operations) as [string, Operation | undefined][]) {
    op?.fields?.forEach((f, i) => f !== 'id' && need(f, `/operations/${name}/fields/${i}`));
  }
  Object.keys(d.references ?? {}).forEach((f) => need(f, `/references/${f}`));
  for (const [f, upload] of Object.entries(d.uploads ?? {})) {
    // The file field may belong to a record action's form (an avatar); its URL column is the record's.
    if (!fields.has(f) && !d.actions?.some((a) => a.schema?.properties[f])) problems.push(`/uploads/${f} names unknown field '${f}'`);
    need(upload.column, `/uploads/${f}/column`);
  }
  d.noOverlap?.forEach((rule, i) => {
    rule.key.forEach((f, j) => need(f, `/noOverlap/${i}/key/${j}`));
    for (const end of ['start', 'end'] as const) {
      need(rule.range[end], `/noOverlap/${i}/range/${end}`);
      const schema = d.schema.properties[rule.range[end]];
      if (schema && schema.format !== 'date') problems.push(`/noOverlap/${i}/range/${end} '${rule.range[end]}' must be a date field ("format": "date")`);
    }
    if (rule.unless) need(rule.unless.field, `/noOverlap/${i}/unless/field`);
    for (const f of templateFields(rule.message)) need(f, `/noOverlap/${i}/message`);
  });
  d.reminders?.forEach((r, i) => {
    const at = `/reminders/${i}`;
    if (d.reminders!.findIndex((o) => o.id === r.id) !== i) problems.push(`${at}/id '${r.id}' is used twice`);
    if (r.date !== 'createdAt' && d.schema.properties[r.date]?.format !== 'date') problems.push(`${at}/date '${r.date}' must be a date field ("format": "date") or createdAt`);
    if ((r.within === undefined) === (r.after === undefined)) problems.push(`${at} needs one of within and after`);
    if (r.when) need(r.when.field, `${at}/when/field`);
    if (r.unless) need(r.unless.field, `${at}/unless/field`);
    for (const f of templateFields(r.message)) need(f, `${at}/message`);
  });
  d.secrets?.forEach((f, i) => need(f, `/secrets/${i}`));
  d.verbatim?.forEach((f, i) => need(f, `/verbatim/${i}`));
  for (const [f, kind] of Object.entries(d.kinds ?? {})) {
    // The field may be a record action's (written by it).
    const schema = d.schema.properties[f] ?? d.actions?.find((a) => a.schema?.properties[f])?.schema?.properties[f];
    if (!schema) problems.push(`/kinds/${f} names unknown field '${f}'`);
    // A CPF or a phone is read, stored and searched as text.
    const type = schema?.type;
    if (kinds[kind].written && type !== undefined && type !== 'string') problems.push(`/kinds/${f} '${kind}' is written as text: the field must be "type": "string"`);
  }
  d.actions?.forEach((a, i) => {
    for (const [key, field] of Object.entries(effectFields(a))) need(field, `/actions/${i}/effect/${key}`);
    const own = new Set(Object.keys(a.schema?.properties ?? {}));
    a.operation.fields?.forEach((f, j) => {
      if (f !== 'id' && !own.has(f) && !fields.has(f)) problems.push(`/actions/${i}/operation/fields/${j} names unknown field '${f}'`);
    });
    // Asked on the create form and run on the new record: a record action with a form, where a create exists.
    if (a.onCreate && (a.kind !== 'record' || !a.schema || !d.operations.create)) problems.push(`/actions/${i}/onCreate needs a record action with a schema, and a create operation`);
    if (a.currentSecret) {
      const { secret, field } = a.currentSecret;
      if (!d.secrets?.includes(secret)) problems.push(`/actions/${i}/currentSecret/secret '${secret}' is not one of /secrets`);
      if (fields.has(field) || own.has(field)) problems.push(`/actions/${i}/currentSecret/field '${field}' is already a field of the record or the action`);
    }
  });
  return problems;
}

const URL_FORMATS = new Set(['uri', 'uri-reference', 'iri', 'iri-reference', 'url']);
/** Values a URL field must refuse: other schemes (scripts, inline documents, files), other hosts without a scheme, server paths. */
const UNSAFE_URLS = ['javascript:alert(1)', 'JavaScript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,x', 'file:///etc/passwd', '//evil.example/x', '/etc/passwd'];

/**
 * `format: uri` alone accepts `javascript:…`, which a link or an image then runs or loads: every URL field
 * (of the record or of a record action's form) needs a `pattern` that keeps it to http(s) (or /uploads/).
 */
function checkUrlFields(d: ResourceDescriptor): string[] {
  const forms: [string, Record<string, { format?: string; pattern?: unknown }>][] = [['/schema', d.schema.properties]];
  d.actions?.forEach((a, i) => a.schema && forms.push([`/actions/${i}/schema`, a.schema.properties]));
  const problems: string[] = [];
  for (const [where, properties] of forms) {
    for (const [name, field] of Object.entries(properties)) {
      if (!field.format || !URL_FORMATS.has(field.format)) continue;
      if (!restrictsScheme(field.pattern)) {
        problems.push(`${where}/properties/${name} has format '${field.format}' without a pattern limiting it to http(s) (e.g. "pattern": "^https?://")`);
      }
    }
  }
  return problems;
}

function restrictsScheme(pattern: unknown): boolean {
  if (typeof pattern !== 'string') return false;
  try {
    const re = new RegExp(pattern, 'u');
    return !UNSAFE_URLS.some((v) => re.test(v));
  } catch {
    return false;
  }
}
