type Listener<T> = (value: T) => void;

/** Listeners of one kind of news; `on` returns the function that stops listening. */
export class Listeners<T> {
  private readonly listeners = new Set<Listener<T>>();

  on(listener: Listener<T>): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  emit(value: T): void {
    for (const listener of this.listeners) listener(value);
  }
}

/**
 * PGlite: one database in one process. Every server on it (one in production — the folder is locked — several in
 * the tests that play instances) must hear what the others committed, as PostgreSQL's NOTIFY tells instances:
 * the changes, and the sessions ended (what holds open sessions or list pages relies on it).
 */
export class LocalBus {
  /** The change feed's batches (ChangeEvent[]), after their commit. */
  readonly changes = new Listeners<unknown>();
  /** Sessions were ended (signed out, "Encerrar"). */
  readonly sessionsEnded = new Listeners<void>();
}
