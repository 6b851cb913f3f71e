import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

/** A record's page: its sheet (times, notices, the form), then what follows it (the history). */
export function RecordSheet({ children, after }: { children: ReactNode; after: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        {children}
      </Paper>
      {after}
    </Stack>
  );
}
