import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { BufferPool } from './bufferPool';

/** Reads of 1 MB rather than a stream's 64 KB: each read is a round trip to another thread. */
const READ_SIZE = 1024 * 1024;

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
  /** The files' read buffers, given back by the archive's file once written. */
  private readonly buffers = new BufferPool(READ_SIZE, 8);

  constructor(readonly path: string) {
    this.partial = `${path}.${process.pid}.partial`;
    this.written = pipeline(this.pack, givingBack(createWriteStream(this.partial, { mode: 0o600 }), this.buffers));
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
    // Heard while it waits its turn (a stored file collected meanwhile fails its opening): unheard, Node would
    // throw it. The stream keeps the error, and its pipeline fails this entry with it.
    body.on('error', () => {});
    return this.inTurn(() => this.write(name, size, body));
  }

  /**
   * An entry from a file on disk, its first `size` bytes (the size it had when asked: what is added later is not
   * this entry's). Read into the pool's buffers, which come back once the archive has written them.
   */
  addFile(name: string, path: string, size: number): Promise<void> {
    return this.inTurn(() => this.writeFile(name, path, size));
  }

  private last: Promise<void> = Promise.resolve();

  /** `work` once the entries asked before are written; the next entry waits for it, failed or not (the failure is this caller's). */
  private inTurn(work: () => Promise<void>): Promise<void> {
    const turn = this.last.then(work);
    this.last = turn.catch(() => undefined);
    return turn;
  }

  private async writeFile(name: string, path: string, size: number): Promise<void> {
    if (this.aborted) throw new Error('cópia interrompida');
    const file = await open(path, 'r');
    try {
      const hash = createHash('sha256');
      const entry = this.pack.entry({ name, size, mode: 0o600, mtime: new Date(0) }) as unknown as Writable;
      let bytes = 0;
      while (bytes < size) {
        const buffer = this.buffers.take();
        const { bytesRead } = await file.read(buffer, 0, Math.min(buffer.length, size - bytes), bytes);
        if (!bytesRead) break;
        const chunk = buffer.subarray(0, bytesRead);
        hash.update(chunk);
        bytes += bytesRead;
        // Given up meanwhile (abort destroys the entry): its drain would never come.
        if (!entry.write(chunk)) await drainedOrClosed(entry);
        if (entry.destroyed) throw new Error('cópia interrompida');
      }
      if (bytes !== size) {
        entry.destroy();
        throw new Error(`${name}: ${bytes} bytes lidos, ${size} esperados`);
      }
      entry.end();
      await finished(entry);
      this.entries[name] = { bytes, sha256: hash.digest('hex') };
    } finally {
      await file.close();
    }
  }

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

/** Once `entry` takes more, or is gone. */
function drainedOrClosed(entry: Writable): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      entry.off('drain', go).off('close', go);
      resolve();
    };
    entry.on('drain', go).on('close', go);
  });
}

/** The archive's file, which gives each chunk it wrote back to the pool it came from (if it came from one). */
function givingBack(file: WriteStream, pool: BufferPool): WriteStream {
  const write = file._write.bind(file);
  const writev = file._writev!.bind(file);
  file._write = (chunk: Buffer, encoding, done) =>
    write(chunk, encoding, (error) => {
      pool.give(chunk);
      done(error);
    });
  file._writev = (chunks: { chunk: Buffer; encoding: BufferEncoding }[], done) =>
    writev(chunks, (error) => {
      for (const { chunk } of chunks) pool.give(chunk);
      done(error);
    });
  return file;
}

async function fsync(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
