/** How many list addresses keep their last answer: the pages a person goes back and forth between. */
const KEPT = 50;

/**
 * The last answer read at each address, with the tag it came with: asked again with If-None-Match, an answer
 * of 304 means "still this one", and the very same value is reused (so nothing on screen redraws).
 */
export function taggedAnswers<T>(max = KEPT) {
  const kept = new Map<string, { tag: string; value: T }>();
  return {
    /** The tag to send for `address`, if an answer is kept. */
    tagOf: (address: string) => kept.get(address)?.tag,
    /** The answer kept for `address` (a 304 came). */
    recall(address: string): T | undefined {
      const entry = kept.get(address);
      if (!entry) return undefined;
      // Most recently used last: the first one is the one to forget.
      kept.delete(address);
      kept.set(address, entry);
      return entry.value;
    },
    /** Keeps `value` under its tag; an answer without one forgets what was kept. */
    remember(address: string, tag: string | null, value: T): void {
      kept.delete(address);
      if (!tag) return;
      kept.set(address, { tag, value });
      if (kept.size > max) kept.delete(kept.keys().next().value!);
    },
  };
}
