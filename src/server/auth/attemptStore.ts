/** Attempts counted under one key: how many, and when the first and the latest were counted (ms). */
export interface Attempts {
  count: number;
  first: number;
  last: number;
}

/**
 * Where sign-in attempts are counted. Every method is atomic on its own, so a check and the count it
 * guards cannot be split by a parallel request, on any instance (TableAttemptStore: a row locked FOR UPDATE).
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
