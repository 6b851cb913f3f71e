import type { HistoryEntry, ResourceDescriptor } from '../contract';
import { resourceOf } from '../resource';
import { entryItem, entryRecordTitle, type EntryItem } from './entryItem';

/** One change of the activity, without pixels: the entry worded, what it changed and where that record is. */
export interface ActivityRow {
  item: EntryItem;
  /** "Categoria" */
  resourceLabel: string;
  /** "Eventos 2026": the record's title as the change left it. */
  title: string;
  /** The record's page, while the record exists (as far as the changes read show). */
  to?: string;
}

/**
 * Records the changes read show as deleted: the newest change of a record (entries come newest first) says
 * whether it still exists. With an operation filter a later delete may be out of sight; its page then says so.
 */
function deletedRecords(entries: HistoryEntry[]): Set<string> {
  const seen = new Set<string>();
  const gone = new Set<string>();
  for (const e of entries) {
    const key = `${e.resource}\u0000${e.recordId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (e.operation === 'delete' || e.operation === 'purge') gone.add(key);
  }
  return gone;
}

/** Changes across resources (the activity, the home page's latest), each with its resource, record and link. */
export function activityRows(descriptors: ResourceDescriptor[], entries: HistoryEntry[]): ActivityRow[] {
  const gone = deletedRecords(entries);
  return entries.map((entry) => {
    const d = descriptors.find((x) => x.name === entry.resource);
    const resource = d && resourceOf(d);
    const exists = !gone.has(`${entry.resource}\u0000${entry.recordId}`);
    const to = resource?.canOpen && exists ? (resource.isSingleton ? resource.paths.list : resource.paths.edit(entry.recordId)) : undefined;
    return { item: entryItem(d, entry), resourceLabel: d?.labels.singular ?? entry.resource, title: entryRecordTitle(d, entry), to };
  });
}
