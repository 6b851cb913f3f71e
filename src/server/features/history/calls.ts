// History and undo: a record's history and "Restaurar esta versão", the activity of everyone (and its CSV), and
// "Desfazer" by a change's token or a bulk's id.
import { HISTORY_OPERATIONS, UNCHANGED_HEADER } from '../../../engine/contract';
import { answerObject, anyRecord, INVALID, inputs, keyset, list, oneText, pathId, positive, resourceName, shape, undoHeader, type CallDeclaration } from '../../calls';

const day = (what: string, description: string) => oneText(what, `AAAA-MM-DD (um dia em São Paulo) ou data e hora ISO 8601; ${description}`, 40);
const filter = {
  resource: oneText('Recurso', 'Só deste recurso.'),
  actor: oneText('Pessoa', 'O id de uma pessoa, ou sistema (as alterações do próprio servidor).'),
  operation: { type: 'string', enum: [...HISTORY_OPERATIONS], description: 'Só desta operação.', [INVALID]: `Operação: use ${HISTORY_OPERATIONS.join(', ')}.` },
  from: day('De', 'desde o começo desse dia.'),
  to: day('Até', 'até o fim desse dia.'),
};
const ifMatch = { 'If-Match': { description: 'A versão lida ("3"): se o registro mudou desde então, nada muda e a resposta é 412.', schema: { type: 'string' } } };
const stale = { 412: { description: 'O registro mudou desde a versão lida (If-Match): nada mudou.', json: shape('VersionConflict') } };
// Not checked as a UUID here: anything else undoes nothing, a 404 as for a token unknown.
const UUID = { type: 'string' };

export const HISTORY_CALLS = {
  'painel.history': {
    method: 'GET',
    path: '/history/{resource}/{id}',
    summary: 'Histórico de um registro',
    access: { resource: ['history'] },
    params: inputs({ resource: resourceName, id: pathId('O id do registro.') }, ['resource', 'id']),
    query: inputs(keyset),
    answers: { 200: { description: 'Do mais novo ao mais antigo.', json: shape('HistoryPage') } },
  },
  'painel.restoreVersion': {
    method: 'POST',
    path: '/history/{resource}/{id}/{version}/restore',
    summary: 'Restaurar esta versão',
    description: 'Grava os campos que essa versão tinha, como uma versão nova. Uma versão igual ao registro atual não muda nada (nenhuma versão nova, nenhuma entrada) e responde com Painel-Unchanged: true.',
    access: { resource: ['history', 'update'] },
    params: inputs({ resource: resourceName, id: pathId('O id do registro.'), version: positive('Versão', 'A versão a restaurar.') }, ['resource', 'id', 'version']),
    headers: ifMatch,
    answers: {
      200: {
        description: 'O registro como ficou.',
        json: anyRecord,
        headers: { ...undoHeader, [UNCHANGED_HEADER]: { description: '"true" quando a versão era o registro como já estava: nada mudou.', schema: { type: 'string', enum: ['true'] } } },
      },
    },
    refusals: stale,
  },
  'painel.activity': {
    method: 'GET',
    path: '/activity',
    summary: 'Atividade de todos',
    description: 'Só dos recursos cujo histórico o perfil pode ver (roles.json); nenhum: 403.',
    access: 'signed-in',
    query: inputs({ ...filter, page: positive('Página', 'Em vez de before: a página, a partir de 1.'), ...keyset }),
    answers: {
      200: {
        description: 'Do mais novo ao mais antigo; cada ação em lote com quantos registros tocou (bulk); para administradores, as cópias de segurança e restaurações entre elas (backups).',
        json: shape('ActivityPage'),
      },
    },
  },
  'painel.activityPeople': {
    method: 'GET',
    path: '/activity/people',
    summary: 'Pessoas da atividade',
    description:
      'Quem fez alterações nos recursos cujo histórico o perfil pode ver, cada um pelo nome da sua alteração mais recente (quem foi excluído também): as escolhas do filtro "Pessoa". O próprio servidor (Sistema) não está aqui: é actor=sistema.',
    access: 'signed-in',
    query: inputs({ q: oneText('Busca', 'Parte do nome, sem distinguir acentos nem maiúsculas.'), limit: keyset.limit }),
    answers: {
      200: {
        description: 'Em ordem alfabética.',
        json: answerObject({ items: list(answerObject({ id: { type: 'string', description: 'O id da pessoa (o actor da atividade).' }, name: { type: 'string' } }, ['id', 'name'], { additionalProperties: false })) }, ['items'], { additionalProperties: false }),
      },
    },
  },
  'painel.activityExport': {
    method: 'GET',
    path: '/activity/export',
    summary: 'Exportar a atividade (CSV)',
    description: 'O que os filtros encontram, dos recursos cujo histórico o perfil pode ver e exportar.',
    access: 'signed-in',
    query: inputs(filter),
    answers: { 200: { description: 'Uma linha por alteração; separado por ";", UTF-8 com BOM.', media: { 'text/csv': { type: 'string' } } } },
  },
  'painel.undo': {
    method: 'POST',
    path: '/undo/{token}',
    summary: 'Desfazer',
    description: 'Só quem fez a alteração, dentro do prazo, uma vez, tudo ou nada (409 nomeia o registro que mudou desde então).',
    access: 'signed-in',
    params: inputs({ token: { ...UUID, description: 'O cabeçalho Painel-Undo de uma alteração.' } }, ['token']),
    answers: { 200: { description: 'Quantos registros voltaram.', json: shape('Undone') } },
  },
  'painel.undoBulk': {
    method: 'POST',
    path: '/undo/bulk/{bulkId}',
    summary: 'Desfazer uma ação em lote ou importação',
    description: 'Pelo bulkId das entradas da atividade; as mesmas regras do Painel-Undo: só quem a fez, dentro do prazo, uma vez, tudo ou nada.',
    access: 'signed-in',
    params: inputs({ bulkId: { ...UUID, description: 'O bulkId das entradas da atividade.' } }, ['bulkId']),
    answers: { 200: { description: 'Quantos registros voltaram.', json: shape('Undone') } },
  },
} as const satisfies Record<string, CallDeclaration>;
