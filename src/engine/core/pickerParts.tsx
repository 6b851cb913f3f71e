import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** What every picker's list says, in Portuguese (MUI's own words are English). */
export const PICKER_TEXTS = { loadingText: 'Carregando…', openText: 'Abrir', closeText: 'Fechar', clearText: 'Limpar' } as const;

type PickerInputProps = { params: AutocompleteRenderInputParams; loading: boolean } & Pick<TextFieldProps, 'label' | 'required' | 'autoFocus' | 'placeholder' | 'error'>;

/** A picker's text field: its label and the rest as given, a spinner beside the arrow while options load. */
export function PickerInput({ params, loading, ...field }: PickerInputProps) {
  return (
    <TextField
      {...params}
      {...field}
      slotProps={{
        ...params.slotProps,
        input: {
          ...params.slotProps.input,
          endAdornment: (
            <>
              {loading ? <CircularProgress color="inherit" size={18} aria-label="Carregando opções" /> : null}
              {params.slotProps.input.endAdornment}
            </>
          ),
        },
      }}
    />
  );
}
