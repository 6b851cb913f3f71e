import { phrases, type ResourceDescriptor } from '../contract';
import { ConfirmDialog } from '../ui';

interface DeleteRecordDialogProps {
  descriptor: ResourceDescriptor;
  /** How the record is named ("Black Friday"); '' when it has no name. */
  title: string;
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** "Excluir banner?": the record named, and that it cannot be undone (a list's row and a record's page ask alike). */
export function DeleteRecordDialog({ descriptor: d, title, open, busy, onConfirm, onCancel }: DeleteRecordDialogProps) {
  return (
    <ConfirmDialog open={open} title={`${phrases.deleteRecord(d)}?`} confirmLabel="Excluir" destructive busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      {title ? `“${title}” ${phrases.willBeDeleted(d)} permanentemente.` : `${phrases.thisRecord(d)} ${phrases.willBeDeleted(d)} permanentemente.`} Esta ação não pode ser
      desfeita.
    </ConfirmDialog>
  );
}
