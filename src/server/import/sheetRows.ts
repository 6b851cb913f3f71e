import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { parse } from 'csv-parse';
import { badRequest, HttpError } from '../http';
import { MAX_ROW_CHARS, type Cell } from './cell';
import { xlsxRows } from './xlsx';

export type { Cell } from './cell';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function firstBytes(path: string, n: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(n);
    const { bytesRead } = await file.read(buffer, 0, n, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * UTF-8 (with or without BOM) when every byte of the file reads as UTF-8; otherwise Windows-1252, what Excel
 * in Portuguese saves a CSV in ("Promoção" as E7 E3). Read through once, a chunk at a time.
 */
async function textEncoding(path: string): Promise<'utf-8' | 'windows-1252'> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) decoder.decode(chunk as Buffer, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The separator of the header line: `;` (Excel in Portuguese), `,` or a tab, whichever it has most of outside quotes. */
function separatorOf(headerLine: string): string {
  const counts = new Map([[';', 0], [',', 0], ['\t', 0]]);
  let quoted = false;
  for (const c of headerLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && counts.has(c)) counts.set(c, counts.get(c)! + 1);
  }
  const [best, n] = [...counts].sort((a, b) => b[1] - a[1])[0];
  return n > 0 ? best : ';';
}

/** Decodes a byte stream in `encoding`, without its BOM. */
function decoding(encoding: string): Transform {
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      done(null, decoder.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, decoder.decode());
    },
  });
}

async function* csvRows(path: string): AsyncGenerator<Cell[]> {
  const encoding = await textEncoding(path);
  const head = new TextDecoder(encoding).decode(await firstBytes(path, 64 * 1024));
  const delimiter = separatorOf(head.split(/\r?\n/, 1)[0] ?? '');
  const source = createReadStream(path);
  // Empty lines stay rows (blank ones are skipped by the reader), so row numbers are the spreadsheet's.
  // A record is gathered whole before it is handed over: a quote left open would gather the rest of the file.
  const parser = source.pipe(decoding(encoding)).pipe(parse({ delimiter, relax_column_count: true, skip_empty_lines: false, bom: true, max_record_size: MAX_ROW_CHARS }));
  try {
    for await (const record of parser) yield record as string[];
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    if ((e as { code?: string }).code === 'CSV_MAX_RECORD_SIZE') {
      throw new HttpError(413, `Uma linha do CSV passa de 1 milhão de caracteres${line ? ` (perto da linha ${line})` : ''}: confira as aspas (uma aspa sem par junta as linhas seguintes).`);
    }
    throw badRequest(`Não foi possível ler o CSV${line ? ` perto da linha ${line}` : ''}: confira as aspas e o separador (; ou ,).`);
  } finally {
    // Stopped early (a refused row, an error): the file is closed, not left open until the process ends.
    source.destroy();
    parser.destroy();
  }
}

/** The rows of a CSV or XLSX file on disk (XLSX: its first sheet), header first. */
export async function* sheetRows(path: string): AsyncGenerator<Cell[]> {
  const start = await firstBytes(path, 4);
  yield* start.equals(ZIP_SIGNATURE) ? xlsxRows(path) : csvRows(path);
}
