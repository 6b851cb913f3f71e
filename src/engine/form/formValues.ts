import { sortedJSONStringify } from '@rjsf/utils';
import type { RecordValues } from '../data';
import type { ResourceDescriptor } from '../contract';
import type { FormSpec } from './formSpec';

/** Same values, whatever the order of their keys (dirtiness, drafts). */
export const sameValues = (a: unknown, b: unknown) => sortedJSONStringify(a) === sortedJSONStringify(b);

/** A loaded record as form data: only the form's fields, no nulls (ajv would call them the wrong type), no files. */
export function toFormData(spec: FormSpec, record: RecordValues | undefined): RecordValues {
  const out: RecordValues = {};
  for (const field of spec.fields) {
    const value = record?.[field];
    if (value !== null && value !== undefined && !spec.uploadFields.includes(field)) out[field] = value;
  }
  return out;
}

/** The current file of each upload field, from the record's URL columns. */
export function existingFiles(d: ResourceDescriptor, spec: FormSpec, record: RecordValues | undefined): Record<string, string | undefined> {
  return Object.fromEntries(
    spec.uploadFields.map((field) => {
      const url = record?.[d.uploads![field].column];
      return [field, typeof url === 'string' && url ? url : undefined];
    }),
  );
}

/** Form data plus the chosen files: what the operation sends. */
export function withFiles(formData: RecordValues, spec: FormSpec, files: Map<string, File>): RecordValues {
  const values: RecordValues = { ...formData };
  for (const field of spec.uploadFields) values[field] = files.get(field);
  return values;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * Fields the user emptied while editing become `null`, an explicit clear, so the server does not keep the
 * old value; fields that were never filled stay absent (the spec sends optional fields only when present).
 */
export function withClearedFields(values: RecordValues, spec: FormSpec, record: RecordValues | undefined): RecordValues {
  if (!record) return values;
  const out: RecordValues = { ...values };
  for (const field of spec.fields) {
    if (!spec.uploadFields.includes(field) && !blank(record[field]) && blank(out[field])) out[field] = null;
  }
  return out;
}
