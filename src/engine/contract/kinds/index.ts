import type { FieldSchema, ResourceDescriptor } from '../descriptor.types';
import { isTimestamp, TIMESTAMP_FIELDS } from '../timestamps.ts';
import { boolean } from './boolean.ts';
import { cnpj } from './cnpj.ts';
import { coordinate } from './coordinate.ts';
import { cpf } from './cpf.ts';
import { cpfCnpj } from './cpfCnpj.ts';
import { date } from './date.ts';
import { dateTime } from './dateTime.ts';
import { email } from './email.ts';
import { file } from './file.ts';
import { html } from './html.ts';
import { image } from './image.ts';
import type { FieldInfo, FieldKind, Kind } from './kind';
import { money } from './money.ts';
import { number } from './number.ts';
import { phone } from './phone.ts';
import { reference } from './reference.ts';
import { secret } from './secret.ts';
import { text } from './text.ts';
import { url } from './url.ts';

/** Every kind a field may be (the meta-schema's `fieldKind`): a new kind is one file and one line here. */
export const kinds: Record<Kind, FieldKind> = {
  text,
  email,
  money,
  number,
  coordinate,
  date,
  'date-time': dateTime,
  boolean,
  reference,
  file,
  image,
  url,
  html,
  secret,
  cpf,
  cnpj,
  'cpf-cnpj': cpfCnpj,
  phone,
};

type Described = Pick<ResourceDescriptor, 'schema' | 'list' | 'references' | 'secrets' | 'uploads' | 'map' | 'uiSchema' | 'kinds'>;

/** A record field's schema, a record action's field (written by it) or a timestamp's; undefined for anything else. */
function fieldSchemaOf(d: Pick<ResourceDescriptor, 'schema'> & { actions?: ResourceDescriptor['actions'] }, field: string): FieldSchema | undefined {
  if (isTimestamp(field)) return TIMESTAMP_FIELDS[field];
  if (Object.hasOwn(d.schema.properties, field)) return d.schema.properties[field];
  for (const a of d.actions ?? []) if (a.schema && Object.hasOwn(a.schema.properties, field)) return a.schema.properties[field];
  return undefined;
}

const URL_FORMATS = new Set(['uri', 'uri-reference', 'url', 'iri', 'iri-reference']);

/**
 * The kind of a field: what the descriptor says (`kinds`, or its list column's `kind`), else what the field
 * itself tells — a secret, a reference, an upload (an image when it accepts only images), a coordinate of the
 * map, an HTML widget, then its type and format.
 */
export function kindOf(d: Described, field: string): Kind {
  if (isTimestamp(field)) return 'date-time';
  const declared = d.kinds?.[field] ?? d.list?.columns.find((c) => c.field === field)?.kind;
  if (declared) return declared;
  if (d.secrets?.includes(field)) return 'secret';
  if (d.references?.[field]) return 'reference';
  const upload = Object.entries(d.uploads ?? {}).find(([part, u]) => part === field || u.column === field)?.[1];
  if (upload) return upload.accept.every((a) => a.startsWith('image/')) ? 'image' : 'file';
  if (d.map && (d.map.latitude === field || d.map.longitude === field)) return 'coordinate';
  const ui = (d.uiSchema as Record<string, Record<string, unknown> | undefined> | undefined)?.[field];
  if (ui?.['ui:widget'] === 'html') return 'html';
  const s = fieldSchemaOf(d, field);
  if (s?.type === 'boolean') return 'boolean';
  if (s?.type === 'number' || s?.type === 'integer') return 'number';
  if (s?.format === 'date') return 'date';
  if (s?.format === 'date-time') return 'date-time';
  if (s?.format === 'email') return 'email';
  if (URL_FORMATS.has(String(s?.format))) return 'url';
  return 'text';
}

/** The words a yes/no field is said with: its list column's ("Ativa" / "Inativa"), else "Sim" / "Não". */
export function yesNoLabels(d: Pick<ResourceDescriptor, 'list'>, field: string): { true: string; false: string } {
  const column = d.list?.columns.find((c) => c.field === field);
  return { true: column?.trueLabel ?? 'Sim', false: column?.falseLabel ?? 'Não' };
}

/** Everything a kind needs to know about one field of a descriptor. */
export function fieldInfo(d: Described & { actions?: ResourceDescriptor['actions'] }, field: string): FieldInfo {
  const schema = fieldSchemaOf(d, field) ?? { title: field };
  const names = (d.uiSchema as Record<string, Record<string, unknown> | undefined> | undefined)?.[field]?.['ui:enumNames'];
  const values = (schema as { enum?: unknown[] }).enum;
  return {
    name: field,
    schema,
    ...(Array.isArray(names) && Array.isArray(values) ? { choices: values.map((value, i) => ({ value, label: String(names[i] ?? value) })) } : {}),
    kind: kindOf(d, field),
    labels: yesNoLabels(d, field),
    target: d.references?.[field]?.resource,
  };
}

/** The kind object of a descriptor's field. */
export const kindObject = (d: Described, field: string): FieldKind => kinds[kindOf(d, field)];

/** A value as a person reads it (a reference needs its record's title: the caller has it). */
export const wordFor = (d: Described & { actions?: ResourceDescriptor['actions'] }, field: string, value: unknown): string => {
  const info = fieldInfo(d, field);
  return kinds[info.kind].format(value, info);
};

export { isPeriodFilter, isRangeFilter, type CsvContext, type FieldInfo, type FieldKind, type FilterKind, type Kind, type SortKind, type WrittenForm } from './kind.ts';
export { brazilianDate, brazilianNumber, maskDate, readDate, readNumber, type Parsed } from './brazilianText.ts';
export { charsOf } from './writtenText.ts';
export { typedCell } from './textual.ts';
export { numberCell } from './numeric.ts';
export { absolute } from './url.ts';
