import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { formatBytes, looksLikeImage } from '../../core';
import type { RecordFormContext } from '../formContext';
import { acceptList } from './checkUpload';
import { FilePicker } from './FilePicker';
import { ImageUrlField } from './ImageUrlField';
import { useObjectUrl } from './useObjectUrl';

/**
 * Under a stored file: an edit keeps it (its field is then not required: formSpec's `keepsFiles`); a form whose
 * file is required anyway sends a new one (an action such as "Alterar avatar"), so it never says the file is kept.
 */
const keptOrReplaced = (required: boolean | undefined) => (required ? 'Escolha o arquivo que substitui o atual.' : 'Mantém o arquivo atual se nenhum outro for escolhido.');

/**
 * `ui:field: file`. Keeps the real File in the form context for multipart and only its name in
 * formData (so `required` works and nothing is base64-encoded); previews images, names other files.
 * When the upload's URL column is in the form too, the column draws one control for both
 * (ImageUrlField) and the upload field itself draws nothing.
 */
export function FileField(props: FieldProps) {
  const options = getUiOptions(props.uiSchema);
  if (options.joinedTo) return null;
  if (options.upload) return <ImageUrlField {...props} />;
  return <PlainFileField {...props} />;
}

function PlainFileField({ name, schema, uiSchema, registry, fieldPathId, onChange, required, disabled, readonly, rawErrors }: FieldProps) {
  const ctx = registry.formContext as RecordFormContext;
  const file = ctx.files.get(name);
  const existing = ctx.existing[name];
  const chosenUrl = useObjectUrl(file);
  const helpId = useId();
  const [refusal, setRefusal] = useState<string>();
  const accept = acceptList(getUiOptions(uiSchema).accept as string | undefined);
  const label = schema.title ?? name;
  const isImage = file ? file.type.startsWith('image/') : existing ? looksLikeImage(existing) : false;
  const preview = chosenUrl ?? existing;

  function choose(chosen: File | undefined) {
    setRefusal(undefined);
    if (chosen) ctx.files.set(name, chosen);
    else ctx.files.delete(name);
    onChange(chosen?.name, fieldPathId.path);
  }

  return (
    <FormControl fullWidth required={required} error={Boolean(rawErrors?.length || refusal)} disabled={disabled || readonly}>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {preview && isImage ? (
          <Box component="img" src={preview} alt={`Pré-visualização de ${label}`} sx={{ width: 160, maxHeight: 120, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
        ) : preview ? (
          <Chip icon={<InsertDriveFileOutlinedIcon />} label={file?.name ?? 'Arquivo atual'} component="a" href={preview} target="_blank" rel="noopener noreferrer" clickable variant="outlined" />
        ) : null}
        <Stack direction="row" spacing={1}>
          <FilePicker
            // The field's id: a required file left empty is where focus goes on a failed submit.
            id={fieldPathId.$id}
            inputLabel={label}
            accept={accept}
            disabled={disabled || readonly}
            buttonLabel={`${file || existing ? 'Trocar arquivo' : 'Escolher arquivo'} (${label})`}
            describedBy={helpId}
            onChosen={choose}
            onRefused={setRefusal}
          >
            {file || existing ? 'Trocar arquivo' : 'Escolher arquivo'}
          </FilePicker>
          {file && (
            <Button onClick={() => choose(undefined)} color="inherit">
              Remover
            </Button>
          )}
        </Stack>
      </Stack>
      {refusal && <FormHelperText role="alert" error>{refusal}</FormHelperText>}
      <FormHelperText id={helpId} error={false}>
        {file ? `${file.name} (${formatBytes(file.size)})` : existing ? keptOrReplaced(required) : 'Nenhum arquivo selecionado.'}
      </FormHelperText>
    </FormControl>
  );
}
