import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { inertParts } from './htmlInertParts';
import { InertPartsNotice } from './InertPartsNotice';
import { loadSanitizer, previewDocument, type Sanitize } from './previewDocument';

const PREVIEW_HEIGHT = 320;

/** The sanitizer, once loaded (it is asked for as soon as an HTML field is on screen). */
function useSanitizer(): Sanitize | undefined {
  const [sanitize, setSanitize] = useState<{ current: Sanitize }>();
  useEffect(() => {
    let live = true;
    loadSanitizer().then(
      (current) => live && setSanitize({ current }),
      (error: unknown) => console.error('Falha ao carregar a pré-visualização de HTML', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return sanitize?.current;
}

/**
 * `ui:widget: html`: the HTML is edited as text, and shown beside it sanitized, in a sandboxed frame
 * (no scripts, forms, popups or same-origin access): its styles and overlays stay inside the frame. What will
 * not run there (scripts, event attributes, javascript: links) is named above the preview; the text is kept.
 */
export function HtmlWidget({ id, value, onChange, onBlur, onFocus, label, required, disabled, readonly, rawErrors, options }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const sanitize = useSanitizer();
  const preview = useMemo(() => (sanitize && text ? previewDocument(text, sanitize) : undefined), [text, sanitize]);
  const inert = useMemo(() => inertParts(text), [text]);
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
      <InertPartsNotice parts={inert} />
      <Typography variant="caption" color="text.secondary" id={`${previewId}-label`}>
        Pré-visualização
      </Typography>
      <Box
        id={previewId}
        role="region"
        aria-labelledby={`${previewId}-label`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}
      >
        {text && !sanitize ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Carregando pré-visualização…
          </Typography>
        ) : preview ? (
          <Box
            component="iframe"
            title={`Pré-visualização: ${label}`}
            // Empty sandbox: an opaque origin with no scripts, forms, popups or top navigation.
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={preview}
            sx={{ display: 'block', width: '100%', height: PREVIEW_HEIGHT, border: 0 }}
          />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Nada para mostrar ainda.
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
