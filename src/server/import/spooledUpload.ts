import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_PART, tooLargeMessage } from '../../engine/contract';
import { badRequest, hasNul, HttpError, NulCharacterError } from '../http';

/** An import's file on disk (read twice: checked, then written) and the request's text parts. */
export interface SpooledUpload {
  path: string;
  bytes: number;
  /** The file's SHA-256 (hex): what a dry run saw, its commit must read again. */
  sha256: string;
  fields: Record<string, string>;
  /** Removes the file: call it whatever the import's outcome. */
  remove(): Promise<void>;
}

/**
 * Text parts: the column mapping, and what the dry run saw (a version per row that updates a record: a few bytes
 * each, so up to a million such rows).
 */
const FIELD_LIMITS = { fields: 4, fieldSize: 4 * 1024 * 1024 };

const NO_FILE = `Envie a planilha (CSV ou XLSX) no campo "${IMPORT_FILE_PART}".`;

/**
 * Streams the request's spreadsheet part to a temporary file, so memory stays flat whatever its size, and keeps
 * its text parts (the column mapping, what the dry run saw), and its SHA-256. Refused: not multipart (415), no file (400), a file over
 * `maxBytes` (413, and nothing of it is kept).
 */
export async function spoolUpload(request: FastifyRequest, maxBytes: number): Promise<SpooledUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Envie a planilha como multipart/form-data.');
  const dir = await mkdtemp(join(tmpdir(), 'painel-import-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'upload');
  const fields: Record<string, string> = {};
  let bytes = -1;
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, ...FIELD_LIMITS } })) {
      if (hasNul(part.fieldname) || (part.type === 'field' && hasNul(part.value))) throw new NulCharacterError();
      if (part.type === 'file') {
        if (part.fieldname !== IMPORT_FILE_PART) throw badRequest(NO_FILE);
        await pipeline(part.file, hashing, createWriteStream(path));
        if (part.file.truncated) throw new HttpError(413, tooLargeMessage(maxBytes));
        bytes = part.file.bytesRead;
      } else {
        if (part.valueTruncated) throw new HttpError(413, 'O corpo da requisição é grande demais.');
        fields[part.fieldname] = String(part.value);
      }
    }
    if (bytes < 0) throw badRequest(NO_FILE);
    if (bytes === 0) throw badRequest('O arquivo está vazio.');
    return { path, bytes, sha256: hash.digest('hex'), fields, remove };
  } catch (e) {
    await remove();
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLargeMessage(maxBytes));
    if ((e as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest('Envie um arquivo só.');
    if (e instanceof HttpError || (e as { statusCode?: number }).statusCode) throw e;
    throw badRequest('O envio multipart está malformado.');
  }
}
