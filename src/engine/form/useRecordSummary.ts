import { useState } from 'react';
import { wordFor, type Action, type ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import { useRevalidate, type RecordValues } from '../data';
import { actionLabel, pictureColumnOf, resourceOf } from '../resource';

interface SummaryFact {
  field: string;
  label: string;
  text: string;
  /** A yes/no fact (a status): drawn as the list draws it. */
  on?: boolean;
}

export interface RecordSummary {
  /** The picture the form does not edit itself (an avatar): its URL and its field's title. */
  picture?: { url: string; label: string };
  /** Read-only fields the form leaves out (a status), as the list words them. */
  facts: SummaryFact[];
  /** Actions run at once (switch the status). */
  runs: { action: Action; label: string; run(): Promise<void> }[];
  /** Actions with their own page (change the avatar, the password). */
  pages: { action: Action; to: string }[];
  busy: boolean;
}

/**
 * What an edit page shows about the record besides the form: its read-only facts (status), its picture and its
 * record actions, so nothing the list offers is missing when the record is open.
 */
export function useRecordSummary(
  d: ResourceDescriptor,
  id: string | undefined,
  record: RecordValues | undefined,
  /** Shows the record as it is now; `answer` is what the action answered (the record, on most APIs). */
  refresh: (answer: RecordValues | undefined) => unknown,
): RecordSummary | undefined {
  const { data, permits } = useEngine();
  const revalidate = useRevalidate();
  const [busy, setBusy] = useState(false);
  if (!id || !record) return undefined;
  const resource = resourceOf(d);
  const pictureColumn = pictureColumnOf(d);
  const uploadColumns = new Set(Object.values(d.uploads ?? {}).map((u) => u.column));
  const pictureUrl = pictureColumn ? record[pictureColumn] : undefined;

  const facts = Object.entries(d.schema.properties)
    .filter(([field, s]) => s.readOnly && field !== 'id' && !uploadColumns.has(field))
    .map(([field, s]) => ({ field, label: s.title, text: wordFor(d, field, record[field]), ...(typeof record[field] === 'boolean' ? { on: record[field] } : {}) }))
    .filter((f) => f.text);

  return {
    picture: typeof pictureUrl === 'string' && pictureUrl ? { url: pictureUrl, label: d.schema.properties[pictureColumn!].title } : undefined,
    facts,
    runs: resource.rowActions.filter((action) => permits(action.name, d, id)).map((action) => ({
      action,
      // What it will do to this record: "Desativar vaga" on an active job.
      label: actionLabel(action, record, d),
      run: async () => {
        setBusy(true);
        let answer: RecordValues | undefined;
        try {
          answer = await data.action(d, action, id, undefined, { notify: true, shown: record });
        } catch {
          // Already told (toast) by the data interface.
        } finally {
          setBusy(false);
          await refresh(answer);
          void revalidate();
        }
      },
    })),
    pages: resource.recordActions.filter((action) => permits(action.name, d, id)).map((action) => ({ action, to: resource.paths.action(id, action.name) })),
    busy,
  };
}
