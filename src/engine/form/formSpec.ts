import type { RJSFSchema, UiSchema } from '@rjsf/utils';
// Files spelled out (.ts, /index.ts): vite.config.ts loads this module too, and Vite's native config loader wants them.
import { bodyFields, type Operation, type RecordSchema, type ResourceDescriptor } from '../contract/index.ts';

export interface FormSpec {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The fields the form edits, in schema order. */
  fields: string[];
  /** Those that are file uploads. */
  uploadFields: string[];
  /** Those that hold a secret (a descriptor's `secrets`, or shown as a password): never stored anywhere. */
  secretFields: string[];
}

type UiEntry = Record<string, unknown> & { 'ui:options'?: Record<string, unknown> };

/**
 * The form for one operation: exactly the fields its body carries (never `id` or read-only fields),
 * with widgets the descriptor implies — uploads get the file field, references the picker,
 * secrets the password widget — unless its uiSchema chose otherwise.
 */
export function formSpec(d: ResourceDescriptor, source: { schema: RecordSchema; uiSchema?: Record<string, unknown> }, op: Operation | undefined): FormSpec {
  const props = source.schema.properties;
  const candidates = op ? bodyFields(source.schema, op) : Object.keys(props).filter((f) => !props[f].readOnly);
  const fields = candidates.filter((f) => f !== 'id' && props[f] && !props[f].readOnly);
  const ui: Record<string, unknown> = { ...(source.uiSchema ?? {}) };

  for (const field of fields) {
    const entry: UiEntry = { ...((ui[field] as UiEntry | undefined) ?? {}) };
    const upload = d.uploads?.[field];
    const reference = d.references?.[field];
    if (upload && !entry['ui:field']) entry['ui:field'] = 'file';
    if (upload) entry['ui:options'] = { accept: upload.accept.join(','), ...entry['ui:options'] };
    if (reference && !entry['ui:widget']) entry['ui:widget'] = 'reference';
    if (reference) entry['ui:options'] = { resource: reference.resource, ...entry['ui:options'] };
    if (d.secrets?.includes(field) && !entry['ui:widget']) entry['ui:widget'] = 'password';
    ui[field] = entry;
  }
  // An upload whose URL column the form edits too is one control, drawn by the column (never two inputs).
  for (const [field, upload] of Object.entries(d.uploads ?? {})) {
    if (!fields.includes(field) || !fields.includes(upload.column)) continue;
    const column: UiEntry = { ...(ui[upload.column] as UiEntry) };
    if (!column['ui:field']) column['ui:field'] = 'file';
    column['ui:options'] = { upload: field, label: props[field].title ?? field, accept: upload.accept.join(','), ...column['ui:options'] };
    ui[upload.column] = column;
    const own = ui[field] as UiEntry;
    ui[field] = { ...own, 'ui:widget': 'hidden', 'ui:options': { ...own['ui:options'], joinedTo: upload.column } };
  }
  // rjsf refuses a ui:order naming fields the form does not have.
  if (Array.isArray(ui['ui:order'])) ui['ui:order'] = (ui['ui:order'] as string[]).filter((f) => f === '*' || fields.includes(f));
  // The engine draws its own buttons (Salvar / Cancelar).
  ui['ui:submitButtonOptions'] = { norender: true };

  return {
    schema: {
      type: 'object',
      required: (source.schema.required ?? []).filter((f) => fields.includes(f)),
      properties: Object.fromEntries(fields.map((f) => [f, props[f]])) as RJSFSchema['properties'],
    },
    uiSchema: ui as UiSchema,
    fields,
    uploadFields: fields.filter((f) => d.uploads?.[f]),
    secretFields: fields.filter((f) => d.secrets?.includes(f) || (ui[f] as UiEntry)['ui:widget'] === 'password'),
  };
}
