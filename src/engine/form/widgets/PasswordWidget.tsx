import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { WidgetProps } from '@rjsf/utils';

/**
 * `ui:widget: password`: hidden by default, with a button to show it; browsers offer to generate one. A stored
 * secret that is no password (an access token) names itself in `ui:options.reveal` ("token": "Mostrar token") and
 * sets `ui:autocomplete: off`, so no browser offers a generated password for it.
 */
export function PasswordWidget({ id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors, options, autofocus }: WidgetProps) {
  const [visible, setVisible] = useState(false);
  const what = typeof options.reveal === 'string' ? options.reveal : 'senha';
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      autoFocus={autofocus}
      fullWidth
      type={visible ? 'text' : 'password'}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : 'new-password'}
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
              <IconButton aria-label={visible ? `Ocultar ${what}` : `Mostrar ${what}`} onClick={() => setVisible((v) => !v)} edge="end">
                {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
