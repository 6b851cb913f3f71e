import { useRef } from 'react';
import { useFormState, type FormState, type FormStateOptions } from './useFormState';
import { useKeptDraft } from './useKeptDraft';

interface Options extends FormStateOptions {
  /** False while the record is still loading (default true). */
  ready?: boolean;
}

export interface RecordFormController extends FormState {
  /** The values shown were kept from before the session expired, not saved yet. */
  restoredDraft: boolean;
  /** Back to the record's values, and the kept copy goes. */
  discardDraft(): void;
  /** Leaving the page without saving (the leave dialog's choice, LeaveGuard): the kept copy goes. */
  leave(): void;
}

/** A page's form: its state (useFormState) and its values kept through an expired session; RecordForm draws its guard against leaving it unsaved (LeaveGuard). */
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
    restoredDraft: draft.restored,
    discardDraft: () => {
      draft.forget();
      state.setFormData(state.baseline);
    },
    leave: draft.forget,
  };
}
