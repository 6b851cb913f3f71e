import { useState } from 'react';
import { formatDateTime, formatNumber, type Action, type ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import { useRevalidate, type RecordValues } from '../data';
import { pictureColumnOf, resourceOf } from '../resource';

export interface SummaryFact {
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
  runs: { action: Action; run(): Promise<void> }[];
  /** Actions with their own page (change the avatar, the password). */
  pages: { action: Action; to: string }[];
  busy: boolean;
}

/** How the list words a value: a yes/no column's own labels, dates and numbers the Brazilian way. */
function wordFor(d: ResourceDescriptor, field: string, value: unknown): string {
  const column = d.list?.columns.find((c) => c.field === field);
  if (typeof value === 'boolean') return value ? (column?.trueLabel ?? 'Sim') : (column?.falseLabel ?? 'Não');
  if (typeof value === 'number') return formatNumber(value);
  if (typeof value === 'string' && d.schema.properties[field]?.format === 'date-time') return formatDateTime(value);
  return typeof value === 'string' ? value : '';
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
  const { data } = useEngine();
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
    runs: resource.rowActions.map((action) => ({
      action,
      run: async () => {
        setBusy(true);
        let answer: RecordValues | undefined;
        try {
          answer = await data.action(d, action, id, undefined, { notify: true });
        } catch {
          // Already told (toast) by the data interface.
        } finally {
          setBusy(false);
          await refresh(answer);
          void revalidate();
        }
      },
    })),
    pages: resource.recordActions.map((action) => ({ action, to: resource.paths.action(id, action.name) })),
    busy,
  };
}
