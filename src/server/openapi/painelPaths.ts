// Painel's own calls (the `painel` profile: history, activity, trash, undo, sessions, live events, presence,
// import, this document): made by code rather than descriptors, so described here beside it.

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ 'application/json': { schema } });
const ERRORS = {
  '4XX': { description: 'Recusado: a mensagem diz por quê, em português.', content: json(ref('ErrorBody')) },
  '5XX': { description: 'Falha do servidor.', content: json(ref('ErrorBody')) },
};
const tags = ['Extensões do Painel'];
const path = (name: string, description?: string) => ({ name, in: 'path', required: true, schema: { type: 'string' }, ...(description ? { description } : {}) });
const query = (name: string, type: string, description?: string) => ({ name, in: 'query', schema: { type }, ...(description ? { description } : {}) });
const ok = (description: string, schema: Schema, status = 200) => ({ [status]: { description, content: json(schema) }, ...ERRORS });
const none = (description: string) => ({ 204: { description }, ...ERRORS });
const csv = (description: string) => ({ 200: { description, content: { 'text/csv': { schema: { type: 'string' } } } }, ...ERRORS });
const PAGING = [query('before', 'integer', 'Os mais antigos que este id.'), query('limit', 'integer')];

export function painelPaths(base: string, resources: string[]): Record<string, Record<string, Schema>> {
  const resource = { ...path('resource'), schema: { enum: resources } };
  const importBody = {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            file: { type: 'string', contentMediaType: 'text/csv', description: 'CSV (; ou ,; UTF-8 ou Windows-1252) ou XLSX. A primeira linha traz os títulos.' },
            mapping: { type: 'string', contentMediaType: 'application/json', description: 'JSON {"Coluna": "campo"}; "" ignora a coluna.' },
            seen: {
              type: 'string',
              contentMediaType: 'application/json',
              description: 'Na importação: o "seen" da verificação, como veio. Uma linha cujo registro mudou desde a verificação recusa o arquivo (422).',
            },
          },
          required: ['file'],
        },
      },
    },
  };
  const lines = { 'application/x-ndjson': { schema: { type: 'string', description: 'Com Accept: application/x-ndjson: {"progress": {"rows": n}} a cada 1.000 linhas, e por último {"report": …} ou {"error": …}.' } } };
  return {
    [`${base}/history/{resource}/{id}`]: { get: { tags, operationId: 'painel.history', summary: 'Histórico de um registro', parameters: [resource, path('id'), ...PAGING], responses: ok('Do mais novo ao mais antigo.', ref('HistoryPage')) } },
    [`${base}/history/{resource}/{id}/{version}/restore`]: {
      post: {
        tags,
        operationId: 'painel.restoreVersion',
        summary: 'Restaurar esta versão',
        description: 'Com o cabeçalho Painel-Undo; uma versão igual ao registro atual não muda nada (nenhuma versão nova, nenhuma entrada) e responde com Painel-Unchanged: true.',
        parameters: [resource, path('id'), path('version')],
        responses: ok('O registro como ficou.', { type: 'object' }),
      },
    },
    [`${base}/activity`]: {
      get: {
        tags,
        operationId: 'painel.activity',
        summary: 'Atividade de todos',
        parameters: [query('resource', 'string'), query('actor', 'string', 'O id de uma pessoa, ou sistema (as alterações do próprio servidor).'), query('operation', 'string'), query('from', 'string', 'AAAA-MM-DD (São Paulo)'), query('to', 'string'), query('page', 'integer'), ...PAGING],
        responses: ok('Do mais novo ao mais antigo.', ref('HistoryPage')),
      },
    },
    [`${base}/activity/export`]: { get: { tags, operationId: 'painel.activityExport', summary: 'Exportar a atividade (CSV)', responses: csv('Uma linha por alteração.') } },
    [`${base}/trash`]: { get: { tags, operationId: 'painel.trash', summary: 'Lixeira', parameters: [query('resource', 'string'), ...PAGING], responses: ok('Os excluídos, do mais recente.', ref('TrashPage')) } },
    [`${base}/trash/{resource}`]: { get: { tags, operationId: 'painel.trashOf', summary: 'Lixeira de um recurso', parameters: [resource, ...PAGING], responses: ok('Os excluídos.', ref('TrashPage')) } },
    [`${base}/trash/{resource}/{id}/restore`]: { post: { tags, operationId: 'painel.restore', summary: 'Restaurar da lixeira', parameters: [resource, path('id')], responses: ok('O registro, com o mesmo id.', { type: 'object' }) } },
    [`${base}/trash/restore`]: {
      post: {
        tags,
        operationId: 'painel.restoreMany',
        summary: 'Restaurar selecionados',
        description: 'Cada registro na sua transação (o que não pode voltar diz por quê; os outros voltam), todos sob um Painel-Undo e um bulkId.',
        requestBody: { required: true, content: json(ref('TrashSelection')) },
        responses: ok('O resultado de cada registro.', ref('TrashRestoreAnswer')),
      },
    },
    [`${base}/trash/{resource}/{id}`]: { delete: { tags, operationId: 'painel.purge', summary: 'Excluir definitivamente', parameters: [resource, path('id')], responses: none('Excluído, com seus arquivos.') } },
    [`${base}/undo/{token}`]: { post: { tags, operationId: 'painel.undo', summary: 'Desfazer', parameters: [path('token', 'O cabeçalho Painel-Undo de uma alteração.')], responses: ok('Quantos registros voltaram.', ref('Undone')) } },
    [`${base}/undo/bulk/{bulkId}`]: {
      post: {
        tags,
        operationId: 'painel.undoBulk',
        summary: 'Desfazer uma ação em lote ou importação',
        description: 'Pelo bulkId das entradas da atividade; as mesmas regras do Painel-Undo: só quem a fez, dentro do prazo, uma vez, tudo ou nada.',
        parameters: [path('bulkId')],
        responses: ok('Quantos registros voltaram.', ref('Undone')),
      },
    },
    [`${base}/sign-out`]: { post: { tags, operationId: 'painel.signOut', summary: 'Sair', responses: none('Sessão encerrada.') } },
    [`${base}/session/ended`]: {
      get: {
        tags,
        operationId: 'painel.sessionEnded',
        summary: 'Por que a sessão terminou',
        description: 'Com o token que deixou de valer: expired, signed-out, ended-elsewhere, password-reset, password-changed, access-removed ou deleted; null enquanto vale.',
        responses: ok('O motivo.', { type: 'object', properties: { reason: { type: ['string', 'null'] } }, required: ['reason'] }),
      },
    },
    [`${base}/session/renew`]: { post: { tags, operationId: 'painel.renew', summary: 'Renovar o token', responses: ok('Um token novo; a sessão termina uma hora depois.', ref('Renewed')) } },
    [`${base}/sessions`]: { get: { tags, operationId: 'painel.sessions', summary: 'Minhas sessões', responses: ok('A mais recente primeiro.', ref('SessionList')) } },
    [`${base}/sessions/end-others`]: { post: { tags, operationId: 'painel.endOthers', summary: 'Sair de todos os outros', responses: ok('Quantas terminaram.', ref('Ended')) } },
    [`${base}/sessions/{id}`]: { delete: { tags, operationId: 'painel.endSession', summary: 'Encerrar uma sessão', parameters: [path('id')], responses: none('Encerrada.') } },
    [`${base}/events`]: {
      get: {
        tags,
        operationId: 'painel.events',
        summary: 'Alterações ao vivo (Server-Sent Events)',
        parameters: [{ name: 'Last-Event-ID', in: 'header', schema: { type: 'string' } }],
        responses: { 200: { description: 'event: change (sem valores), presence, reload, role-changed {role}, session-ended {reason}. Acima do limite de conexões: 429.', content: { 'text/event-stream': { schema: { type: 'string' } } } }, ...ERRORS },
      },
    },
    [`${base}/presence/{resource}/{id}`]: {
      post: {
        tags,
        operationId: 'painel.presence',
        summary: 'Estou nesta página',
        description: 'state=arrived ao abrir (quem já está nela responde na hora), here a cada 20 s.',
        parameters: [resource, path('id'), query('tab', 'string', 'Qual página da pessoa (até 40 letras, números ou hífens).'), { name: 'state', in: 'query', schema: { enum: ['arrived', 'here'] } }],
        responses: none('Os outros são avisados.'),
      },
      delete: { tags, operationId: 'painel.leave', summary: 'Saí desta página', parameters: [resource, path('id'), query('tab', 'string')], responses: none('Os outros são avisados na hora.') },
    },
    [`${base}/import/{resource}`]: {
      post: {
        tags,
        operationId: 'painel.import',
        summary: 'Importar planilha',
        description: 'Com dryRun=true, só verifica; sem, grava tudo numa transação (um Painel-Undo) ou nada.',
        parameters: [resource, query('dryRun', 'boolean')],
        requestBody: importBody,
        responses: {
          200: { description: 'O relatório da verificação.', content: { ...json(ref('ImportReport')), ...lines } },
          201: { description: 'Importado: o relatório, com bulkId; o cabeçalho Painel-Undo desfaz tudo.', content: json(ref('ImportReport')) },
          422: { description: 'Nada foi importado: a mensagem nomeia a linha.', content: json({ anyOf: [ref('ImportRefusal'), ref('ErrorBody')] }) },
          ...ERRORS,
        },
      },
    },
    [`${base}/import/{resource}/template`]: { get: { tags, operationId: 'painel.importTemplate', summary: 'Baixar modelo', parameters: [resource], responses: csv('Só a linha de títulos.') } },
    [`${base}/default-views`]: {
      get: { tags, operationId: 'painel.defaultViews', summary: 'A visualização padrão de cada lista (a com que ela abre)', responses: ok('Uma por recurso, no máximo.', ref('SavedViewList')) },
    },
    [`${base}/views/{resource}`]: {
      get: { tags, operationId: 'painel.views', summary: 'Visualizações de uma lista: as suas e as compartilhadas', parameters: [resource], responses: ok('Por nome.', ref('SavedViewList')) },
      post: {
        tags,
        operationId: 'painel.saveView',
        summary: 'Salvar uma visualização',
        description: 'Compartilhar (shared) pede a permissão "share" no recurso.',
        parameters: [resource],
        requestBody: { required: true, content: json(ref('ViewInput')) },
        responses: ok('Salva.', ref('SavedView'), 201),
      },
    },
    [`${base}/views/{resource}/{id}`]: {
      patch: { tags, operationId: 'painel.updateView', summary: 'Alterar uma visualização sua', parameters: [resource, path('id')], requestBody: { required: true, content: json({ type: 'object', properties: { name: { type: 'string' }, shared: { type: 'boolean' }, state: ref('ViewState') } }) }, responses: ok('Alterada.', ref('SavedView')) },
      delete: { tags, operationId: 'painel.deleteView', summary: 'Excluir uma visualização sua', parameters: [resource, path('id')], responses: none('Excluída.') },
    },
    [`${base}/views/{resource}/default`]: {
      put: { tags, operationId: 'painel.defaultView', summary: 'A visualização com que a lista abre', parameters: [resource], requestBody: { required: true, content: json({ type: 'object', properties: { id: { type: ['string', 'null'] } }, required: ['id'] }) }, responses: none('Escolhida.') },
    },
    [`${base}/openapi.json`]: { get: { tags, operationId: 'painel.openapi', summary: 'Este documento', security: [], responses: ok('OpenAPI 3.1.', { type: 'object' }) } },
    [`${base}/docs`]: { get: { tags, operationId: 'painel.docs', summary: 'Este documento, para ler', security: [], responses: { 200: { description: 'HTML, sem scripts.', content: { 'text/html': { schema: { type: 'string' } } } } } } },
  };
}
