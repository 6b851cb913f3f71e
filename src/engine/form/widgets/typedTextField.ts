import type { WidgetProps } from '@rjsf/utils';
import type { FieldInfo, FieldSchema, Kind, Parsed } from '../../contract';

/** What a kind needs to read a form field's text (the widget knows its name, schema and kind, not its descriptor). */
export const typedFieldInfo = (name: string, schema: unknown, kind: Kind): FieldInfo => {
  const s = schema as FieldSchema;
  return { name, schema: { ...s, title: String(s.title ?? name) }, kind, labels: { true: 'Sim', false: 'Não' } };
};

/** What the form keeps of typed text its kind read: the value, the field's empty value, or the text as typed (refused). */
export const formValue = (read: Parsed, typed: string, emptyValue: unknown): unknown => ('empty' in read ? emptyValue : 'value' in read ? read.value : typed);

/** The TextField props every widget typing a kind's text shares (number, date, CPF…): rjsf's label, state and error. */
export const typedFieldProps = ({ id, label, required, disabled, readonly, autofocus, placeholder, rawErrors }: WidgetProps) => ({
  id,
  label,
  required,
  disabled: disabled || readonly,
  autoFocus: autofocus,
  fullWidth: true,
  placeholder,
  error: Boolean(rawErrors?.length),
});
