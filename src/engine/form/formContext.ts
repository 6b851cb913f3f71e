/** What the form's custom fields share (rjsf v6 hands it to them as `registry.formContext`). */
export interface RecordFormContext {
  /** The files chosen in upload fields, by field name: real `File`s for multipart, never base64 in formData. */
  files: Map<string, File>;
  /** The current file of each upload field, when editing (its URL column's value). */
  existing: Record<string, string | undefined>;
}
