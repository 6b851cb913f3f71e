// The shapes Painel's calls share (and the spec's bulk operation and 412 use): the OpenAPI document's components,
// the types of both edges (src/engine/contract/painelCalls.ts, generated), Fastify's shared schemas.
import { HISTORY_OPERATIONS, MAX_LIMIT, MAX_SEARCH_LENGTH, MAX_TRASH_RESTORE, SESSION_END_REASONS, VIEW_NAME_MAX } from '../../engine/contract';
import { answerObject as obj, bool, instant, INVALID, int, list, shape, str, type Schema } from './schema';

const described = (description: string, schema: Schema): Schema => ({ ...schema, description });
const TRASH_SELECTION = 'Envie um objeto JSON com items: [{"resource": …, "id": …}].';
/** A text with something in it besides spaces. */
const filled = (max: number): Schema => ({ type: 'string', maxLength: max, pattern: '\\S' });

const history: Record<string, Schema> = {
  HistoryActor: described('Quem fez a alteração: uma pessoa, ou o próprio servidor ("Sistema", id null).', obj({ id: { type: ['string', 'null'] }, name: str })),
  HistoryOperation: described('O que a alteração fez; purge: saiu da lixeira para sempre.', { type: 'string', enum: [...HISTORY_OPERATIONS] }),
  FieldChange: described(
    'Um campo que a alteração tocou: antes e depois como a API os responde; hidden para um segredo ou um campo protegido (nunca seus valores).',
    obj({ field: str, before: {}, after: {}, hidden: { const: true } }, ['field']),
  ),
  HistoryEntry: described(
    'Uma alteração de um registro.',
    obj(
      {
        id: int,
        resource: str,
        recordId: str,
        version: int,
        at: instant,
        actor: shape('HistoryActor'),
        operation: shape('HistoryOperation'),
        source: described('O que a originou, quando não um pedido simples: o nome de uma ação, undo, history, trash, seed.', str),
        bulkId: described('O mesmo para todos os registros de uma ação em lote ou importação.', str),
        bulk: described('Na atividade: quantos registros a ação em lote tocou, e se quem lê ainda pode desfazê-la inteira.', obj({ records: int, undoable: bool })),
        changes: list(shape('FieldChange')),
        snapshot: described('O registro como a alteração o deixou (antes dela, numa exclusão), sem segredos.', { type: 'object', additionalProperties: true }),
        title: described('Como o registro se chama, pelo que quem lê pode ver.', str),
      },
      ['id', 'resource', 'recordId', 'version', 'at', 'actor', 'operation', 'changes'],
    ),
  ),
  HistoryPage: described('Do mais novo ao mais antigo; more: há mais antigos (peça com before = o id do último).', obj({ items: list(shape('HistoryEntry')), more: bool })),
  ActivityPerson: described('Uma pessoa que aparece na atividade; id null: o próprio servidor ("Sistema").', obj({ id: { type: ['string', 'null'] }, name: str })),
  ActivityPeople: obj({ items: list(shape('ActivityPerson')) }),
  Undone: obj({ undone: int }),
  VersionConflict: described(
    'Recusado (412): o registro mudou desde que foi lido. O registro como está agora, e quem o salvou quando.',
    obj({ message: str, current: { type: 'object', additionalProperties: true }, changedBy: obj({ name: str, at: instant }) }, ['message', 'current']),
  ),
};

const trash: Record<string, Schema> = {
  TrashItem: described('Um registro excluído, como a lixeira o lista (nunca seus dados).', obj({ id: int, resource: str, recordId: str, title: str, deletedAt: instant, deletedBy: shape('HistoryActor'), expiresAt: instant })),
  TrashPage: obj({ items: list(shape('TrashItem')), more: bool }),
  TrashRef: obj({ resource: { ...filled(200) }, id: { ...filled(200) } }),
  TrashSelection: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        minItems: 1,
        maxItems: MAX_TRASH_RESTORE,
        items: { ...shape('TrashRef'), [INVALID]: 'Cada item de items deve ter resource e id (textos).' },
        [INVALID]: { maxItems: `Selecione até ${MAX_TRASH_RESTORE.toLocaleString('pt-BR')} registros por vez.`, '*': 'Selecione pelo menos um registro.' },
      },
    },
    required: ['items'],
    additionalProperties: false,
    [INVALID]: { additionalProperties: `${TRASH_SELECTION} Nenhum outro campo é aceito.`, '*': TRASH_SELECTION },
  },
  TrashRestoreResult: described('Cada registro: de volta, ou o status e o motivo que a restauração só dele daria.', {
    anyOf: [obj({ resource: str, id: str, ok: { const: true } }), obj({ resource: str, id: str, ok: { const: false }, status: int, message: str })],
  }),
  TrashRestoreAnswer: obj({ results: list(shape('TrashRestoreResult')), done: int, failed: int }),
};

const sessions: Record<string, Schema> = {
  SessionInfo: obj({
    id: str,
    device: described('O navegador e o sistema ("Chrome no Linux").', str),
    createdAt: instant,
    lastUsedAt: instant,
    expiresAt: described('Quando termina, se não for renovada.', instant),
    current: described('A sessão deste pedido.', bool),
  }),
  SessionList: obj({ items: list(shape('SessionInfo')) }),
  SessionEnded: obj({ reason: described('null enquanto o token vale.', { type: ['string', 'null'], enum: [...SESSION_END_REASONS, null] }) }),
  Renewed: obj({ token: str }),
  Ended: obj({ ended: int }),
};

const bulk: Record<string, Schema> = {
  BulkRequest: described(
    'Os registros por id, ou "todos os N" que a busca e os filtros (query) encontram.',
    obj(
      {
        action: str,
        ids: list(str),
        query: obj({ q: str, filters: { type: 'object', additionalProperties: str } }, []),
        expected: described('Com query: quantos registros a pessoa confirmou; outro número recusa (409).', int),
        value: described('Num liga/desliga: o estado pedido ("Ativar": true); sem ele, cada um inverte.', bool),
      },
      ['action'],
    ),
  ),
  BulkResult: described('Cada registro: feito (unchanged: já estava assim), ou o status e o motivo que a chamada só dele daria.', {
    anyOf: [obj({ id: str, ok: { const: true }, unchanged: { const: true } }, ['id', 'ok']), obj({ id: str, ok: { const: false }, status: int, message: str })],
  }),
  BulkAnswer: obj({ results: list(shape('BulkResult')), done: int, failed: int, unchanged: int }, ['results', 'done', 'failed']),
};

const views: Record<string, Schema> = {
  ViewState: {
    type: 'object',
    description: 'O que uma visualização restaura; cada parte opcional (ausente: o padrão da lista).',
    properties: {
      q: { type: 'string', maxLength: MAX_SEARCH_LENGTH, [INVALID]: `Busca: até ${MAX_SEARCH_LENGTH} caracteres.` },
      sort: { type: 'string', description: '"name" ou "-price", como o endereço da lista.', [INVALID]: 'Ordem: informe um campo, com "-" na frente para a ordem decrescente.' },
      limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, [INVALID]: `Tamanho da página: um número de 1 a ${MAX_LIMIT}.` },
      filters: {
        type: 'object',
        description: 'Os parâmetros de filtro como o endereço da lista os leva ("price.gte": "100").',
        additionalProperties: { type: 'string', maxLength: 100, [INVALID]: 'Filtro "{key}": um texto de até 100 caracteres.' },
        [INVALID]: 'Filtros: envie um objeto {"parâmetro": "valor"}.',
      },
      layout: { type: 'string', enum: ['mapa'], description: '"mapa": a lista abre no mapa (ausente: na tabela).', [INVALID]: 'Disposição: "mapa", ou nada para a tabela.' },
      columns: { type: 'array', minItems: 1, uniqueItems: true, items: str, description: 'As colunas mostradas, na ordem da lista.', [INVALID]: 'Colunas: uma ou mais das colunas da lista, sem repetir.' },
    },
    additionalProperties: false,
    [INVALID]: { additionalProperties: '"state" não guarda {additionalProperty}.', '*': '"state": envie a busca, os filtros, a ordem, o tamanho da página, as colunas e a disposição num objeto.' },
  },
  SavedView: obj({
    id: str,
    resource: str,
    name: str,
    shared: described('Todos que podem listar o recurso a veem; só quem a criou a altera.', bool),
    mine: bool,
    isDefault: described('A lista desta pessoa abre com ela.', bool),
    owner: shape('HistoryActor'),
    state: shape('ViewState'),
    updatedAt: instant,
  }),
  SavedViewList: obj({ items: list(shape('SavedView')) }),
  ViewInput: viewBody(['name', 'state'], { isDefault: { type: 'boolean', [INVALID]: 'Padrão: use true ou false.' } }),
  ViewChange: viewBody([]),
  DefaultViewChoice: {
    ...obj({ id: { type: ['string', 'null'], description: 'A visualização, ou null para nenhuma.' } }),
    [INVALID]: '"id": a visualização, ou null para nenhuma.',
  },
};

/** What a save sends (`required` all there), or a change (any part of it). */
function viewBody(required: string[], more: Record<string, Schema> = {}): Schema {
  const named = 'Dê um nome à visualização.';
  return {
    type: 'object',
    properties: {
      name: { ...filled(VIEW_NAME_MAX), [INVALID]: { maxLength: `O nome pode ter até ${VIEW_NAME_MAX} caracteres.`, required: named, '*': named } },
      shared: { type: 'boolean', [INVALID]: 'Compartilhar: use true ou false.' },
      state: { ...shape('ViewState'), [INVALID]: { required: '"state": envie a busca, os filtros, a ordem, o tamanho da página, as colunas e a disposição num objeto.' } },
      ...more,
    },
    required,
    [INVALID]: 'O corpo da requisição deve ser um objeto JSON.',
  };
}

const imports: Record<string, Schema> = {
  ImportProblem: described('Um problema do arquivo: sua linha (a dos títulos é a 1), a coluna como o arquivo a intitula, o motivo.', obj({ row: int, column: str, message: str }, ['row', 'message'])),
  ImportColumn: described('Uma coluna do arquivo e o campo que ela preenche; null: ignorada.', obj({ header: str, field: { type: ['string', 'null'] } })),
  ImportField: described('Um campo que uma coluna pode preencher, com o título do formulário.', obj({ name: str, title: str, required: bool })),
  ImportPreviewRow: described('Uma linha como seria gravada, com os valores escritos como a lista os mostra.', obj({ row: int, operation: { enum: ['create', 'update'] }, id: str, values: { type: 'object', additionalProperties: str } }, ['row', 'operation', 'values'])),
  ImportSeen: described(
    'O que a verificação viu, para a importação conferir: file (SHA-256 do arquivo e das colunas), versions (a versão de cada registro que uma linha altera; 0: nenhum).',
    obj({ file: str, versions: list(int) }),
  ),
  ImportReport: obj(
    {
      dryRun: described('Nada foi gravado (a verificação).', bool),
      rows: int,
      create: int,
      update: int,
      columns: list(shape('ImportColumn')),
      fields: list(shape('ImportField')),
      problems: described('Os primeiros problemas, na ordem do arquivo; problemCount conta todos.', list(shape('ImportProblem'))),
      problemCount: int,
      preview: list(shape('ImportPreviewRow')),
      bulkId: described('Numa importação: o bulkId das suas entradas no histórico.', str),
      seen: described('Numa verificação: o que enviar de volta com a importação (a parte "seen").', shape('ImportSeen')),
    },
    ['dryRun', 'rows', 'create', 'update', 'columns', 'fields', 'problems', 'problemCount', 'preview'],
  ),
  ImportRefusal: obj({ message: str, report: shape('ImportReport') }),
};

const backupFields = {
  id: str,
  startedAt: instant,
  finishedAt: described('Quando terminou (feita e verificada, ou falhou); ausente enquanto é feita.', instant),
  takenAt: described('O instante que os dados da cópia representam.', instant),
  reason: described('agendada (BACKUP_EVERY_HOURS), manual ("Fazer cópia agora") ou restauração (npm run restore trouxe uma de volta).', {
    type: 'string',
    enum: ['agendada', 'manual', 'restauração'],
  }),
  by: described('Quem a pediu: o nome da pessoa, Sistema (a agenda) ou npm run restore.', str),
  location: described('O arquivo: no servidor (BACKUP_DIR) ou no bucket.', str),
  bytes: int,
  rows: described('Linhas de todas as tabelas.', int),
  files: described('Arquivos enviados.', int),
  verified: described('Restaurada num banco descartável e conferida com o manifesto.', bool),
  error: described('Por que falhou.', str),
};
const backupRequired = ['id', 'startedAt', 'reason', 'by', 'location', 'verified'];

const backups: Record<string, Schema> = {
  Backup: described('Uma cópia de segurança feita (ou tentada) pelo servidor, ou uma restauração.', obj(backupFields, backupRequired, { additionalProperties: false })),
  ActivityBackup: described(
    'Na atividade: uma cópia de segurança terminada (feita ou falha) ou uma restauração; after: o id da alteração mais recente quando ela terminou (0: nenhuma), o lugar dela entre as alterações.',
    obj({ after: int, backup: shape('Backup') }, ['after', 'backup'], { additionalProperties: false }),
  ),
  ActivityPage: described(
    'Do mais novo ao mais antigo; more: há mais antigos (peça com before = o id do último de items). backups: só para administradores, as cópias de segurança e restaurações entre estas alterações.',
    obj({ items: list(shape('HistoryEntry')), more: bool, backups: list(shape('ActivityBackup')) }, ['items', 'more']),
  ),
};

const UNITS = ['count', 'money', 'percent', 'text', 'date'];
const dashboard: Record<string, Schema> = {
  Panel: described(
    'Um painel da página inicial, como declarado: kind diz como é desenhado (counts: os cartões de contagem; latestChanges: "Últimas alterações"; backups: o aviso de cópia atrasada; figure: um número; chart: um gráfico com sua tabela; list: uma lista curta). resources: o que ele lê (uma alteração ao vivo num deles o faz ser lido de novo).',
    obj(
      {
        id: str,
        title: str,
        description: str,
        kind: { type: 'string', enum: ['counts', 'latestChanges', 'backups', 'figure', 'chart', 'list'] },
        chart: described('Num chart: barras ou linhas.', { type: 'string', enum: ['bars', 'lines'] }),
        unit: described('A unidade do número principal e das séries.', { type: 'string', enum: UNITS }),
        size: described('small: um cartão; wide: a largura toda.', { type: 'string', enum: ['small', 'wide'] }),
        resources: list(str),
      },
      ['id', 'title', 'kind', 'resources'],
      { additionalProperties: false },
    ),
  ),
  DashboardPage: obj(
    {
      panels: list(shape('Panel')),
      numbers: described('Os números dos primeiros painéis com números (até 4, na ordem de panels), como painel.panel os dá.', list(shape('PanelData'))),
    },
    ['panels'],
    { additionalProperties: false },
  ),
  PanelColumn: described(
    'Uma coluna da tabela de um painel: key nas linhas, o título em português, a unidade dos valores.',
    obj({ key: str, label: str, unit: { type: 'string', enum: UNITS } }, ['key', 'label', 'unit'], { additionalProperties: false }),
  ),
  PanelLink: described(
    'A lista por trás de um número: o recurso e os parâmetros da lista (filtros, busca, ordem) como na URL dela, então pode virar uma visão salva.',
    obj({ resource: str, query: { type: 'object', additionalProperties: { type: 'string' } } }, ['resource', 'query'], { additionalProperties: false }),
  ),
  PanelData: described(
    'Os números de um painel: value o principal (figure), rows a tabela (a do gráfico, a do leitor de tela e a do CSV) com as colunas de columns; category a coluna que nomeia cada linha, series as colunas desenhadas; thresholds as faixas marcadas (0,7 e 0,9 na ocupação); link a lista que o abre; links, quando há, a lista de cada linha, na ordem de rows.',
    obj(
      {
        id: str,
        computedAt: instant,
        periodLabel: described('O período a que os números se referem, em português ("B48 · 23/11 a 06/12").', str),
        value: { type: 'number' },
        unit: { type: 'string', enum: UNITS },
        columns: list(shape('PanelColumn')),
        rows: list({ type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } }),
        category: str,
        series: list(str),
        thresholds: obj({ low: { type: 'number' }, high: { type: 'number' } }, ['low', 'high'], { additionalProperties: false }),
        link: shape('PanelLink'),
        links: list(shape('PanelLink')),
      },
      ['id', 'computedAt', 'unit', 'columns', 'rows'],
      { additionalProperties: false },
    ),
  ),
};

/** Every shared shape, by name. */
const reminders: Record<string, Schema> = {
  Reminder: described(
    'Um lembrete de quem lê: o que há a fazer sobre um registro (os lembretes que o descritor declara), aberto pelo recurso e o id.',
    obj(
      {
        id: str,
        resource: str,
        recordId: str,
        reminder: described('Qual dos lembretes do recurso (o id no descritor).', str),
        about: described('A data de que ele fala (AAAA-MM-DD).', str),
        title: described('Como o registro se chama, pelo que quem lê pode ver.', str),
        message: str,
        createdAt: instant,
        read: bool,
      },
      undefined,
      { additionalProperties: false },
    ),
  ),
  ReminderCount: obj({ unread: described('Quantos lembretes de quem lê estão por ler.', int) }, ['unread'], { additionalProperties: false }),
};

export const SHAPES: Record<string, Schema> = {
  ErrorBody: described('Toda recusa: a mensagem em português e, num 400, o problema de cada campo.', obj({ message: str, errors: list(obj({ field: str, message: str })) }, ['message'])),
  ...history,
  ...dashboard,
  ...trash,
  ...sessions,
  ...bulk,
  ...views,
  ...imports,
  ...backups,
  ...reminders,
};
