/** Attempts counted under one key: how many, and when the first and the latest were counted (ms). */
export interface Attempts {
  count: number;
  first: number;
  last: number;
}

/**
 * Where sign-in attempts are counted. Every method is atomic on its own, so a check and the count it
 * guards cannot be split by a parallel request. In memory today; a table can implement the same methods
 * (one statement, or a row locked FOR UPDATE) when several instances must share the counts.
 */
export interface AttemptStore {
  /**
   * Counts one attempt under `key` when `admit` accepts the current record (undefined when there is none, or
   * when its latest attempt is older than `idleMs`: forgotten). Returns the record `admit` saw.
   */
  hit(key: string, now: number, idleMs: number, admit: (current: Attempts | undefined) => boolean): Promise<{ counted: boolean; current?: Attempts }>;
  /** Un-counts one attempt: a reserved attempt that was not a guess after all (a success). */
  release(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** The single-process store: a restart forgets, which a single-process server accepts. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, Attempts>();

  constructor(private readonly maxKeys = 50_000) {}

  async hit(key: string, now: number, idleMs: number, admit: (current: Attempts | undefined) => boolean) {
    const stored = this.entries.get(key);
    const current = stored && now - stored.last < idleMs ? { ...stored } : undefined;
    if (!admit(current)) return { counted: false, current };
    // Re-inserted, so the Map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, current ? { ...current, count: current.count + 1, last: now } : { count: 1, first: now, last: now });
    // Bounded memory under a flood of addresses or e-mails: forget the least recently used.
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value!);
    return { counted: true, current };
  }

  async release(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.count <= 1) this.entries.delete(key);
    else entry.count--;
  }

  async clear(key: string) {
    this.entries.delete(key);
  }
}
