/**
 * Read buffers used again once written, instead of a fresh one per read: a backup at a million records reads
 * 1.1 GB of cluster files, and a megabyte allocated per read cost the main thread ~70 garbage collections (0.7 s)
 * that the database's thread, next to it on two cores, paid for. `take` never waits: when every buffer is out it
 * makes a new one, so a write that never comes back (a backup given up) cannot hold a reader; `give` keeps at
 * most `keep` of them.
 */
export class BufferPool {
  private readonly free: Buffer[] = [];
  /** Buffers of this pool, by their memory: a chunk handed back may be a slice of one. */
  private readonly mine = new WeakSet<ArrayBufferLike>();

  constructor(
    readonly size: number,
    private readonly keep: number,
  ) {}

  take(): Buffer {
    const buffer = this.free.pop() ?? Buffer.allocUnsafeSlow(this.size);
    this.mine.add(buffer.buffer);
    return buffer;
  }

  /** Back to the pool once written: `chunk` is a buffer of this pool or a slice of one; anything else is ignored. */
  give(chunk: Buffer): void {
    if (!this.mine.has(chunk.buffer) || this.free.length >= this.keep) return;
    this.mine.delete(chunk.buffer);
    this.free.push(Buffer.from(chunk.buffer, 0, this.size));
  }
}
