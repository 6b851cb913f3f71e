import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../ui';

/** "Descartar alterações?": asked when leaving a page whose form has unsaved changes (its guard blocked the way). */
export function LeaveDialog({ blocker, onLeave }: { blocker: Blocker; onLeave(): void }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Descartar alterações?"
      confirmLabel="Descartar e sair"
      cancelLabel="Continuar editando"
      destructive
      onConfirm={onLeave}
      onCancel={() => blocker.reset?.()}
    >
      Você tem alterações que ainda não foram salvas. Se sair agora, elas serão perdidas.
    </ConfirmDialog>
  );
}
