import { useEffect, useState } from 'react';
import { useMyId } from '../auth';
import type { ResourceDescriptor } from '../contract';
import { useListVisibility } from '../core';
import type { RecordValues } from '../data';
import { useLiveEvents } from '../live';

/** How long a row someone else changed stays marked. */
const CHANGED_MARK_MS = 3000;
/** A new record not on this page after this long is counted as "novo" elsewhere (the page had time to read again). */
const SETTLE_MS = 1500;

interface LiveRowMarks {
  /** Rows someone else changed a moment ago (briefly highlighted). */
  changed: Set<string>;
  /** Records someone else created that this page does not show (another page, another order, another search). */
  newElsewhere: number;
  dismissNew(): void;
}

/**
 * What the live stream says about this list besides reading it again (which it already does): the rows a
 * colleague just changed, marked for a moment, and how many records they created that this page would not show.
 */
export function useLiveRowMarks(d: ResourceDescriptor, rows: RecordValues[]): LiveRowMarks {
  const me = useMyId();
  const [changedAt, setChangedAt] = useState<Map<string, number>>(new Map());
  const [created, setCreated] = useState<Map<string, number>>(new Map());
  const [now, setNow] = useState(() => Date.now());

  // Kept out of sight under a record, the list does not read (listVisibility): what changed meanwhile is read when it
  // shows, and counting it here would call records "novos" that the next read puts on the page.
  const visibility = useListVisibility();
  useLiveEvents((events) => {
    const here = events.filter((e) => e.resource === d.name);
    // A record whose last word is a deletion (deleted, or its import undone), by anyone: no longer "novo" anywhere,
    // even while the list is out of sight.
    const last = new Map(here.map((e) => [e.recordId, e.operation] as const));
    const gone = new Set([...last].filter(([, op]) => op === 'delete' || op === 'purge').map(([id]) => id));
    if (gone.size) setCreated((m) => new Map([...m].filter(([id]) => !gone.has(id))));
    if (visibility.hidden) return;
    const theirs = here.filter((e) => e.actor.id !== me);
    if (!theirs.length) return;
    const t = Date.now();
    setChangedAt((m) => new Map([...m, ...theirs.filter((e) => !gone.has(e.recordId)).map((e) => [e.recordId, t] as const)]));
    const made = theirs.filter((e) => (e.operation === 'create' || e.operation === 'restore') && !gone.has(e.recordId));
    if (made.length) setCreated((m) => new Map([...m, ...made.map((e) => [e.recordId, t] as const)]));
    setNow(t);
  });

  // Left for another resource and shown again, the list reads as one opened afresh: no marks, nothing "novo".
  useEffect(
    () =>
      visibility.onLeft(() => {
        setChangedAt((m) => (m.size ? new Map() : m));
        setCreated((m) => (m.size ? new Map() : m));
      }),
    [visibility],
  );

  // Wake up when a mark ends or a new record has settled, so the page redraws without them.
  const pending = [...changedAt.values()].map((t) => t + CHANGED_MARK_MS).concat([...created.values()].map((t) => t + SETTLE_MS)).filter((t) => t > now);
  const next = pending.length ? Math.min(...pending) : undefined;
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), next - Date.now() + 20);
    return () => clearTimeout(timer);
  }, [next]);

  const onPage = new Set(rows.map((r) => String(r.id)));
  const changed = new Set([...changedAt].filter(([id, t]) => now - t < CHANGED_MARK_MS && onPage.has(id)).map(([id]) => id));
  const newElsewhere = [...created].filter(([id, t]) => now - t >= SETTLE_MS && !onPage.has(id)).length;
  return { changed, newElsewhere, dismissNew: () => setCreated(new Map()) };
}
