import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../auth';
import type { RecordValues } from '../data';
import { dropDraft, readDraft, saveDraft } from './draftStore';
import type { FormSpec } from './formSpec';
import { sameValues } from './formValues';

interface Options {
  spec: FormSpec;
  /** The values as loaded (the record, or the defaults). */
  initial: RecordValues;
  /** Whether `initial` is final: a draft goes on top of the loaded record, never of a form still loading. */
  ready: boolean;
  /** What the form holds now, and what it started from (read when the session expires). */
  current(): { values: RecordValues; baseline: RecordValues };
  /** Puts restored values in the form (unsaved: the baseline stays the record). */
  restore(values: RecordValues): void;
}

interface KeptDraft {
  /** The form shows values kept from before an expired session. */
  restored: boolean;
  /** The form was saved or its changes discarded: the kept copy goes. */
  forget(): void;
}

/** Fields whose values may be written to storage: no files, no secrets. */
const keptFields = (spec: FormSpec) => spec.fields.filter((f) => !spec.uploadFields.includes(f) && !spec.secretFields.includes(f));

function keptValues(spec: FormSpec, values: RecordValues): RecordValues {
  return Object.fromEntries(keptFields(spec).flatMap((f) => (values[f] === undefined ? [] : [[f, values[f]]])));
}

/** `initial` with the draft's value for every field a draft may hold (absent in the draft: emptied by the user). */
function withDraft(spec: FormSpec, initial: RecordValues, draft: RecordValues): RecordValues {
  const out: RecordValues = { ...initial };
  for (const f of keptFields(spec)) {
    delete out[f];
    if (draft[f] !== undefined) out[f] = draft[f];
  }
  return out;
}

/** Whose draft it is: without an id or e-mail nobody can be told apart, so nothing is kept. */
const ownerOf = (user: RecordValues | null) => String(user?.id ?? user?.email ?? '');

/**
 * A form's unsaved values survive an expired session: when the session ends they are kept (values only,
 * never files or secrets) under the form's path and the user's identity; after signing in again, the same
 * user opening the same form finds them back, unsaved, until they save or discard.
 */
export function useKeptDraft({ spec, initial, ready, current, restore }: Options): KeptDraft {
  const { user, onExpiry } = useAuth();
  const { pathname } = useLocation();
  const owner = ownerOf(user);
  const [restored, setRestored] = useState(false);

  const latest = useRef(current);
  latest.current = current;
  useEffect(
    () =>
      onExpiry(() => {
        const { values, baseline } = latest.current();
        const kept = keptValues(spec, values);
        if (!owner || sameValues(kept, keptValues(spec, baseline))) return false;
        return saveDraft(pathname, owner, kept);
      }),
    [onExpiry, owner, pathname, spec],
  );

  const looked = useRef(false);
  useEffect(() => {
    if (!ready || !owner || looked.current) return;
    looked.current = true;
    const draft = readDraft(pathname, owner);
    if (!draft) return;
    const values = withDraft(spec, initial, draft);
    // Saved elsewhere in the meantime: nothing left to restore.
    if (sameValues(values, initial)) return dropDraft(pathname);
    restore(values);
    setRestored(true);
  }, [ready, owner, pathname, spec, initial, restore]);

  return {
    restored,
    forget: () => {
      dropDraft(pathname);
      setRestored(false);
    },
  };
}
