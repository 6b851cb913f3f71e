interface Kept<T> {
  answer: Promise<T>;
  /** The changes heard when it was asked for (or, not yet begun, when it was last shared). */
  version: number;
  began: number;
  until: number;
  /** Its computation has begun (one waiting for its second has not). */
  started: boolean;
}

/**
 * Each panel's answer kept for a second on this instance: fifty people looking at the home page cost one query a
 * second, not fifty. A request that arrives while the answer is being computed waits for that same computation.
 * A change committed or heard since an answer was made retires it: the next request gets one made after the
 * change, no sooner than a second after the last one began (so the rate holds under a stream of writes, and a
 * panel re-read on a live change never gets the count from before it); every request until it begins shares it, so
 * none waits more than that second. A failure is not kept.
 */
export class PanelCache<T> {
  private readonly kept = new Map<string, Kept<T>>();
  /** Changes heard so far: an answer made before the latest one is not served. */
  private version = 0;

  constructor(
    /** How long an answer is kept once made; 0: never (the bench's cold runs). */
    private readonly ttlMs = 1000,
    private readonly now = () => Date.now(),
  ) {}

  changed(): void {
    this.version++;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const at = this.now();
    const hit = this.kept.get(key);
    if (hit && hit.version === this.version && hit.until > at) return hit.answer;
    // One still waiting for its turn begins after this change: it answers this request too. (Another scheduled a
    // second after it would queue each read behind the one before, further every time, under a stream of writes.)
    if (hit && !hit.started) {
      hit.version = this.version;
      return hit.answer;
    }
    if (this.kept.size > 1000) for (const [k, v] of this.kept) if (v.until <= at) this.kept.delete(k);
    const wait = hit ? Math.max(0, hit.began + this.ttlMs - at) : 0;
    // Until it settles, it is kept without end: every request meanwhile shares it.
    const entry: Kept<T> = { answer: undefined as never, version: this.version, began: at + wait, until: Infinity, started: !wait };
    entry.answer = wait
      ? new Promise<void>((r) => setTimeout(r, wait)).then(() => {
          entry.started = true;
          return compute();
        })
      : compute();
    this.kept.set(key, entry);
    entry.answer.then(
      () => (entry.until = this.now() + this.ttlMs),
      () => this.kept.get(key) === entry && this.kept.delete(key),
    );
    return entry.answer;
  }
}
