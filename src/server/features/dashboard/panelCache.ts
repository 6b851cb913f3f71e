/**
 * Each panel's answer kept for a second on this instance: fifty people looking at the home page cost one query a
 * second, not fifty. A request that arrives while the answer is being computed waits for that same computation.
 * A failure is not kept.
 */
export class PanelCache<T> {
  private readonly kept = new Map<string, { answer: Promise<T>; until: number }>();

  constructor(
    /** How long an answer is kept once made; 0: never (the bench's cold runs). */
    private readonly ttlMs = 1000,
    private readonly now = () => Date.now(),
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const at = this.now();
    const hit = this.kept.get(key);
    if (hit && hit.until > at) return hit.answer;
    if (this.kept.size > 1000) for (const [k, v] of this.kept) if (v.until <= at) this.kept.delete(k);
    // Until it settles, it is kept without end: every request meanwhile shares it.
    const entry = { answer: compute(), until: Infinity };
    this.kept.set(key, entry);
    entry.answer.then(
      () => (entry.until = this.now() + this.ttlMs),
      () => this.kept.get(key) === entry && this.kept.delete(key),
    );
    return entry.answer;
  }
}
