import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import type { ResourceDescriptor } from '../contract';

// The dialog's code comes when it is first opened: a list draws without it.
const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** "Importar": a spreadsheet in, checked before anything is written. */
export function ImportButton({ descriptor }: { descriptor: ResourceDescriptor }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Importar
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog descriptor={descriptor} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
