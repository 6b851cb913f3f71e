import { useState } from 'react';
import Button from '@mui/material/Button';
import { phrases, type ResourceDescriptor } from '../contract';
import { DeleteRecordDialog } from '../core';
import { iconFor } from '../icons';

interface RecordDeleteButtonProps {
  descriptor: ResourceDescriptor;
  /** How the record is named in the confirmation. */
  title: string;
  /** Deletes; false when it failed (the dialog then says why). */
  remove(): Promise<boolean>;
}

/** "Excluir banner" on a record's page, after the same confirmation as the list's. */
export function RecordDeleteButton({ descriptor: d, title, remove }: RecordDeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const DeleteIcon = iconFor('delete');

  async function confirm() {
    setBusy(true);
    const done = await remove();
    setBusy(false);
    if (done) setConfirming(false);
  }

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {phrases.deleteRecord(d)}
      </Button>
      <DeleteRecordDialog descriptor={d} title={title} open={confirming} busy={busy} onConfirm={() => void confirm()} onCancel={() => setConfirming(false)} />
    </>
  );
}
