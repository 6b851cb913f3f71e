import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import useSWR from 'swr';
import { PICKER_TEXTS, PickerInput } from './pickerParts';
import { useDebouncedValue } from './useDebouncedValue';

/** One choice: what is sent (`id`) and what is read (`title`). */
export interface Choice {
  id: string;
  title: string;
}

interface SearchPickerProps {
  /** The choices matching what is typed ('' for the first ones), as the server answers them. */
  search(q: string): Promise<Choice[]>;
  /** SWR's key for one search (its cache and what a change makes stale). */
  searchKey(q: string): readonly unknown[];
  value: string | undefined;
  onChange(id: string | undefined): void;
  label: string;
  placeholder?: string;
  size?: 'small' | 'medium';
  /** Offered before the answered ones while they match what is typed (named, never searched for). */
  fixedChoices?: Choice[];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/**
 * Picks one of the choices a call answers, searching as the user types. A value that came with the address is
 * named by the first search (its choices, unfiltered), not by a read of its own.
 */
export function SearchPicker({ search, searchKey, value, onChange, label, placeholder, size, fixedChoices = [] }: SearchPickerProps) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState<Choice | null>(null);
  const q = useDebouncedValue(input, 300);
  const { data: answered, isLoading, error } = useSWR(open ? searchKey(q) : null, () => search(q));
  const known = [chosen, ...fixedChoices].find((c) => c?.id === value) ?? undefined;
  // Named from the unfiltered choices when it came with the address.
  const { data: first } = useSWR(value && !known ? searchKey('') : null, () => search(''));
  const choices = [...fixedChoices.filter((c) => fold(c.title).includes(fold(q.trim()))), ...(answered ?? [])];
  const current = value ? (known ?? [...choices, ...(first ?? [])].find((c) => c.id === value) ?? { id: value, title: '' }) : null;

  return (
    <Autocomplete<Choice, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={choices}
      value={current}
      loading={isLoading}
      size={size}
      // The server searches; what it answers is already filtered.
      filterOptions={(x) => x}
      getOptionLabel={(c) => c.title}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear') setInput('');
      }}
      onChange={(_, choice) => {
        setChosen(choice);
        onChange(choice?.id);
      }}
      noOptionsText={error ? 'Não foi possível carregar as opções.' : 'Nenhum resultado.'}
      {...PICKER_TEXTS}
      renderInput={(params) => (
        <PickerInput
          params={params}
          loading={isLoading}
          label={label}
          placeholder={placeholder}
        />
      )}
    />
  );
}
