import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { brazilianDate, maskDate, readDate } from '../../contract';
import type { RecordFormContext } from '../formContext';
import { formValue, typedFieldProps } from './typedTextField';
import { useTypedText } from './useTypedText';

/**
 * Dates read and typed as dd/mm/aaaa whatever the browser's language (the native control follows the
 * browser: mm/dd/yyyy in an English one), read as the date kind reads them. The form keeps ISO yyyy-mm-dd, what
 * the API takes; an unfinished or impossible date goes as typed, with the kind's reason.
 */
export function BrazilianDateWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, options, registry } = props;
  const { text, commit } = useTypedText(value, brazilianDate);
  const problems = (registry.formContext as Partial<RecordFormContext> | undefined)?.typedProblems;

  function change(raw: string) {
    // A pasted ISO date is taken as is; anything else gets the dd/mm/aaaa mask.
    const pasted = /^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) ? readDate(raw) : undefined;
    const next = pasted && 'value' in pasted ? brazilianDate(pasted.value) : maskDate(raw);
    const read = readDate(next);
    if ('message' in read) problems?.set(name, read.message);
    else problems?.delete(name);
    const out = formValue(read, next, options.emptyValue);
    commit(next, out);
    onChange(out);
  }

  return (
    <TextField
      {...typedFieldProps(props)}
      placeholder="dd/mm/aaaa"
      value={text}
      onChange={(e) => change(e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 }, inputLabel: { shrink: true } }}
    />
  );
}
