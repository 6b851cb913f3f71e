import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../engine/contract';
import { STORABLE } from './fileTypes';
import { STORED_NAME, UPLOADS_BASE, type UploadStore } from './uploadStore';

/** Public files (the public site shows them), with the type checked at upload and no sniffing by browsers. */
export function serveUploads(app: FastifyInstance, store: UploadStore) {
  app.get<{ Params: { name: string } }>(`${UPLOADS_BASE}/:name`, async (request, reply) => {
    const { name } = request.params;
    const size = STORED_NAME.test(name) ? await stat(store.pathOf(name)).then((s) => s.size, () => undefined) : undefined;
    if (size === undefined) return reply.code(404).send(errorBody('Arquivo não encontrado.'));
    const ext = name.slice(name.lastIndexOf('.') + 1);
    return reply
      .header('Content-Type', STORABLE[ext])
      .header('Content-Length', size)
      .header('X-Content-Type-Options', 'nosniff')
      // A stored name is never reused for other bytes.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(createReadStream(store.pathOf(name)));
  });
}
