import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import useSWR from 'swr';
import { PICKER_TEXTS, PickerInput } from './pickerParts';
import { recordTitle } from '../contract';
import { swrKeys, type RecordValues } from '../data';
import { useEngine } from './EngineContext';
import { useDebouncedValue } from './useDebouncedValue';
import { useRecordTitle } from './useRecordTitle';

const OPTIONS_LIMIT = 20;

interface ReferencePickerProps {
  id?: string;
  /** The referenced resource's name. */
  resource: string;
  /** The chosen record's id. */
  value: string | undefined;
  onChange(id: string | undefined): void;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  placeholder?: string;
  size?: 'small' | 'medium';
  onBlur?(): void;
  onFocus?(): void;
  autoFocus?: boolean;
}

type Option = RecordValues;

/**
 * Picks one record of another resource: searches its list as the user types and gives the chosen record's id.
 * The form's reference widget and the list's reference filter both use it.
 */
export function ReferencePicker({ id, resource, value, onChange, label, required, disabled, error, placeholder, size, onBlur, onFocus, autoFocus }: ReferencePickerProps) {
  const { descriptors, data } = useEngine();
  const target = descriptors.find((d) => d.name === resource);
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  // The option the user picked, so its title stays shown after the option list closes.
  const [chosen, setChosen] = useState<RecordValues | null>(null);
  const q = useDebouncedValue(input, 300);
  const { data: page, isLoading, error: failed } = useSWR(open && target ? swrKeys.options(target, q) : null, () =>
    data.list(target!, { q, page: 1, limit: OPTIONS_LIMIT }),
  );
  const known = chosen && String(chosen.id) === value ? chosen : undefined;
  // A value that came with the record (editing) is named by reading the referenced record.
  const selected = useRecordTitle(resource, known ? undefined : value);
  const items: Option[] = page?.items ?? [];
  const current: Option | null = value
    ? (known ?? items.find((o) => String(o.id) === value) ?? { id: value, ...(target?.titleField ? { [target.titleField]: selected.title } : {}) })
    : null;

  return (
    <Autocomplete<Option, false, false, false>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={items}
      value={current}
      disabled={disabled}
      loading={isLoading}
      size={size}
      // The server searches; the list it answers is already filtered.
      filterOptions={(x) => x}
      getOptionLabel={(o) => (target ? recordTitle(target, o) : String(o.id))}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      onChange={(_, option) => {
        setChosen(option);
        onChange(option ? String(option.id) : undefined);
      }}
      onBlur={onBlur}
      onFocus={onFocus}
      noOptionsText={failed ? 'Não foi possível carregar as opções.' : input ? 'Nenhum resultado.' : 'Nenhum registro cadastrado.'}
      {...PICKER_TEXTS}
      renderInput={(params) => (
        <PickerInput
          params={params}
          loading={isLoading}
          label={label}
          required={required}
          autoFocus={autoFocus}
          placeholder={placeholder || (target ? `Buscar ${target.labels.singular.toLocaleLowerCase('pt-BR')}` : undefined)}
          error={error}
        />
      )}
    />
  );
}
