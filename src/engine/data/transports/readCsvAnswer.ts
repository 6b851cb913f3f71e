import type { ExportProgress } from './transport';

const LF = 10;

/** Counts a copy of the answer as it arrives: bytes, and rows by line feeds less the header line. */
async function countProgress(body: ReadableStream<Uint8Array> | null, total: number | undefined, onProgress: (p: ExportProgress) => void): Promise<void> {
  if (!body) return;
  let bytes = 0;
  let lines = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    bytes += value.byteLength;
    for (const b of value) if (b === LF) lines++;
    onProgress({ bytes, rows: Math.max(0, lines - 1), total });
  }
}

/**
 * Reads a streamed CSV answer to the end, telling progress after every chunk. A quoted cell may hold a line
 * break, so the row count is what a progress bar needs, not an exact one.
 *
 * The file itself is read by the browser (`blob()`), progress from a copy (`clone()`). Read only through a
 * stream reader, the export's answer (`Cache-Control: no-store`) was ended by Chromium as canceled
 * (net::ERR_ABORTED, a failed request in the developer tools) the moment the reader had its last byte, before
 * the request itself completed: the file was whole, the request reported as failed.
 */
export async function readCsvAnswer(response: Response, total: number | undefined, onProgress: (p: ExportProgress) => void): Promise<Blob> {
  const copy = response.clone();
  const [file] = await Promise.all([response.blob(), countProgress(copy.body, total, onProgress)]);
  return new Blob([file], { type: 'text/csv;charset=utf-8' });
}
