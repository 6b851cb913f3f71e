import { DOCS_CSS, docsPage, openApiDocument } from '../../openapi';
import { feature } from '../feature';
import { OPENAPI_CALLS } from './calls';

/** The OpenAPI document (made once, at the first request: every call is registered by then) and a page to read it. */
export const openApiFeature = feature(OPENAPI_CALLS, ({ registry, profile, declared }) => {
  let described: Record<string, unknown> | undefined;
  const doc = () => (described ??= openApiDocument(registry, { base: profile.base, declared }));
  return {
    'painel.openapi': async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(doc()),
    'painel.docs': async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        // Stricter than the app's: the page has no script and no inline style at all.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
        .header('X-Content-Type-Options', 'nosniff')
        .send(docsPage(doc(), 'docs.css')),
    'painel.docsCss': async (_request, reply) => reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(DOCS_CSS),
  };
});
