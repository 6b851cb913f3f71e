import { MAX_SHARED_STRINGS, MAX_SHARED_TEXT_BYTES, tooLarge, unreadable } from './limits';

const CHUNK_BITS = 20;
/** Text is kept in buffers of 1 MiB, allocated as they fill. */
const CHUNK = 1 << CHUNK_BITS;
const BLOCK_BITS = 16;
/** Where each string ends, in blocks of 65,536 (256 KiB), allocated as they fill. */
const BLOCK = 1 << BLOCK_BITS;

/**
 * A workbook's shared strings (each distinct text of the file, once; cells name them by index), held for the
 * whole read: their UTF-8 bytes end to end, and where each one ends (4 bytes), rather than a JS string each
 * (about three times the memory, and as many objects for the collector). A string is decoded when a cell asks.
 */
export class SharedStrings {
  private readonly chunks: Buffer[] = [];
  private readonly ends: Uint32Array[] = [];
  private bytes = 0;
  private count = 0;

  add(text: string): void {
    if (this.count >= MAX_SHARED_STRINGS) throw tooLarge(`mais de ${MAX_SHARED_STRINGS.toLocaleString('pt-BR')} textos distintos`);
    const size = Buffer.byteLength(text);
    if (this.bytes + size > MAX_SHARED_TEXT_BYTES) throw tooLarge(`mais de ${MAX_SHARED_TEXT_BYTES >>> 20} MB de textos distintos`);
    if (size) this.write(text, size);
    this.bytes += size;
    (this.ends[this.count >>> BLOCK_BITS] ??= new Uint32Array(BLOCK))[this.count & (BLOCK - 1)] = this.bytes;
    this.count++;
  }

  get size(): number {
    return this.count;
  }

  /** The string a cell names; an index the file does not have makes it unreadable. */
  get(index: number): string {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) throw unreadable();
    const start = index === 0 ? 0 : this.endOf(index - 1);
    const end = this.endOf(index);
    if (start === end) return '';
    const first = start >>> CHUNK_BITS;
    if (first === (end - 1) >>> CHUNK_BITS) return this.chunks[first].toString('utf8', start & (CHUNK - 1), ((end - 1) & (CHUNK - 1)) + 1);
    // Across two buffers (rare: a string of at most a cell's length, at a buffer's end).
    const parts: Buffer[] = [];
    for (let at = start; at < end; at = ((at >>> CHUNK_BITS) + 1) << CHUNK_BITS) {
      const offset = at & (CHUNK - 1);
      parts.push(this.chunks[at >>> CHUNK_BITS].subarray(offset, Math.min(CHUNK, offset + (end - at))));
    }
    return Buffer.concat(parts).toString('utf8');
  }

  private endOf(index: number): number {
    return this.ends[index >>> BLOCK_BITS][index & (BLOCK - 1)];
  }

  private write(text: string, size: number): void {
    const offset = this.bytes & (CHUNK - 1);
    if (offset + size <= CHUNK) {
      this.chunkAt(this.bytes).write(text, offset, 'utf8');
      return;
    }
    const data = Buffer.from(text, 'utf8');
    for (let done = 0; done < size; ) {
      const at = this.bytes + done;
      const n = Math.min(CHUNK - (at & (CHUNK - 1)), size - done);
      data.copy(this.chunkAt(at), at & (CHUNK - 1), done, done + n);
      done += n;
    }
  }

  private chunkAt(position: number): Buffer {
    // Not zeroed: only what was written is ever read.
    return (this.chunks[position >>> CHUNK_BITS] ??= Buffer.allocUnsafeSlow(CHUNK));
  }
}
