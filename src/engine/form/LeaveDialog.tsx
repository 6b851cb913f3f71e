import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../ui';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

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

/**
 * A form's leave guard with its dialog, in a component of their own: react-router's blocker sets its key once
 * mounted and reads the router's state, so the component holding it draws again after its first draw and at every
 * step of a navigation — this one, not the whole form page. `onLeave`: what leaving without saving lets go of first.
 */
export function LeaveGuard({ shouldBlock, onLeave }: { shouldBlock: () => boolean; onLeave(): void }) {
  const blocker = useUnsavedChangesGuard(shouldBlock);
  return (
    <LeaveDialog
      blocker={blocker}
      onLeave={() => {
        onLeave();
        blocker.proceed?.();
      }}
    />
  );
}
