import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../engine/contract';
import { IMMUTABLE, STORED_NAME, storedType, UPLOADS_BASE, type UploadStore } from './uploadStore';

/**
 * Public files (the public site shows them), with the type checked at upload and no sniffing by browsers:
 * streamed from the store, or, with UPLOADS_PUBLIC_URL, a redirect to where the bucket is served.
 */
export function serveUploads(app: FastifyInstance, store: UploadStore) {
  app.get<{ Params: { name: string } }>(`${UPLOADS_BASE}/:name`, async (request, reply) => {
    const { name } = request.params;
    if (store.publicUrl && STORED_NAME.test(name)) return reply.redirect(`${store.publicUrl}/${name}`, 302);
    const file = await store.open(name);
    if (!file) return reply.code(404).send(errorBody('Arquivo não encontrado.'));
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply
      .header('Content-Type', storedType(name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', IMMUTABLE)
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file.body);
  });
}
