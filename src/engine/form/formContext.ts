/** What the form's custom fields share (rjsf v6 hands it to them as `registry.formContext`). */
export interface RecordFormContext {
  /** The files chosen in upload fields, by field name: real `File`s for multipart, never base64 in formData. */
  files: Map<string, File>;
  /** The current file of each upload field, when editing (its URL column's value). */
  existing: Record<string, string | undefined>;
  /**
   * Typed text that does not read as its field's kind, and why ("Use vírgula para os centavos: 1.234,56."), by
   * field: the widget keeps the text as the field's value, and the form says this instead of "Informe um número.".
   */
  typedProblems: Map<string, string>;
}
