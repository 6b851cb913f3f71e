import type { ExportProgress } from './transport';

const LF = 10;

/**
 * Reads a streamed CSV answer to the end, telling progress after every chunk. Rows are counted by line
 * feeds, less the header line: a quoted cell may hold a line break, so the count is what a progress bar
 * needs, not an exact row count.
 */
export async function readCsvStream(body: ReadableStream<Uint8Array>, total: number | undefined, onProgress: (p: ExportProgress) => void): Promise<Blob> {
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    for (const b of value) if (b === LF) lines++;
    onProgress({ bytes, rows: Math.max(0, lines - 1), total });
  }
  return new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
}
