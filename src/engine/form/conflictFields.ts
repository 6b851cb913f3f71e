import type { VersionConflict } from '../contract';
import type { RecordValues } from '../data';
import type { FormSpec } from './formSpec';
import { sameValues, toFormData } from './formValues';

/** One field where what the person typed and what the record holds now differ. */
interface ConflictField {
  field: string;
  mine: unknown;
  theirs: unknown;
  /** The person changed it in this form (else only the colleague did: taking theirs loses nothing of hers). */
  changedByMe: boolean;
  /**
   * The record's value moved since the form was opened: a colleague changed it. Else only she did: nothing to
   * choose, and nobody to name beside its value.
   */
  changedByThem: boolean;
}

/** A save refused because the record changed meanwhile: the form's values, the record now, field by field. */
export interface FormConflict {
  /** The server's words: who changed it, when, and that nothing was saved. */
  message: string;
  /** The record now, as form data. */
  current: RecordValues;
  changedBy?: VersionConflict['changedBy'];
  fields: ConflictField[];
}

/**
 * Compares what the person typed (`mine`) with the record as it is now (`current`), both against what the form was
 * opened with (`base`): every field where mine and theirs differ, and who moved it from `base`. Comparing with the
 * version she opened says which fields the colleague changed without asking the history. Files and secrets are
 * not compared (a chosen file is sent again; a secret is never shown).
 */
export function conflictFields(spec: FormSpec, mine: RecordValues, base: RecordValues, conflict: VersionConflict, message: string): FormConflict {
  const current = toFormData(spec, conflict.current);
  const fields = spec.fields
    .filter((f) => !spec.uploadFields.includes(f) && !spec.secretFields.includes(f))
    .filter((f) => !sameValues(mine[f] ?? null, current[f] ?? null))
    .map((field) => ({
      field,
      mine: mine[field],
      theirs: current[field],
      changedByMe: !sameValues(mine[field] ?? null, base[field] ?? null),
      changedByThem: !sameValues(current[field] ?? null, base[field] ?? null),
    }));
  return { message, current, changedBy: conflict.changedBy, fields };
}

/** Both changed it, to different values: the one kind of field a colleague's change alone never settles. */
export const isClash = (f: ConflictField) => f.changedByMe && f.changedByThem;

/** Which value each field keeps: "Manter o meu" or "Usar o atual". */
export type ConflictChoices = Record<string, 'mine' | 'theirs'>;

/** By default each field keeps the person's value where she changed it, and the colleague's everywhere else. */
export const defaultChoices = (c: FormConflict): ConflictChoices =>
  Object.fromEntries(c.fields.map((f) => [f.field, f.changedByMe ? 'mine' : 'theirs']));

/** The form's values once the choices are made: the record now, with the fields she keeps as she typed them. */
export function mergedValues(c: FormConflict, mine: RecordValues, choices: ConflictChoices): RecordValues {
  const merged: RecordValues = { ...c.current };
  for (const f of c.fields) {
    if (choices[f.field] !== 'mine') continue;
    if (f.mine === undefined) delete merged[f.field];
    else merged[f.field] = f.mine;
  }
  // Fields equal on both sides were left as the record holds them; everything she typed elsewhere matches it.
  for (const [k, v] of Object.entries(mine)) if (!(k in merged) && !c.fields.some((f) => f.field === k)) merged[k] = v;
  return merged;
}
