import { useMemo, useRef, useState } from 'react';
import { getDefaultFormState, type ErrorSchema, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { IChangeEvent } from '@rjsf/core';
import { useEngine } from '../core';
import { toOperationError, type RecordValues } from '../data';
import type { ResourceDescriptor, VersionConflict } from '../contract';
import type { RecordFormContext } from './formContext';
import type { FormSpec } from './formSpec';
import { conflictFields, defaultChoices, isClash, mergedValues, type ConflictChoices, type FormConflict } from './conflictFields';
import { existingFiles, sameValues, toFormData, withClearedFields, withFiles } from './formValues';

export interface FormStateOptions {
  descriptor: ResourceDescriptor;
  spec: FormSpec;
  /** The record being edited (undefined while creating). */
  record?: RecordValues;
  /** Sends the values (files included); its rejection keeps everything the user typed. */
  submit(values: RecordValues): Promise<unknown>;
  onSaved(): void;
}

export interface FormState {
  descriptor: ResourceDescriptor;
  /** This form schema's validator (precompiled in the app). */
  validator: ValidatorType;
  formData: RecordValues;
  formContext: RecordFormContext;
  /** Server-side field errors (a 400's `errors`), shown under their fields. */
  extraErrors?: ErrorSchema;
  dirty: boolean;
  submitting: boolean;
  /** After the first failed client-side validation, errors update as the user types. */
  attempted: boolean;
  onChange(event: IChangeEvent): void;
  onSubmit(event: IChangeEvent): Promise<void>;
  onError(): void;
  /** The values the form was loaded with (the record, or the defaults). */
  initial: RecordValues;
  /** The values last loaded or saved: what "unchanged" means. */
  baseline: RecordValues;
  /** Puts values in the form (a restored draft, a discard) without saving them. */
  setFormData(values: RecordValues): void;
  /** Leaving now would lose changes: changed since loaded or saved. */
  unsaved(): boolean;
  /** The last save was refused because someone changed the record meanwhile: what differs, field by field. */
  conflict?: FormConflict;
  /** The conflict's choices made: the form holds the record now with the fields kept as typed, ready to save again. */
  resolveConflict(choices: ConflictChoices): void;
  /**
   * The record changed meanwhile (a colleague saved it; the live stream said so): compares it with what is typed,
   * as a refused save would — the conflict view when they differ, else the form simply shows it.
   */
  compareWith(changed: VersionConflict, message: string): void;
}

/**
 * One form's values and files, dirtiness and submit with the server's field errors, without pixels and without
 * any page concern: a page adds the leave guard and the kept draft (useRecordForm), or guards several at once.
 */
export function useFormState({ descriptor, spec, record, submit, onSaved }: FormStateOptions): FormState {
  const { formValidator } = useEngine();
  const validator = useMemo(() => formValidator(spec.schema), [formValidator, spec.schema]);
  const initial = useMemo(
    () => (getDefaultFormState(validator, spec.schema as RJSFSchema, toFormData(spec, record)) ?? {}) as RecordValues,
    [validator, spec, record],
  );
  const [formData, setFormData] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [files] = useState(() => new Map<string, File>());
  const existing = useMemo(() => existingFiles(descriptor, spec, record), [descriptor, spec, record]);
  const [typedProblems] = useState(() => new Map<string, string>());
  const formContext = useMemo<RecordFormContext>(() => ({ files, existing, typedProblems }), [files, existing, typedProblems]);
  const [submitting, setSubmitting] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [conflict, setConflict] = useState<FormConflict>();

  const dirty = !sameValues(formData, baseline);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const savedRef = useRef(false);

  // The record as it arrives, or a fresher copy (revalidation after a save elsewhere), replaces the form only while
  // it is untouched. Set while rendering, not in an effect: the first render with the record already shows its
  // values (an effect drew the form empty for a frame first).
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    if (!dirty) {
      setFormData(initial);
      setBaseline(initial);
    }
  }

  /**
   * `onlyMine`: no comparison unless a field both changed (a colleague's change to fields she left is simply
   * taken in, what she typed elsewhere stays).
   */
  function compare(values: RecordValues, changed: VersionConflict, message: string, onlyMine = false) {
    const found = conflictFields(spec, values, baseline, changed, message);
    if (onlyMine ? found.fields.some(isClash) : found.fields.length) setConflict(found);
    else {
      setFormData(mergedValues(found, values, defaultChoices(found)));
      setBaseline(found.current);
    }
  }

  async function onSubmit({ formData: submitted }: IChangeEvent) {
    const values = (submitted ?? {}) as RecordValues;
    setSubmitting(true);
    setExtraErrors(undefined);
    try {
      await submit(withClearedFields(withFiles(values, spec, files), spec, record));
      savedRef.current = true;
      files.clear();
      setBaseline(values);
      onSaved();
    } catch (e) {
      // The runner already showed the toast; the form keeps every value and file.
      const error = toOperationError(e);
      if (error.conflict) compare(values, error.conflict, error.message);
      const fieldErrors = error.fieldErrors;
      const known = Object.entries(fieldErrors).filter(([field]) => spec.fields.includes(field));
      if (known.length) setExtraErrors(Object.fromEntries(known.map(([field, message]) => [field, { __errors: [message] }])) as ErrorSchema);
    } finally {
      setSubmitting(false);
    }
  }

  // Stable: a guard reads it at navigation time.
  const unsaved = useRef(() => dirtyRef.current && !savedRef.current).current;

  return {
    descriptor,
    validator,
    formData,
    formContext,
    extraErrors,
    dirty,
    submitting,
    attempted,
    onChange: (event) => {
      // Saved, then changed again (a singleton stays on its page): guard again.
      savedRef.current = false;
      setFormData((event.formData ?? {}) as RecordValues);
    },
    onSubmit,
    onError: () => setAttempted(true),
    initial,
    baseline,
    setFormData,
    unsaved,
    conflict,
    compareWith: (changed, message) => compare(formData, changed, message, true),
    resolveConflict: (choices) => {
      if (!conflict) return;
      setFormData(mergedValues(conflict, formData, choices));
      setBaseline(conflict.current);
      setConflict(undefined);
    },
  };
}
