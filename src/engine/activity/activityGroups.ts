import { phrases, type ActivityBackup, type Backup, type ResourceDescriptor } from '../contract';
import type { ActivityRow } from '../history';

/** A bulk request's or an import's changes, shown as one line of the activity. */
export interface ActivityBulk {
  kind: 'bulk';
  bulkId: string;
  /** Its changes read so far, newest first. */
  rows: ActivityRow[];
  /** "3 categorias"; "3 registros" when it touched several resources. */
  records: string;
  /** The reader may undo it whole now (the server says: theirs, within the period, not undone, the role allowing it). */
  undoable: boolean;
  /** What "Desfazer" will do, said before it does it. */
  undoQuestion: string;
}

/** One line of the activity: a change made alone, a whole bulk request or import, or a backup or restore. */
export type ActivityGroup = { kind: 'change'; row: ActivityRow } | ActivityBulk | { kind: 'backup'; backup: Backup };

/** "As 3 categorias voltam a como estavam antes de 25/11/2026 às 14:03. Se alguma foi alterada depois, nada é desfeito." */
function undoQuestion(named: ResourceDescriptor | undefined, n: number, when: string): string {
  const f = named?.labels.gender === 'f';
  const o = f ? 'a' : 'o';
  const changedSince = `Se ${n === 1 ? (f ? 'ela' : 'ele') : f ? 'alguma' : 'algum'} foi alterad${o} depois, nada é desfeito.`;
  if (n === 1) return `${f ? 'A' : 'O'} ${named ? named.labels.singular.toLocaleLowerCase('pt-BR') : 'registro'} volta a como estava antes de ${when}. ${changedSince}`;
  const what = named ? phrases.count(named, n) : `${n.toLocaleString('pt-BR')} registros`;
  return `${f ? 'As' : 'Os'} ${what} voltam a como estavam antes de ${when}. ${changedSince}`;
}

/**
 * The activity's rows as it shows them: the changes of one bulk request or import (consecutive, since they were
 * made together) become one line, however many pages they were read in; every other change is a line of its own.
 * The backups and restores the pages carried (administrators) go where the server placed them: each right above
 * the change it came after (`after`), in the order given.
 */
export function activityGroups(descriptors: ResourceDescriptor[], rows: ActivityRow[], backups: ActivityBackup[] = []): ActivityGroup[] {
  const groups: ActivityGroup[] = [];
  let next = 0;
  for (const row of rows) {
    while (next < backups.length && backups[next].after >= row.item.entry.id) groups.push({ kind: 'backup', backup: backups[next++].backup });
    const { bulkId } = row.item.entry;
    const last = groups.at(-1);
    if (bulkId && last?.kind === 'bulk' && last.bulkId === bulkId) last.rows.push(row);
    else if (bulkId) groups.push({ kind: 'bulk', bulkId, rows: [row], records: '', undoable: false, undoQuestion: '' });
    else groups.push({ kind: 'change', row });
  }
  for (const { backup } of backups.slice(next)) groups.push({ kind: 'backup', backup });
  for (const group of groups) {
    if (group.kind !== 'bulk') continue;
    const [first] = group.rows;
    const resources = new Set(group.rows.map((r) => r.item.entry.resource));
    const named = resources.size === 1 ? descriptors.find((d) => d.name === first.item.entry.resource) : undefined;
    const n = first.item.entry.bulk?.records ?? new Set(group.rows.map((r) => `${r.item.entry.resource}/${r.item.entry.recordId}`)).size;
    group.records = named ? phrases.count(named, n) : `${n.toLocaleString('pt-BR')} ${n === 1 ? 'registro' : 'registros'}`;
    group.undoable = first.item.entry.bulk?.undoable === true;
    // Before its first change (the oldest read).
    group.undoQuestion = undoQuestion(named, n, group.rows.at(-1)!.item.when);
  }
  return groups;
}
