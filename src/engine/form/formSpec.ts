import type { RJSFSchema, UiSchema } from '@rjsf/utils';
// Files spelled out (.ts, /index.ts): vite.config.ts loads this module too, and Vite's native config loader wants them.
import { bodyFields, bounded, kindOf, kinds, type FieldKind, type Operation, type RecordSchema, type ResourceDescriptor } from '../contract/index.ts';

export interface FormSpec {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The fields the form edits, in schema order. */
  fields: string[];
  /** Those that are file uploads. */
  uploadFields: string[];
  /** Those that hold a secret (a descriptor's `secrets`, or shown as a password): never stored anywhere. */
  secretFields: string[];
  /** Fields typed twice (`ui:options.confirm`): the form-only copy, never sent, must equal the field. */
  confirmations: Confirmation[];
  /** The fields holding the record's place (the descriptor's `map`): the form previews it on a map. */
  map?: { latitude: string; longitude: string };
}

interface Confirmation {
  field: string;
  /** The copy's name in the form: `<field>Confirmation`. */
  copy: string;
  /** Said under the copy when the two differ. */
  message: string;
}

/** `ui:options.confirm` on a field: the second field's title and what to say when they differ. */
interface ConfirmOption {
  title: string;
  message: string;
}

type UiEntry = Record<string, unknown> & { 'ui:options'?: Record<string, unknown> };

/** The widget a kind's control implies, where rjsf's own is not it. */
const KIND_WIDGETS: Partial<Record<FieldKind['input'], string>> = { decimal: 'decimal', masked: 'masked' };

/**
 * The form for one operation: exactly the fields its body carries (never `id` or read-only fields),
 * with widgets the descriptor implies — uploads get the file field, references the picker,
 * secrets the password widget, numbers the Brazilian decimal widget, CPFs and phones the masked one — unless its
 * uiSchema chose otherwise.
 * `keepsFiles`: the record's stored files stay when none is chosen (an edit), so no upload is required.
 */
export function formSpec(
  d: ResourceDescriptor,
  source: { schema: RecordSchema; uiSchema?: Record<string, unknown> },
  op: Operation | undefined,
  { keepsFiles = false }: { keepsFiles?: boolean } = {},
): FormSpec {
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
    // The field's kind tells its widgets how to read what is typed (src/engine/contract/kinds).
    const kind = kindOf({ ...d, schema: source.schema }, field);
    entry['ui:options'] = { kind, ...entry['ui:options'] };
    // Numbers are typed the Brazilian way (see DecimalWidget): amounts, quantities, coordinates; a CPF, a CNPJ, a
    // phone in its written form, punctuated as it is typed (MaskedWidget).
    const widget = KIND_WIDGETS[kinds[kind].input];
    if (widget && !entry['ui:widget']) entry['ui:widget'] = widget;
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
  // A field typed twice gets its copy right after it, with the same widget; the operation never sends it.
  const properties: Record<string, unknown> = {};
  const confirmations: Confirmation[] = [];
  const required = (source.schema.required ?? []).filter((f) => fields.includes(f) && !(keepsFiles && d.uploads?.[f]));
  for (const field of fields) {
    // A text the descriptor leaves unbounded gets the engine's default, as the server checks it.
    properties[field] = bounded(props[field]);
    const entry = ui[field] as UiEntry;
    const confirm = entry['ui:options']?.confirm as ConfirmOption | undefined;
    if (!confirm) continue;
    const copy = `${field}Confirmation`;
    const { confirm: _own, ...options } = entry['ui:options'] ?? {};
    properties[copy] = { title: confirm.title, type: 'string' };
    ui[copy] = { ...entry, 'ui:options': options };
    if (required.includes(field)) required.push(copy);
    confirmations.push({ field, copy, message: confirm.message });
  }
  const formFields = Object.keys(properties);
  // rjsf refuses a ui:order naming fields the form does not have.
  if (Array.isArray(ui['ui:order']))
    ui['ui:order'] = (ui['ui:order'] as string[])
      .flatMap((f) => [f, ...confirmations.filter((c) => c.field === f).map((c) => c.copy)])
      .filter((f) => f === '*' || formFields.includes(f));
  // The engine draws its own buttons (Salvar / Cancelar).
  ui['ui:submitButtonOptions'] = { norender: true };

  return {
    schema: {
      type: 'object',
      required,
      properties: properties as RJSFSchema['properties'],
    },
    uiSchema: ui as UiSchema,
    fields: formFields,
    uploadFields: fields.filter((f) => d.uploads?.[f]),
    secretFields: formFields.filter((f) => d.secrets?.includes(f) || (ui[f] as UiEntry)['ui:widget'] === 'password'),
    confirmations,
    // Only where the form edits both coordinates.
    map: d.map && formFields.includes(d.map.latitude) && formFields.includes(d.map.longitude) ? d.map : undefined,
  };
}
