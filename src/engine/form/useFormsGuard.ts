import { useCallback, useMemo, useRef } from 'react';
import type { Blocker } from 'react-router-dom';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

export interface FormsGuard {
  blocker: Blocker;
  /** Guards a form while it is shown: leaving asks first while `unsaved()` says so. Returns the way to stop. */
  watch(unsaved: () => boolean): () => void;
  /** Leaves anyway (the leave dialog's choice). */
  leave(): void;
}

/**
 * One leave guard for a page with several forms (React Router keeps one blocker at a time): leaving asks
 * first while any of them has unsaved changes.
 */
export function useFormsGuard(): FormsGuard {
  const watched = useRef(new Set<() => boolean>());
  const blocker = useUnsavedChangesGuard(useCallback(() => [...watched.current].some((unsaved) => unsaved()), []));
  return useMemo(
    () => ({
      blocker,
      watch: (unsaved) => {
        watched.current.add(unsaved);
        return () => void watched.current.delete(unsaved);
      },
      leave: () => blocker.proceed?.(),
    }),
    [blocker],
  );
}
