// Live: every committed change the role may list, as it happens (Server-Sent Events), and who else is on a
// record's page ("Maria também está editando").
import { inputs, INVALID, pathId, resourceName, type CallDeclaration } from '../../calls';

const record = inputs({ resource: resourceName, id: pathId('O id do registro.') }, ['resource', 'id']);
const tab = { type: 'string', pattern: '^[A-Za-z0-9-]{0,40}$', description: 'Qual página da pessoa (até 40 letras, números ou hífens).', [INVALID]: 'Presença: tab deve ter de 1 a 40 letras, números ou hífens.' };
const NOT_A_NUMBER = 'Last-Event-ID: informe o número do último evento recebido.';

export const LIVE_CALLS = {
  'painel.events': {
    method: 'GET',
    path: '/events',
    summary: 'Alterações ao vivo (Server-Sent Events)',
    description: 'Retoma depois do último evento recebido (Last-Event-ID, ou lastEventId no endereço). Acima do limite de conexões de uma sessão ou de uma pessoa: 429.',
    access: 'signed-in',
    query: inputs({ lastEventId: { type: 'string', description: 'Como Last-Event-ID, para quem não pode mandar o cabeçalho.', [INVALID]: NOT_A_NUMBER } }),
    headers: { 'Last-Event-ID': { description: 'O id do último evento recebido.', schema: { type: 'string' } } },
    answers: {
      200: {
        description: 'event: change (sem valores), presence, reload, role-changed {role}, session-ended {reason}; um comentário a cada batida.',
        media: { 'text/event-stream': { type: 'string' } },
      },
    },
  },
  'painel.presence': {
    method: 'POST',
    path: '/presence/{resource}/{id}',
    summary: 'Estou nesta página',
    description: 'state=arrived ao abrir (quem já está nela responde na hora), here a cada 20 s.',
    access: { resource: ['read'] },
    params: record,
    query: inputs({ tab, state: { type: 'string', enum: ['arrived', 'here'], description: 'arrived ao abrir; here (o padrão) enquanto fica.', [INVALID]: 'Presença: state deve ser arrived ou here.' } }),
    answers: { 204: { description: 'Os outros são avisados.' } },
  },
  'painel.leave': {
    method: 'DELETE',
    path: '/presence/{resource}/{id}',
    summary: 'Saí desta página',
    access: { resource: ['read'] },
    params: record,
    query: inputs({ tab }),
    answers: { 204: { description: 'Os outros são avisados na hora.' } },
  },
} as const satisfies Record<string, CallDeclaration>;
