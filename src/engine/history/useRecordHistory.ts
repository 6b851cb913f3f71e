import { useEffect, useRef, useState } from 'react';
import type { HistoryEntry, HistoryOperation, ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import { keysetPaging, swrKeys, useKeysetPages, type KeysetPaging, type RecordValues } from '../data';
import { entryItem, type EntryItem } from './entryItem';

/** Operations after which the record held the fields of that version: those versions can be restored. */
const RESTORABLE: HistoryOperation[] = ['create', 'update', 'restore'];

/** A version whose snapshot kept some field to put back: one of only masked or secret fields (the token) has none. */
const keepsSomething = (entry: HistoryEntry) => Object.keys(entry.snapshot ?? {}).some((f) => f !== 'id');

interface RecordHistoryOptions {
  /** The record as the page shows it: when it changes (an action ran, a version was restored), the history is read again. */
  record: RecordValues | undefined;
  /** The page may change the record: older versions offer "Restaurar esta versão". */
  canRestore: boolean;
  /** The form has changes not saved yet (a restore replaces them: the confirmation says so). */
  unsaved: boolean;
  /** A version was restored: the page shows the record as it is now (the form reloaded). */
  onRestored(record: RecordValues): unknown;
}

export interface RecordHistory extends KeysetPaging {
  /** The painel profile is there: the page shows "Histórico". */
  available: boolean;
  /** The section is open (its entries are read only then). */
  open: boolean;
  setOpen(open: boolean): void;
  /** Newest first. */
  items: EntryItem[];
  /** This version's fields can be put back. */
  restorable(item: EntryItem): boolean;
  /** The version whose restore is being confirmed. */
  confirming?: EntryItem;
  askRestore(item: EntryItem): void;
  cancelRestore(): void;
  /** Restores the confirmed version; a failure stays in the dialog (the server's reason). */
  restore(): Promise<void>;
  restoring: boolean;
  unsaved: boolean;
}

/** A record's "Histórico" without pixels: its changes newest first, a page at a time, and "Restaurar esta versão". */
export function useRecordHistory(d: ResourceDescriptor, id: string | undefined, { record, canRestore, unsaved, onRestored }: RecordHistoryOptions): RecordHistory {
  const { painel, permits } = useEngine();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<EntryItem>();
  const [restoring, setRestoring] = useState(false);
  const available = painel.available && id !== undefined && permits('history', d, id);
  const pages = useKeysetPages(open && available ? swrKeys.history(d.name, id) : null, (before) => painel.history(d.name, id!, { before }));

  // The record changed on this page (an action, a restore): its history has a new entry.
  const shown = useRef(record);
  useEffect(() => {
    if (shown.current === record) return;
    shown.current = record;
    if (open) void pages.refresh();
  }, [record, open, pages]);

  const items = pages.items.map((entry) => entryItem(d, entry));
  const current = items[0]?.entry.version;

  return {
    available,
    open,
    setOpen,
    items,
    ...keysetPaging(pages),
    restorable: ({ entry }) => canRestore && RESTORABLE.includes(entry.operation) && current !== undefined && entry.version < current && keepsSomething(entry),
    confirming,
    askRestore: setConfirming,
    cancelRestore: () => setConfirming(undefined),
    async restore() {
      if (!confirming || !id) return;
      setRestoring(true);
      try {
        // Told: "Versão restaurada." with "Desfazer", or that the version was the record already (nothing written).
        const { record: restored, unchanged } = await painel.restoreVersion(d.name, id, confirming.entry.version, { notify: true });
        setConfirming(undefined);
        // Either way the form shows that version now (what was typed and not saved goes, as the dialog said).
        await onRestored(restored);
        if (!unchanged) await pages.refresh();
      } catch {
        // Told in the dialog (the server's reason); the record is as it was.
      } finally {
        setRestoring(false);
      }
    },
    restoring,
    unsaved,
  };
}
