import { phrases, type ResourceDescriptor } from '../contract';
import { ConfirmDialog } from '../ui';
import { useEngine } from './EngineContext';

interface DeleteRecordDialogProps {
  descriptor: ResourceDescriptor;
  /** How the record is named ("Black Friday"); '' when it has no name. */
  title: string;
  open: boolean;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * "Excluir banner?": the record named, and where it goes: to the Lixeira, where it can be restored (the painel
 * profile keeps deleted records), else for good (a list's row and a record's page ask alike).
 */
export function DeleteRecordDialog({ descriptor: d, title, open, busy, onConfirm, onCancel }: DeleteRecordDialogProps) {
  const { painel } = useEngine();
  const subject = title ? `“${title}”` : phrases.thisRecord(d).replace(/^./, (c) => c.toLocaleUpperCase('pt-BR'));
  return (
    <ConfirmDialog open={open} title={`${phrases.deleteRecord(d)}?`} confirmLabel="Excluir" destructive busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
      {painel.available
        ? `${subject} ${phrases.toTrash(d)}.`
        : `${title ? `“${title}” ${phrases.willBeDeleted(d)} permanentemente.` : `${phrases.thisRecord(d)} ${phrases.willBeDeleted(d)} permanentemente.`} Esta ação não pode ser desfeita.`}
    </ConfirmDialog>
  );
}
