import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LinkIcon from '@mui/icons-material/Link';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formatBytes } from '../../core';
import type { RecordFormContext } from '../formContext';
import { acceptList } from './checkUpload';
import { FilePicker } from './FilePicker';
import { useObjectUrl } from './useObjectUrl';

// A stored upload is a path on this server (/uploads/…); an address someone typed is absolute.
const isStored = (url: string | undefined) => Boolean(url?.startsWith('/'));
const typed = (url: string | undefined) => (url && !isStored(url) ? url : '');
const looksLikeAddress = (text: string) => /^https?:\/\/[^/\s]+\.[^/\s]+/i.test(text);

/**
 * One image control for an upload whose URL column the form also edits (descriptor `uploads` + its column):
 * the URL column is this field's value, the file goes to the upload field. The stored `/uploads/…` path is
 * shown as a picture, never as editable text, so emptying a text box can no longer delete the image by
 * accident: "Remover imagem" is the one way to clear it.
 */
export function ImageUrlField({ formData, uiSchema, registry, fieldPathId, onChange, required, disabled, readonly, rawErrors }: FieldProps) {
  const ctx = registry.formContext as RecordFormContext;
  const options = getUiOptions(uiSchema);
  const upload = options.upload as string;
  const label = (options.label as string | undefined) ?? 'Imagem';
  const accept = acceptList(options.accept as string | undefined);
  const url = typeof formData === 'string' && formData ? formData : undefined;
  // Held here too: choosing a file changes the upload field's value, which does not re-render this one.
  const [file, setFile] = useState(() => ctx.files.get(upload));
  const chosenUrl = useObjectUrl(file);
  const labelId = useId();
  const helpId = useId();
  const [mode, setMode] = useState<'file' | 'url'>(typed(url) ? 'url' : 'file');
  const [text, setText] = useState(typed(url));
  const [refusal, setRefusal] = useState<string>();
  const [broken, setBroken] = useState<string>();
  const off = disabled || readonly;
  const uploadPath = [...fieldPathId.path.slice(0, -1), upload];

  // The record (or a kept draft) arrives after the first render: follow it unless it is what was typed.
  useEffect(() => {
    if ((url ?? '') === text) return;
    setText(typed(url));
    if (typed(url)) setMode('url');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the value from outside matters
  }, [url]);

  const preview = chosenUrl ?? (mode === 'url' ? (looksLikeAddress(text) ? text : undefined) : url);
  const failed = preview !== undefined && broken === preview;

  function dropFile() {
    if (!ctx.files.has(upload)) return;
    ctx.files.delete(upload);
    setFile(undefined);
    onChange(undefined, uploadPath);
  }
  function chooseFile(chosen: File) {
    setRefusal(undefined);
    setMode('file');
    ctx.files.set(upload, chosen);
    setFile(chosen);
    onChange(chosen.name, uploadPath);
  }
  function typeAddress(value: string) {
    setText(value);
    dropFile();
    onChange(value || undefined, fieldPathId.path);
  }
  function remove() {
    setRefusal(undefined);
    setText('');
    dropFile();
    onChange(undefined, fieldPathId.path);
  }
  function useAddress() {
    setRefusal(undefined);
    setMode('url');
  }

  const status = file ? `${file.name} (${formatBytes(file.size)})` : url ? (isStored(url) ? 'Imagem enviada.' : undefined) : 'Nenhuma imagem.';

  return (
    <FormControl component="fieldset" fullWidth required={required} error={Boolean(rawErrors?.length || refusal)} disabled={off} aria-labelledby={labelId}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        {preview && !failed && (
          <Box
            component="img"
            src={preview}
            alt={`Pré-visualização de ${label}`}
            onError={() => setBroken(preview)}
            sx={{ width: 160, height: 120, flexShrink: 0, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        )}
        <Stack spacing={1.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <FilePicker
              id={mode === 'file' ? fieldPathId.$id : undefined}
              inputLabel={`Enviar arquivo (${label})`}
              accept={accept}
              disabled={off}
              describedBy={helpId}
              onChosen={chooseFile}
              onRefused={setRefusal}
            >
              Enviar arquivo
            </FilePicker>
            <Button variant={mode === 'url' ? 'contained' : 'outlined'} disableElevation startIcon={<LinkIcon />} disabled={off} aria-pressed={mode === 'url'} onClick={useAddress}>
              Usar um endereço (URL)
            </Button>
            {(url || file) && (
              <Button color="inherit" startIcon={<DeleteOutlineIcon />} disabled={off} onClick={remove}>
                Remover imagem
              </Button>
            )}
          </Stack>
          {mode === 'url' && (
            <TextField
              id={fieldPathId.$id}
              label="Endereço da imagem"
              placeholder="https://…"
              type="url"
              inputMode="url"
              value={text}
              disabled={off}
              error={Boolean(rawErrors?.length)}
              // The form's own error line (id …__error) says why, under the whole control.
              slotProps={{ htmlInput: { 'aria-describedby': rawErrors?.length ? `${fieldPathId.$id}__error` : undefined } }}
              onChange={(e) => typeAddress(e.target.value)}
              fullWidth
              size="small"
            />
          )}
        </Stack>
      </Stack>
      {refusal && <FormHelperText role="alert" error>{refusal}</FormHelperText>}
      {failed && (
        <FormHelperText role="alert" error>{isStored(preview) || chosenUrl ? 'Não foi possível carregar a imagem.' : 'Não foi possível carregar a imagem deste endereço.'}</FormHelperText>
      )}
      {status && (
        <FormHelperText id={helpId} error={false}>
          {status}
        </FormHelperText>
      )}
    </FormControl>
  );
}
