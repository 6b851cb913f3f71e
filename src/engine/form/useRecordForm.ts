import { useRef } from 'react';
import { useFormState, type FormState, type FormStateOptions } from './useFormState';
import { useKeptDraft } from './useKeptDraft';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

interface Options extends FormStateOptions {
  /** False while the record is still loading (default true). */
  ready?: boolean;
}

export interface RecordFormController extends FormState {
  blocker: ReturnType<typeof useUnsavedChangesGuard>;
  /** The values shown were kept from before the session expired, not saved yet. */
  restoredDraft: boolean;
  /** Back to the record's values, and the kept copy goes. */
  discardDraft(): void;
  /** Leaves the page without saving (the leave dialog's choice): the kept copy goes too. */
  leave(): void;
}

/** A page's form: its state (useFormState), a guard against leaving it unsaved, and its values kept through an expired session. */
export function useRecordForm({ ready = true, onSaved, ...options }: Options): RecordFormController {
  // The draft is made from the state, and a save forgets the draft: bound once both exist.
  const forget = useRef(() => {});
  const state = useFormState({
    ...options,
    onSaved: () => {
      forget.current();
      onSaved();
    },
  });
  const blocker = useUnsavedChangesGuard(state.unsaved);
  const draft = useKeptDraft({
    spec: options.spec,
    initial: state.initial,
    ready,
    current: () => ({ values: state.formData, baseline: state.baseline }),
    restore: state.setFormData,
  });
  forget.current = draft.forget;

  return {
    ...state,
    blocker,
    restoredDraft: draft.restored,
    discardDraft: () => {
      draft.forget();
      state.setFormData(state.baseline);
    },
    leave: () => {
      draft.forget();
      blocker.proceed?.();
    },
  };
}
