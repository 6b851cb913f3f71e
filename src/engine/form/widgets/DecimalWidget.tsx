import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { formatDecimal, parseDecimal } from './brazilianInput';
import { useTypedText } from './useTypedText';

/**
 * Number fields typed the Brazilian way ("1.234,56"), shown formatted once the field is left, with the phone's
 * numeric keyboard. A text input, not type=number: browsers refuse the thousands dot there. What is not a number
 * goes to the form as typed, so validation says "Informe um número.".
 */
export function DecimalWidget({ id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors, options, placeholder, autofocus }: WidgetProps) {
  const money = options.money === true;
  const shown = (v: unknown) => (typeof v === 'number' ? formatDecimal(v, money) : typeof v === 'string' ? v : '');
  const { text, setText, commit } = useTypedText(value, shown);

  function change(next: string) {
    const parsed = parseDecimal(next, money);
    const out = next.trim() === '' ? options.emptyValue : parsed ?? next;
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
      placeholder={placeholder}
      value={text}
      error={Boolean(rawErrors?.length)}
      onChange={(e) => change(e.target.value)}
      onBlur={() => {
        if (typeof value === 'number') setText(formatDecimal(value, money));
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: money ? { startAdornment: <InputAdornment position="start">R$</InputAdornment> } : undefined,
      }}
    />
  );
}
