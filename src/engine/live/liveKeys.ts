import type { ChangeEvent } from '../contract';

/** Operations that move a record into or out of the trash. */
const TRASH_MOVES = new Set(['delete', 'restore', 'purge']);

/**
 * Which cached reads a batch of changes makes stale (a filter for SWR's mutate): the lists, counts and reference
 * options of the resources changed, the history of the records changed, the activity, and the trash when something
 * went in or out of it. Never a record's own read: an open form keeps the version it shows, so a save of it still
 * meets someone else's change as a conflict instead of silently adopting it.
 */
export function staleAfter(events: ChangeEvent[]): (key: unknown) => boolean {
  const resources = new Set(events.map((e) => e.resource));
  const records = new Set(events.map((e) => `${e.resource}\u0000${e.recordId}`));
  const trash = events.some((e) => TRASH_MOVES.has(e.operation));
  return (key) => {
    // useSWRInfinite's keys (history, activity, trash pages) arrive serialized, behind "$inf$".
    if (typeof key === 'string') {
      if (!key.startsWith('$inf$')) return false;
      if (key.includes('"painel-activity"')) return true;
      if (key.includes('"painel-trash"')) return trash;
      if (key.includes('"painel-history"')) return events.some((e) => key.includes(JSON.stringify(e.resource)) && key.includes(JSON.stringify(e.recordId)));
      return false;
    }
    if (!Array.isArray(key)) return false;
    const [kind, resource, id] = key as unknown[];
    if (kind === 'list' || kind === 'count' || kind === 'options') return resources.has(String(resource));
    if (kind === 'painel-history') return records.has(`${String(resource)}\u0000${String(id)}`);
    if (kind === 'painel-activity') return true;
    if (kind === 'painel-trash') return trash;
    return false;
  };
}
