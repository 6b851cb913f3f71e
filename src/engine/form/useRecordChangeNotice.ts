import { useState } from 'react';
import { useMyId } from '../auth';
import { formatDateTime, type ChangeEvent, type ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import type { RecordValues } from '../data';
import { useLiveEvents } from '../live';

/** A colleague's change to the record open in this form, as the live stream told it. */
export interface RecordChangeNotice {
  /** "Maria Souza alterou este registro às 14:03." */
  text: string;
  /** Who, and when (ISO), as the conflict view names them. */
  changedBy: { name: string; at: string };
  /** Deleted (in the trash) or put out for good: nothing left to compare with, nor to save. */
  gone: boolean;
  /** Deleted into the trash (not purged): it can be restored from there. */
  inTrash: boolean;
  version: number;
}

interface RecordChangeNotices {
  notice?: RecordChangeNotice;
  /** The record was brought back here (restored): the notice goes. */
  dismiss(): void;
}

const timeOf = (at: Date) => formatDateTime(at).split(' ')[1] ?? '';

/**
 * Watches the live stream for someone else's change to this record — a save newer than the version the form
 * shows, or a deletion — and words it. Gone again once the form shows that version (after "Ver alterações").
 */
export function useRecordChangeNotice(d: ResourceDescriptor, id: string | undefined, record: RecordValues | undefined): RecordChangeNotices {
  const { data } = useEngine();
  const me = useMyId();
  const [notice, setNotice] = useState<RecordChangeNotice>();
  const shown = data.versionOf(d, record) ?? 0;

  useLiveEvents((events) => {
    const theirs = events.filter((e: ChangeEvent) => e.resource === d.name && e.recordId === id && e.actor.id !== me);
    const last = theirs[theirs.length - 1];
    if (!last) return;
    const gone = last.operation === 'delete' || last.operation === 'purge';
    if (!gone && last.version <= shown) return;
    const at = new Date();
    const verb = gone ? 'excluiu este registro' : 'alterou este registro';
    setNotice({
      text: `${last.actor.name} ${verb} às ${timeOf(at)}${gone ? ': ele está na lixeira. O que você digitou não foi salvo.' : '.'}`,
      changedBy: { name: last.actor.name, at: at.toISOString() },
      gone,
      inTrash: last.operation === 'delete',
      version: last.version,
    });
  });
  return { notice: notice && (notice.gone || notice.version > shown) ? notice : undefined, dismiss: () => setNotice(undefined) };
}
