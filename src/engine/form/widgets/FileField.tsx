import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formatBytes, looksLikeImage } from '../../core';
import type { RecordFormContext } from '../formContext';
import { useObjectUrl } from './useObjectUrl';

// The input stays in the page (tests and browsers set files on it) but out of sight and of the tab order:
// the button beside it is the control people use. Inside the button it would be a control in a control.
const hiddenInput = { clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)', height: 1, width: 1, overflow: 'hidden', position: 'absolute', whiteSpace: 'nowrap' } as const;

/**
 * `ui:field: file`. Keeps the real File in the form context for multipart and only its name in
 * formData (so `required` works and nothing is base64-encoded); previews images, names other files.
 */
export function FileField({ name, schema, uiSchema, registry, fieldPathId, onChange, required, disabled, readonly, rawErrors }: FieldProps) {
  const ctx = registry.formContext as RecordFormContext;
  const file = ctx.files.get(name);
  const existing = ctx.existing[name];
  const chosenUrl = useObjectUrl(file);
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const accept = getUiOptions(uiSchema).accept as string | undefined;
  const label = schema.title ?? name;
  const isImage = file ? file.type.startsWith('image/') : existing ? looksLikeImage(existing) : false;
  const preview = chosenUrl ?? existing;

  function choose(chosen: File | undefined) {
    if (chosen) ctx.files.set(name, chosen);
    else ctx.files.delete(name);
    onChange(chosen?.name, fieldPathId.path);
  }

  return (
    <FormControl fullWidth required={required} error={Boolean(rawErrors?.length)} disabled={disabled || readonly}>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {preview && isImage ? (
          <Box component="img" src={preview} alt={`Pré-visualização de ${label}`} sx={{ width: 160, maxHeight: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
        ) : preview ? (
          <Chip icon={<InsertDriveFileOutlinedIcon />} label={file?.name ?? 'Arquivo atual'} component="a" href={preview} target="_blank" rel="noopener noreferrer" clickable variant="outlined" />
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button
            // The field's id: a required file left empty is where focus goes on a failed submit.
            id={fieldPathId.$id}
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={disabled || readonly}
            aria-label={`${file || existing ? 'Trocar arquivo' : 'Escolher arquivo'} (${label})`}
            aria-describedby={helpId}
            onClick={() => input.current?.click()}
          >
            {file || existing ? 'Trocar arquivo' : 'Escolher arquivo'}
          </Button>
          <input
            ref={input}
            type="file"
            accept={accept}
            aria-label={label}
            tabIndex={-1}
            aria-hidden
            style={hiddenInput}
            disabled={disabled || readonly}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              // The same file can be chosen again after "Remover".
              e.target.value = '';
            }}
          />
          {file && (
            <Button onClick={() => choose(undefined)} color="inherit">
              Remover
            </Button>
          )}
        </Stack>
      </Stack>
      <FormHelperText id={helpId} error={false}>
        {file ? `${file.name} (${formatBytes(file.size)})` : existing ? 'Mantém o arquivo atual se nenhum outro for escolhido.' : 'Nenhum arquivo selecionado.'}
      </FormHelperText>
    </FormControl>
  );
}
