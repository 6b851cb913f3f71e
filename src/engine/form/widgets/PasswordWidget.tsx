import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { WidgetProps } from '@rjsf/utils';

/** `ui:widget: password`: hidden by default, with a button to show it; browsers offer to generate one. */
export function PasswordWidget({ id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors, options, autofocus }: WidgetProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      fullWidth
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      value={typeof value === 'string' ? value : ''}
      error={Boolean(rawErrors?.length)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { readOnly: readonly },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={visible ? 'Ocultar senha' : 'Mostrar senha'} onClick={() => setVisible((v) => !v)} edge="end">
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
