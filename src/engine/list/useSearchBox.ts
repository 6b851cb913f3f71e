import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../core';

/** What the box holds: a new object per keystroke, so typing again a text the box held before is still news. */
interface Entry {
  text: string;
}

interface SearchBox {
  text: string;
  type(text: string): void;
  /** Empties the box and the URL at once (no pause). */
  clear(): void;
}

/**
 * The search box and the URL's `q`, kept in agreement both ways. A change of `q` (Back, a link) replaces
 * the box at once; typing reaches the URL once it pauses for `delayMs`, when the settled text differs from
 * the URL's current `q` — not from the previous pause, which the URL may have dropped since (a link back
 * to the bare list, then the same search typed again).
 */
export function useSearchBox(q: string, setQuery: (q: string) => void, delayMs: number): SearchBox {
  const [entry, setEntry] = useState<Entry>(() => ({ text: q }));
  // URL → box while rendering, not in an effect: no render ever shows the old text against the new URL,
  // so the effect below cannot mistake it for typing and push it back.
  const [seenQ, setSeenQ] = useState(q);
  if (q !== seenQ) {
    setSeenQ(q);
    if (entry.text.trim() !== q) setEntry({ text: q });
  }

  const settled = useDebouncedValue(entry, delayMs);
  useEffect(() => {
    // Only what the box still holds once typing paused (not a keystroke the URL has replaced since).
    if (settled === entry && settled.text.trim() !== q) setQuery(settled.text.trim());
  }, [settled, entry, q, setQuery]);

  return {
    text: entry.text,
    type: (text) => setEntry({ text }),
    clear: () => {
      setEntry({ text: '' });
      setQuery('');
    },
  };
}
