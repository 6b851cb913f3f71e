import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface PlainTextFieldProps {
  label: string;
  name?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error?: boolean;
  helperText?: string;
}

/**
 * An outlined text input that looks and reads exactly like MUI's TextField, built from its parts: TextField
 * also carries the whole Select (menus, popover, modal), which the sign-in page would download for nothing.
 */
export function PlainTextField({ label, name, type = 'text', autoComplete, autoFocus, fullWidth, value, onChange, error, helperText }: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        label={label}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
