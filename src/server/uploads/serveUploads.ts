import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../engine/contract';
import { IMMUTABLE, STORED_NAME, storedType, UPLOADS_BASE, type UploadStore } from './uploadStore';

const NOT_FOUND = errorBody('Arquivo não encontrado.');

/**
 * Public files (the public site shows them), with the type checked at upload and no sniffing by browsers:
 * streamed from the store, or, with UPLOADS_PUBLIC_URL, a redirect to where the bucket is served. A file
 * `withheld` says no to (a trashed record's) answers 404 as if it were not there, and is neither streamed nor
 * redirected to.
 */
export function serveUploads(app: FastifyInstance, store: UploadStore, withheld: (url: string) => Promise<boolean> = async () => false) {
  app.get<{ Params: { name: string } }>(`${UPLOADS_BASE}/:name`, async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME.test(name) || (await withheld(`${UPLOADS_BASE}/${name}`))) return reply.code(404).send(NOT_FOUND);
    if (store.publicUrl) return reply.redirect(`${store.publicUrl}/${name}`, 302);
    const file = await store.open(name);
    if (!file) return reply.code(404).send(NOT_FOUND);
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply
      .header('Content-Type', storedType(name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', IMMUTABLE)
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .send(file.body);
  });
}
