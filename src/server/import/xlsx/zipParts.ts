import type { Readable } from 'node:stream';
import { openPromise, type Entry, type ZipFile } from 'yauzl';
import { HttpError } from '../../http';
import { MAX_XLSX_UNZIPPED, MAX_ZIP_ENTRIES, tooLarge, tooLargeUnzipped, unreadable } from './limits';

/**
 * An XLSX's zip, opened by its central directory (yauzl: ZIP64, local headers read against it, sizes left to a
 * data descriptor), each part read as text as it inflates. The directory's sizes are a first, cheap refusal; what
 * really inflates is counted as it comes: a part that inflates past what its directory says is refused at once
 * (413), so nothing more is inflated than the limit the directory was checked against (MAX_XLSX_UNZIPPED).
 */
export class ZipParts {
  private inflated = 0;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
  ) {}

  static async open(path: string): Promise<ZipParts> {
    let zip: ZipFile;
    try {
      // Sizes are checked here, as the bytes come: yauzl's own check would stop a lie as an error, not as a bomb.
      zip = await openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: false, strictFileNames: false });
    } catch {
      throw unreadable();
    }
    const entries = new Map<string, Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        if (entries.size >= MAX_ZIP_ENTRIES) throw tooLarge(`mais de ${MAX_ZIP_ENTRIES.toLocaleString('pt-BR')} partes`);
        entries.set(entry.fileName.replace(/^\//, ''), entry);
      }
    } catch (e) {
      zip.close();
      throw e instanceof HttpError ? e : unreadable();
    }
    return new ZipParts(zip, entries);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** What the directory says these parts unpack to, with what was already read: over the limit, refused before reading them. */
  refuseDeclaredOver(names: string[]): void {
    const declared = names.reduce((sum, n) => sum + (this.entries.get(n)?.uncompressedSize ?? 0), this.inflated);
    if (declared > MAX_XLSX_UNZIPPED) throw tooLargeUnzipped();
  }

  /** The part as UTF-8 text, a piece at a time (zlib's 16 KiB), as it inflates. */
  async *text(name: string): AsyncGenerator<string> {
    const entry = this.entries.get(name);
    if (!entry) throw unreadable();
    this.refuseDeclaredOver([name]);
    if (entry.isEncrypted() || !entry.canDecodeFileData()) throw unreadable();
    let stream: Readable;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch {
      throw unreadable();
    }
    const decoder = new TextDecoder('utf-8');
    let mine = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        mine += chunk.length;
        this.inflated += chunk.length;
        // More than its directory said: a bomb's own mark (its declared sizes were checked against the limit).
        if (mine > entry.uncompressedSize) throw tooLarge('descompacta mais do que o próprio arquivo declara');
        if (this.inflated > MAX_XLSX_UNZIPPED) throw tooLargeUnzipped();
        const text = decoder.decode(chunk, { stream: true });
        if (text) yield text;
      }
    } catch (e) {
      throw e instanceof HttpError ? e : unreadable();
    } finally {
      // Stopped early (a refusal at row 3, an error): the inflation ends here, not at the part's end.
      stream.destroy();
    }
    if (mine !== entry.uncompressedSize) throw unreadable();
    const rest = decoder.decode();
    if (rest) yield rest;
  }

  close(): void {
    this.zip.close();
  }
}
