import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { isoToBrazilian, maskDate, parseDate } from './brazilianInput';
import { useTypedText } from './useTypedText';

/**
 * Dates read and typed as dd/mm/aaaa whatever the browser's language (the native control follows the
 * browser: mm/dd/yyyy in an English one). The form keeps ISO yyyy-mm-dd, what the API takes; an unfinished or
 * impossible date goes as typed, so validation explains it.
 */
export function BrazilianDateWidget({ id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors, options, autofocus }: WidgetProps) {
  const { text, commit } = useTypedText(value, isoToBrazilian);

  function change(raw: string) {
    // A pasted ISO date is taken as is; anything else gets the dd/mm/aaaa mask.
    const next = parseDate(raw) && raw.includes('-') ? isoToBrazilian(parseDate(raw)) : maskDate(raw);
    const out = next === '' ? options.emptyValue : parseDate(next) ?? next;
    commit(next, out);
    onChange(out);
  }

  return (
    <TextField
      id={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      fullWidth
      placeholder="dd/mm/aaaa"
      value={text}
      error={Boolean(rawErrors?.length)}
      onChange={(e) => change(e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 }, inputLabel: { shrink: true } }}
    />
  );
}
