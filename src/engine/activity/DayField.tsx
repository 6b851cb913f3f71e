import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { brazilianDate, maskDate, readDate } from '../contract';

interface DayFieldProps {
  label: string;
  /** The day as AAAA-MM-DD, or undefined. */
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/** A day typed the Brazilian way ("31/12/2026", whatever the browser's language): set once it is a real day, cleared when emptied. */
export function DayField({ label, value, onChange }: DayFieldProps) {
  const [text, setText] = useState(() => brazilianDate(value));
  const [shown, setShown] = useState(value);
  // The address changed it (a "Limpar filtros", Back): show that.
  if (shown !== value) {
    setShown(value);
    setText(brazilianDate(value));
  }
  const read = readDate(text);
  const problem = 'message' in read && text.length >= 10 ? read.message : undefined;
  return (
    <TextField
      size="small"
      label={label}
      placeholder="dd/mm/aaaa"
      value={text}
      error={Boolean(problem)}
      helperText={problem}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: { xs: 'auto', sm: 150 }, minWidth: 0 }}
      onChange={(e) => {
        const typed = maskDate(e.target.value);
        setText(typed);
        const next = readDate(typed);
        if ('empty' in next) onChange(undefined);
        else if ('value' in next) onChange(next.value as string);
      }}
    />
  );
}
