// The trash: what was deleted, brought back (one, or several at once) or purged for good.
import { anyRecord, inputs, keyset, oneText, pathId, resourceName, shape, undoHeader, type CallDeclaration } from '../../calls';

const record = inputs({ resource: resourceName, id: pathId('O id do registro.') }, ['resource', 'id']);

export const TRASH_CALLS = {
  'painel.trash': {
    method: 'GET',
    path: '/trash',
    summary: 'Lixeira',
    description: 'Só dos recursos cuja lixeira o perfil pode usar (roles.json); nenhum: 403.',
    access: 'signed-in',
    query: inputs({ resource: oneText('Recurso', 'Só deste recurso.'), ...keyset }),
    answers: { 200: { description: 'Os excluídos, do mais recente.', json: shape('TrashPage') } },
  },
  'painel.trashOf': {
    method: 'GET',
    path: '/trash/{resource}',
    summary: 'Lixeira de um recurso',
    access: { resource: ['trash'] },
    params: inputs({ resource: resourceName }, ['resource']),
    query: inputs(keyset),
    answers: { 200: { description: 'Os excluídos, do mais recente.', json: shape('TrashPage') } },
  },
  'painel.restore': {
    method: 'POST',
    path: '/trash/{resource}/{id}/restore',
    summary: 'Restaurar da lixeira',
    access: { resource: ['trash'] },
    params: record,
    answers: { 200: { description: 'O registro, com o mesmo id.', json: anyRecord, headers: undoHeader } },
  },
  'painel.restoreMany': {
    method: 'POST',
    path: '/trash/restore',
    summary: 'Restaurar selecionados',
    description: 'Cada registro na sua transação (o que não pode voltar diz por quê; os outros voltam), todos sob um Painel-Undo e um bulkId.',
    access: 'signed-in',
    body: { json: shape('TrashSelection'), limit: 256 * 1024 },
    answers: { 200: { description: 'O resultado de cada registro.', json: shape('TrashRestoreAnswer'), headers: undoHeader } },
  },
  'painel.purge': {
    method: 'DELETE',
    path: '/trash/{resource}/{id}',
    summary: 'Excluir definitivamente',
    access: { resource: ['trash'] },
    params: record,
    answers: { 204: { description: 'Excluído, com seus arquivos.' } },
  },
} as const satisfies Record<string, CallDeclaration>;
