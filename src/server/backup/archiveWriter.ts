import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';

/**
 * A tar archive written under a temporary name, flushed to disk, then renamed: a crash at any moment leaves
 * either no archive or a whole one (a partial file keeps its `.partial` name, which nothing reads as a backup).
 * Every entry's SHA-256 is kept for the manifest.
 */
export class ArchiveWriter {
  readonly partial: string;
  private readonly pack = tar.pack();
  private readonly written: Promise<void>;
  readonly entries: Record<string, { bytes: number; sha256: string }> = {};

  constructor(readonly path: string) {
    this.partial = `${path}.${process.pid}.partial`;
    this.written = pipeline(this.pack, createWriteStream(this.partial, { mode: 0o600 }));
    // Seen by whoever awaits finish() or abort(); a write error must not be an unhandled rejection meanwhile.
    this.written.catch(() => {});
  }

  /** An entry from bytes in memory. */
  add(name: string, data: Buffer): Promise<void> {
    return this.addStream(name, data.length, Readable.from([data]));
  }

  /**
   * An entry from a stream of known size (a stored file). Two writers may add at once (the dump and the cluster's
   * files): their entries take turns, whole, in the order asked.
   */
  addStream(name: string, size: number, body: Readable): Promise<void> {
    const turn = this.last.then(() => this.write(name, size, body));
    // The next entry waits for this one, failed or not; the failure is this caller's.
    this.last = turn.catch(() => undefined);
    return turn;
  }

  private last: Promise<void> = Promise.resolve();

  private async write(name: string, size: number, body: Readable): Promise<void> {
    // Given up: the entries still asked for fail at once instead of being written into a file that is gone.
    if (this.aborted) {
      body.destroy();
      throw new Error('cópia interrompida');
    }
    const hash = createHash('sha256');
    let bytes = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(body, counted, this.pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }));
    if (bytes !== size) throw new Error(`${name}: ${bytes} bytes lidos, ${size} esperados`);
    this.entries[name] = { bytes, sha256: hash.digest('hex') };
  }

  /** Ends the archive with `last` (the manifest), syncs it to disk and gives it its final name. */
  async finish(last: { name: string; data: Buffer }): Promise<void> {
    await this.last;
    await new Promise<void>((resolve, reject) => this.pack.entry({ name: last.name, size: last.data.length, mode: 0o600, mtime: new Date(0) }, last.data, (e) => (e ? reject(e) : resolve())));
    this.pack.finalize();
    await this.written;
    await fsync(this.partial);
    await rename(this.partial, this.path);
    // The rename itself is durable only once the folder is synced.
    await fsync(dirname(this.path));
  }

  private aborted = false;

  /** Gives up: the partial file goes. */
  async abort(): Promise<void> {
    this.aborted = true;
    this.pack.destroy();
    await this.written.catch(() => {});
    await rm(this.partial, { force: true });
  }
}

async function fsync(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
