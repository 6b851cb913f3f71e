// One's own sessions, for every role (they are about one's account, not a resource): sign-out, renewal, the list
// "Minha conta" shows, "Encerrar", "Sair de todos os outros"; and, public, why a token stopped working.
import { inputs, pathId, shape, type CallDeclaration } from '../../calls';

export const SESSION_CALLS = {
  'painel.signOut': {
    method: 'POST',
    path: '/sign-out',
    summary: 'Sair',
    description: 'Esta sessão termina, em todas as instâncias.',
    access: 'signed-in',
    answers: { 204: { description: 'Sessão encerrada.' } },
  },
  'painel.sessionEnded': {
    method: 'GET',
    path: '/session/ended',
    summary: 'Por que a sessão terminou',
    description: 'Com o token que deixou de valer: uma senha redefinida, "Encerrar" em outro dispositivo, a hora que acabou…; 401 para um token que não é do painel.',
    access: 'public',
    answers: { 200: { description: 'O motivo.', json: shape('SessionEnded') } },
  },
  'painel.renew': {
    method: 'POST',
    path: '/session/renew',
    summary: 'Renovar o token',
    access: 'signed-in',
    answers: { 200: { description: 'Um token novo; a sessão termina uma hora depois.', json: shape('Renewed') } },
  },
  'painel.sessions': {
    method: 'GET',
    path: '/sessions',
    summary: 'Minhas sessões',
    access: 'signed-in',
    answers: { 200: { description: 'A usada mais recentemente primeiro.', json: shape('SessionList') } },
  },
  'painel.endOthers': {
    method: 'POST',
    path: '/sessions/end-others',
    summary: 'Sair de todos os outros',
    access: 'signed-in',
    answers: { 200: { description: 'Quantas terminaram.', json: shape('Ended') } },
  },
  'painel.endSession': {
    method: 'DELETE',
    path: '/sessions/{id}',
    summary: 'Encerrar uma sessão',
    access: 'signed-in',
    params: inputs({ id: pathId('O id de uma das suas sessões.') }, ['id']),
    answers: { 204: { description: 'Encerrada.' } },
  },
} as const satisfies Record<string, CallDeclaration>;
