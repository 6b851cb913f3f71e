// The API's description, public like the app's own descriptors: who may call what is in it, never a record.
import type { CallDeclaration } from '../../calls';

export const OPENAPI_CALLS = {
  'painel.openapi': {
    method: 'GET',
    path: '/openapi.json',
    summary: 'Este documento',
    access: 'public',
    answers: { 200: { description: 'OpenAPI 3.1.', json: { type: 'object', additionalProperties: true } } },
  },
  'painel.docs': {
    method: 'GET',
    path: '/docs',
    summary: 'Este documento, para ler',
    access: 'public',
    answers: { 200: { description: 'HTML, sem scripts.', media: { 'text/html': { type: 'string' } } } },
  },
  'painel.docsCss': {
    method: 'GET',
    path: '/docs.css',
    summary: 'O estilo da página do documento',
    access: 'public',
    answers: { 200: { description: 'CSS.', media: { 'text/css': { type: 'string' } } } },
  },
} as const satisfies Record<string, CallDeclaration>;
