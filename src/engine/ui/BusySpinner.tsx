import CircularProgress from '@mui/material/CircularProgress';

/** The spinner a button shows while its call runs ("Salvando…", a dialog's confirmation): one look everywhere. */
export function BusySpinner() {
  return <CircularProgress size={16} color="inherit" aria-hidden />;
}
