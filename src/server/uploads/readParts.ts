import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { tooLargeMessage, type Operation } from '../../engine/contract';
import { badRequest, hasNul, HttpError, NulCharacterError } from '../http';

export interface IncomingFile {
  field: string;
  data: Buffer;
}

/** A body as the routes see it: plain values and, for multipart, the file parts. */
export interface IncomingBody {
  values: Record<string, unknown>;
  files: Map<string, IncomingFile>;
  multipart: boolean;
}

/** A text part larger than any valid value: refused as a JSON body too large would be. */
const FIELD_TOO_LARGE = 'O corpo da requisição é grande demais.';

/**
 * Reads a request body in the encoding the operation declares. `maxFieldBytes`: the largest text part a valid
 * request can carry (its fields' maxLength), so an oversized value is refused while it streams in.
 */
export async function readBody(request: FastifyRequest, encoding: Operation['body'], maxFileBytes: number, maxFieldBytes = 1024 * 1024): Promise<IncomingBody> {
  const multipart = request.isMultipart();
  if (encoding === 'multipart') {
    if (!multipart) throw new HttpError(415, 'Envie os dados como multipart/form-data.');
    return readMultipart(request, maxFileBytes, maxFieldBytes);
  }
  if (multipart) throw new HttpError(415, encoding === 'json' ? 'Envie os dados como JSON.' : 'Esta operação não recebe dados.');
  const body = request.body;
  const empty = body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);
  if (encoding !== 'json') {
    if (!empty) throw badRequest('Esta operação não recebe dados.');
    return { values: {}, files: new Map(), multipart: false };
  }
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw badRequest('O corpo da requisição deve ser um objeto JSON.');
  }
  return { values: { ...((body as Record<string, unknown>) ?? {}) }, files: new Map(), multipart: false };
}

async function readMultipart(request: FastifyRequest, maxFileBytes: number, maxFieldBytes: number): Promise<IncomingBody> {
  const values: Record<string, unknown> = {};
  const files = new Map<string, IncomingFile>();
  const parts = request.parts({ limits: { fileSize: maxFileBytes, files: 10, fields: 100, parts: 110, fieldSize: maxFieldBytes } });
  try {
    await collect(parts, values, files);
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLargeMessage(maxFileBytes));
    // The parser's own errors (no status) mean a malformed body, not a server fault.
    if (e instanceof HttpError || (e as { statusCode?: number }).statusCode) throw e;
    throw badRequest('O envio multipart está malformado.');
  }
  return { values, files, multipart: true };
}

async function collect(parts: AsyncIterableIterator<Multipart>, values: Record<string, unknown>, files: Map<string, IncomingFile>) {
  for await (const part of parts) {
    // The JSON edge check never sees these: a multipart body is read here, part by part.
    if (hasNul(part.fieldname) || (part.type === 'field' && hasNul(part.value))) throw new NulCharacterError();
    if (part.type === 'file') {
      // toBuffer() throws the plugin's 413 when the file passes the size limit.
      const data = await part.toBuffer();
      // A form with an empty file input still sends a nameless, empty part: that is "no file".
      if (!data.length && !part.filename) continue;
      if (files.has(part.fieldname)) throw badRequest(`Envie apenas um arquivo no campo "${part.fieldname}".`, [{ field: part.fieldname, message: 'Envie apenas um arquivo.' }]);
      files.set(part.fieldname, { field: part.fieldname, data });
    } else {
      // busboy cuts a value at the part limit and says so: a cut value is never stored.
      if (part.valueTruncated) throw new HttpError(413, FIELD_TOO_LARGE);
      if (Object.hasOwn(values, part.fieldname)) throw badRequest(`O campo "${part.fieldname}" foi enviado mais de uma vez.`, [{ field: part.fieldname, message: 'Enviado mais de uma vez.' }]);
      values[part.fieldname] = part.value;
    }
  }
}
