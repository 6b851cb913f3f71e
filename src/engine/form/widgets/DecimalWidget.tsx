import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { brazilianNumber, kinds, type Kind } from '../../contract';
import type { RecordFormContext } from '../formContext';
import { formValue, typedFieldInfo, typedFieldProps } from './typedTextField';
import { useTypedText } from './useTypedText';

/**
 * Number fields typed the Brazilian way ("1.234,56"), read by the field's kind (money, number, coordinate: see
 * src/engine/contract/kinds), shown formatted once the field is left, with the phone's numeric keyboard. A
 * text input, not type=number: browsers refuse the thousands dot there. Text that does not read goes to the
 * form as typed, with the kind's reason ("Use vírgula para os centavos: 1.234,56."): never rounded or cut.
 */
export function DecimalWidget(props: WidgetProps) {
  const { id, name, value, onChange, onBlur, onFocus, options, schema, registry } = props;
  const kind = (options.kind as Kind | undefined) ?? 'number';
  const money = kind === 'money';
  const shown = (v: unknown) => (typeof v === 'number' ? brazilianNumber(v, money) : typeof v === 'string' ? v : '');
  const { text, setText, commit } = useTypedText(value, shown);
  const problems = (registry.formContext as Partial<RecordFormContext> | undefined)?.typedProblems;

  function change(next: string) {
    const read = kinds[kind].parse(next, typedFieldInfo(name, schema, kind));
    if ('message' in read) problems?.set(name, read.message);
    else problems?.delete(name);
    const out = formValue(read, next, options.emptyValue);
    commit(next, out);
    onChange(out);
  }

  return (
    <TextField
      {...typedFieldProps(props)}
      value={text}
      onChange={(e) => change(e.target.value)}
      onBlur={() => {
        if (typeof value === 'number') setText(brazilianNumber(value, money));
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
