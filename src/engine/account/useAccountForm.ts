import { useEffect } from 'react';
import { useRevalidate, type RecordValues } from '../data';
import { useFormState, type FormSpec, type FormState, type FormsGuard } from '../form';
import type { OwnAccount } from '../core';

interface Options {
  own: OwnAccount;
  record: RecordValues;
  spec: FormSpec;
  /** Sends the values with the operation's messages. */
  send(values: RecordValues): Promise<unknown>;
  guard: FormsGuard;
  /** After a save (and the reads it makes stale are asked again). */
  onSaved?(): void;
}

/** One form of "Minha conta": the person stays on the page after saving, and the page's guard watches it. */
export function useAccountForm({ own, record, spec, send, guard, onSaved }: Options): FormState {
  const revalidate = useRevalidate();
  const state = useFormState({
    descriptor: own.identity.descriptor,
    spec,
    record,
    submit: send,
    onSaved: () => {
      // The header, the account button and any list showing this person follow.
      void revalidate();
      onSaved?.();
    },
  });
  useEffect(() => guard.watch(state.unsaved), [guard, state.unsaved]);
  return state;
}
