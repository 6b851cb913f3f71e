/**
 * Writes that may run ahead of the reads that make them, up to `limit` bytes held in memory: the dump's parts
 * wait here, not in PGlite's thread, while the archive takes another writer's entry (a cluster file of hundreds
 * of MB). `add` answers once the part is accepted; `drain` once every part is written. The first failure is told
 * by the next `add` or by `drain`.
 */
export class WriteAhead {
  private readonly held: { done: Promise<void>; bytes: number }[] = [];
  private bytes = 0;
  private failure: { error: unknown } | undefined;

  constructor(private readonly limit: number) {}

  async add(bytes: number, write: () => Promise<void>): Promise<void> {
    this.check();
    const done = write().catch((error: unknown) => {
      this.failure ??= { error };
    });
    this.held.push({ done, bytes });
    this.bytes += bytes;
    while (this.bytes > this.limit) await this.settleOldest();
    this.check();
  }

  async drain(): Promise<void> {
    while (this.held.length) await this.settleOldest();
    this.check();
  }

  private async settleOldest() {
    const oldest = this.held.shift()!;
    await oldest.done;
    this.bytes -= oldest.bytes;
  }

  private check() {
    if (this.failure) throw this.failure.error;
  }
}
