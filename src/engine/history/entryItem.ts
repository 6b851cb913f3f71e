import { formatDayAndTime, historyOperationWords, recordTitle, shownChanges, type ChangeLine, type HistoryEntry, type ResourceDescriptor } from '../contract';

/** One change as a screen shows it, without pixels: who, when, what, each field worded. */
export interface EntryItem {
  entry: HistoryEntry;
  /** "Ana Souza"; "Sistema" for the server's own writes. */
  who: string;
  /** "25/11/2026 às 14:03" */
  when: string;
  /** "Alteração" */
  operation: string;
  /** What else is known: "Restauração de versão", "Ação desfeita", "Alterar avatar", "Importação de planilha", "Em lote", "Dados de exemplo", "Atualização do sistema". */
  notes: string[];
  lines: ChangeLine[];
}

/** What started a change when it was not a plain edit: an action (by its label), an undo, a restore, an import, a bulk request, the demo data, an upgrade. */
function notesOf(d: ResourceDescriptor | undefined, entry: HistoryEntry): string[] {
  const notes: string[] = [];
  const action = d?.actions?.find((a) => a.name === entry.source);
  if (entry.source === 'history') notes.push('Restauração de versão');
  else if (entry.source === 'undo') notes.push('Ação desfeita');
  else if (entry.source === 'seed') notes.push('Dados de exemplo');
  else if (entry.source === 'migration') notes.push('Atualização do sistema');
  else if (entry.source === 'import') notes.push('Importação de planilha');
  else if (action) notes.push(action.label);
  if (entry.bulkId) notes.push('Em lote');
  return notes;
}

/** An entry of the history or the activity, worded by its resource's descriptor (undefined: one this client does not describe). */
export function entryItem(d: ResourceDescriptor | undefined, entry: HistoryEntry): EntryItem {
  return {
    entry,
    who: entry.actor.name,
    when: formatDayAndTime(entry.at),
    operation: historyOperationWords[entry.operation] ?? entry.operation,
    notes: notesOf(d, entry),
    lines: shownChanges(d, entry),
  };
}

/**
 * How the changed record is named: as the server named it from the change's snapshot (the records its title
 * names read there: a rental's service and tenant), the same words as its CSV; else from the snapshot here,
 * leaving out what another record's title would say.
 */
export function entryRecordTitle(d: ResourceDescriptor | undefined, entry: HistoryEntry): string {
  if (entry.title) return entry.title;
  return d ? recordTitle(d, { ...entry.snapshot, id: entry.recordId }) : `#${entry.recordId}`;
}
