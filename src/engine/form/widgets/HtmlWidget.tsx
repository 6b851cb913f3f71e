import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import DOMPurify from 'dompurify';

/** `ui:widget: html`: the HTML is edited as text, and shown beside it sanitized (no scripts, no handlers). */
export function HtmlWidget({ id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors, options }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const preview = useMemo(() => DOMPurify.sanitize(text), [text]);
  const previewId = `${id}-preview`;
  return (
    <Stack spacing={1}>
      <TextField
        id={id}
        label={label}
        required={required}
        disabled={disabled}
        multiline
        minRows={Number(options.rows ?? 6)}
        value={text}
        error={Boolean(rawErrors?.length)}
        onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        slotProps={{ htmlInput: { readOnly: readonly, spellCheck: false, 'aria-describedby': previewId, style: { fontFamily: 'ui-monospace, monospace', fontSize: 13 } } }}
      />
      <Typography variant="caption" color="text.secondary" id={`${previewId}-label`}>
        Pré-visualização
      </Typography>
      <Box
        id={previewId}
        role="region"
        aria-labelledby={`${previewId}-label`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxHeight: 320, overflow: 'auto', bgcolor: 'background.paper', wordBreak: 'break-word' }}
      >
        {preview ? (
          // Sanitized by DOMPurify above.
          <Box dangerouslySetInnerHTML={{ __html: preview }} />
        ) : (
          <Typography color="text.secondary">Nada para mostrar ainda.</Typography>
        )}
      </Box>
    </Stack>
  );
}
