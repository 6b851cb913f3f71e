/* Generated from the declarations of Painel's own calls (each feature's calls.ts under src/server/features) by `npm run gen:types`. Do not edit. */

/**
 * O que a alteração fez; purge: saiu da lixeira para sempre.
 */
export type HistoryOperation = 'create' | 'update' | 'delete' | 'restore' | 'purge';
/**
 * Cada registro: de volta, ou o status e o motivo que a restauração só dele daria.
 */
export type TrashRestoreResult =
  | {
      resource: string;
      id: string;
      ok: true;
    }
  | {
      resource: string;
      id: string;
      ok: false;
      status: number;
      message: string;
    };
/**
 * Cada registro: feito (unchanged: já estava assim), ou o status e o motivo que a chamada só dele daria.
 */
export type BulkResult =
  | {
      id: string;
      ok: true;
      unchanged?: true;
    }
  | {
      id: string;
      ok: false;
      status: number;
      message: string;
    };

export interface PainelCalls {
  'painel.history': {
    params: HistoryParams;
    query: HistoryQuery;
    answer: HistoryPage;
  };
  'painel.restoreVersion': {
    params: RestoreVersionParams;
    answer: RestoreVersionAnswer;
  };
  'painel.activity': {
    query: ActivityQuery;
    answer: ActivityPage;
  };
  'painel.activityPeople': {
    query: ActivityPeopleQuery;
    answer: ActivityPeopleAnswer;
  };
  'painel.activityExport': {
    query: ActivityExportQuery;
    answer: void;
  };
  'painel.undo': {
    params: UndoParams;
    answer: Undone;
  };
  'painel.undoBulk': {
    params: UndoBulkParams;
    answer: Undone;
  };
  'painel.trash': {
    query: TrashQuery;
    answer: TrashPage;
  };
  'painel.trashOf': {
    params: TrashOfParams;
    query: TrashOfQuery;
    answer: TrashPage;
  };
  'painel.restore': {
    params: RestoreParams;
    answer: RestoreAnswer;
  };
  'painel.restoreMany': {
    body: TrashSelection;
    answer: TrashRestoreAnswer;
  };
  'painel.purge': {
    params: PurgeParams;
    answer: void;
  };
  'painel.signOut': {
    answer: void;
  };
  'painel.sessionEnded': {
    answer: SessionEnded;
  };
  'painel.renew': {
    answer: Renewed;
  };
  'painel.sessions': {
    answer: SessionList;
  };
  'painel.endOthers': {
    answer: Ended;
  };
  'painel.endSession': {
    params: EndSessionParams;
    answer: void;
  };
  'painel.events': {
    query: EventsQuery;
    answer: void;
  };
  'painel.presence': {
    params: PresenceParams;
    query: PresenceQuery;
    answer: void;
  };
  'painel.leave': {
    params: LeaveParams;
    query: LeaveQuery;
    answer: void;
  };
  'painel.import': {
    params: ImportParams;
    query: ImportQuery;
    answer: ImportReport;
  };
  'painel.importTemplate': {
    params: ImportTemplateParams;
    answer: void;
  };
  'painel.defaultViews': {
    answer: SavedViewList;
  };
  'painel.views': {
    params: ViewsParams;
    answer: SavedViewList;
  };
  'painel.saveView': {
    params: SaveViewParams;
    body: ViewInput;
    answer: SavedView;
  };
  'painel.updateView': {
    params: UpdateViewParams;
    body: ViewChange;
    answer: SavedView;
  };
  'painel.deleteView': {
    params: DeleteViewParams;
    answer: void;
  };
  'painel.defaultView': {
    params: DefaultViewParams;
    body: DefaultViewChoice;
    answer: void;
  };
  'painel.timeline': {
    params: TimelineParams;
    query: TimelineQuery;
    answer: TimelineAnswer;
  };
  'painel.map': {
    params: MapParams;
    query: MapQuery;
    answer: MapAnswer;
  };
  'painel.backups': {
    answer: BackupsAnswer;
  };
  'painel.backupNow': {
    answer: Backup;
  };
  'painel.dashboard': {
    query: DashboardQuery;
    answer: DashboardPage;
  };
  'painel.panel': {
    params: PanelParams;
    query: PanelQuery;
    answer: PanelData;
  };
  'painel.panelCsv': {
    params: PanelCsvParams;
    query: PanelCsvQuery;
    answer: void;
  };
  'painel.reminders': {
    answer: RemindersAnswer;
  };
  'painel.readReminder': {
    params: ReadReminderParams;
    answer: ReminderCount;
  };
  'painel.readReminders': {
    answer: ReminderCount;
  };
  'painel.openapi': {
    answer: OpenapiAnswer;
  };
  'painel.docs': {
    answer: void;
  };
  'painel.docsCss': {
    answer: void;
  };
}
export interface HistoryParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
  /**
   * O id do registro.
   */
  id: string;
}
export interface HistoryQuery {
  /**
   * Só as mais antigas que esta (o id da última já recebida).
   */
  before?: number;
  /**
   * Quantos por página: 25 se ausente, no máximo 100 (um pedido acima disso recebe 100).
   */
  limit?: number;
}
/**
 * Do mais novo ao mais antigo; more: há mais antigos (peça com before = o id do último).
 */
export interface HistoryPage {
  items: HistoryEntry[];
  more: boolean;
}
/**
 * Uma alteração de um registro.
 */
export interface HistoryEntry {
  id: number;
  resource: string;
  recordId: string;
  version: number;
  at: string;
  actor: HistoryActor;
  operation: HistoryOperation;
  /**
   * O que a originou, quando não um pedido simples: o nome de uma ação, undo, history, trash, seed.
   */
  source?: string;
  /**
   * O mesmo para todos os registros de uma ação em lote ou importação.
   */
  bulkId?: string;
  /**
   * Na atividade: quantos registros a ação em lote tocou, e se quem lê ainda pode desfazê-la inteira.
   */
  bulk?: {
    records: number;
    undoable: boolean;
  };
  changes: FieldChange[];
  /**
   * O registro como a alteração o deixou (antes dela, numa exclusão), sem segredos.
   */
  snapshot?: {
    [k: string]: unknown;
  };
  /**
   * Como o registro se chama, pelo que quem lê pode ver.
   */
  title?: string;
}
/**
 * Quem fez a alteração: uma pessoa, ou o próprio servidor ("Sistema", id null).
 */
export interface HistoryActor {
  id: string | null;
  name: string;
}
/**
 * Um campo que a alteração tocou: antes e depois como a API os responde; hidden para um segredo ou um campo protegido (nunca seus valores).
 */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
  hidden?: true;
}
export interface RestoreVersionParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
  /**
   * O id do registro.
   */
  id: string;
  /**
   * A versão a restaurar.
   */
  version: number;
}
/**
 * O registro, como a API o responde.
 */
export interface RestoreVersionAnswer {
  [k: string]: unknown;
}
export interface ActivityQuery {
  /**
   * Só deste recurso.
   */
  resource?: string;
  /**
   * O id de uma pessoa, ou sistema (as alterações do próprio servidor).
   */
  actor?: string;
  /**
   * Só desta operação.
   */
  operation?: 'create' | 'update' | 'delete' | 'restore' | 'purge';
  /**
   * AAAA-MM-DD (um dia em São Paulo) ou data e hora ISO 8601; desde o começo desse dia.
   */
  from?: string;
  /**
   * AAAA-MM-DD (um dia em São Paulo) ou data e hora ISO 8601; até o fim desse dia.
   */
  to?: string;
  /**
   * Em vez de before: a página, a partir de 1.
   */
  page?: number;
  /**
   * Só as mais antigas que esta (o id da última já recebida).
   */
  before?: number;
  /**
   * Quantos por página: 25 se ausente, no máximo 100 (um pedido acima disso recebe 100).
   */
  limit?: number;
}
/**
 * Do mais novo ao mais antigo; more: há mais antigos (peça com before = o id do último de items). backups: só para administradores, as cópias de segurança e restaurações entre estas alterações.
 */
export interface ActivityPage {
  items: HistoryEntry[];
  more: boolean;
  backups?: ActivityBackup[];
}
/**
 * Na atividade: uma cópia de segurança terminada (feita ou falha) ou uma restauração; after: o id da alteração mais recente quando ela terminou (0: nenhuma), o lugar dela entre as alterações.
 */
export interface ActivityBackup {
  after: number;
  backup: Backup;
}
/**
 * Uma cópia de segurança feita (ou tentada) pelo servidor, ou uma restauração.
 */
export interface Backup {
  id: string;
  startedAt: string;
  /**
   * Quando terminou (feita e verificada, ou falhou); ausente enquanto é feita.
   */
  finishedAt?: string;
  /**
   * O instante que os dados da cópia representam.
   */
  takenAt?: string;
  /**
   * agendada (BACKUP_EVERY_HOURS), manual ("Fazer cópia agora") ou restauração (npm run restore trouxe uma de volta).
   */
  reason: 'agendada' | 'manual' | 'restauração';
  /**
   * Quem a pediu: o nome da pessoa, Sistema (a agenda) ou npm run restore.
   */
  by: string;
  /**
   * O arquivo: no servidor (BACKUP_DIR) ou no bucket.
   */
  location: string;
  bytes?: number;
  /**
   * Linhas de todas as tabelas.
   */
  rows?: number;
  /**
   * Arquivos enviados.
   */
  files?: number;
  /**
   * Restaurada num banco descartável e conferida com o manifesto.
   */
  verified: boolean;
  /**
   * Por que falhou.
   */
  error?: string;
}
export interface ActivityPeopleQuery {
  /**
   * Parte do nome, sem distinguir acentos nem maiúsculas.
   */
  q?: string;
  /**
   * Quantos por página: 25 se ausente, no máximo 100 (um pedido acima disso recebe 100).
   */
  limit?: number;
}
export interface ActivityPeopleAnswer {
  items: {
    /**
     * O id da pessoa (o actor da atividade).
     */
    id: string;
    name: string;
  }[];
}
export interface ActivityExportQuery {
  /**
   * Só deste recurso.
   */
  resource?: string;
  /**
   * O id de uma pessoa, ou sistema (as alterações do próprio servidor).
   */
  actor?: string;
  /**
   * Só desta operação.
   */
  operation?: 'create' | 'update' | 'delete' | 'restore' | 'purge';
  /**
   * AAAA-MM-DD (um dia em São Paulo) ou data e hora ISO 8601; desde o começo desse dia.
   */
  from?: string;
  /**
   * AAAA-MM-DD (um dia em São Paulo) ou data e hora ISO 8601; até o fim desse dia.
   */
  to?: string;
}
export interface UndoParams {
  /**
   * O cabeçalho Painel-Undo de uma alteração.
   */
  token: string;
}
export interface Undone {
  undone: number;
}
export interface UndoBulkParams {
  /**
   * O bulkId das entradas da atividade.
   */
  bulkId: string;
}
export interface TrashQuery {
  /**
   * Só deste recurso.
   */
  resource?: string;
  /**
   * Só as mais antigas que esta (o id da última já recebida).
   */
  before?: number;
  /**
   * Quantos por página: 25 se ausente, no máximo 100 (um pedido acima disso recebe 100).
   */
  limit?: number;
}
export interface TrashPage {
  items: TrashItem[];
  more: boolean;
}
/**
 * Um registro excluído, como a lixeira o lista (nunca seus dados).
 */
export interface TrashItem {
  id: number;
  resource: string;
  recordId: string;
  title: string;
  deletedAt: string;
  deletedBy: HistoryActor;
  expiresAt: string;
}
export interface TrashOfParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
}
export interface TrashOfQuery {
  /**
   * Só as mais antigas que esta (o id da última já recebida).
   */
  before?: number;
  /**
   * Quantos por página: 25 se ausente, no máximo 100 (um pedido acima disso recebe 100).
   */
  limit?: number;
}
export interface RestoreParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
  /**
   * O id do registro.
   */
  id: string;
}
/**
 * O registro, como a API o responde.
 */
export interface RestoreAnswer {
  [k: string]: unknown;
}
export interface TrashSelection {
  /**
   * @minItems 1
   * @maxItems 1000
   */
  items: TrashRef[];
}
export interface TrashRef {
  resource: string;
  id: string;
}
export interface TrashRestoreAnswer {
  results: TrashRestoreResult[];
  done: number;
  failed: number;
}
export interface PurgeParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
  /**
   * O id do registro.
   */
  id: string;
}
export interface SessionEnded {
  /**
   * null enquanto o token vale.
   */
  reason:
    | 'expired'
    | 'signed-out'
    | 'ended-elsewhere'
    | 'password-reset'
    | 'password-changed'
    | 'access-removed'
    | 'deleted'
    | null;
}
export interface Renewed {
  token: string;
}
export interface SessionList {
  items: SessionInfo[];
}
export interface SessionInfo {
  id: string;
  /**
   * O navegador e o sistema ("Chrome no Linux").
   */
  device: string;
  createdAt: string;
  lastUsedAt: string;
  /**
   * Quando termina, se não for renovada.
   */
  expiresAt: string;
  /**
   * A sessão deste pedido.
   */
  current: boolean;
}
export interface Ended {
  ended: number;
}
export interface EndSessionParams {
  /**
   * O id de uma das suas sessões.
   */
  id: string;
}
export interface EventsQuery {
  /**
   * Como Last-Event-ID, para quem não pode mandar o cabeçalho.
   */
  lastEventId?: string;
}
export interface PresenceParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
  /**
   * O id do registro.
   */
  id: string;
}
export interface PresenceQuery {
  /**
   * Qual página da pessoa (até 40 letras, números ou hífens).
   */
  tab?: string;
  /**
   * arrived ao abrir; here (o padrão) enquanto fica.
   */
  state?: 'arrived' | 'here';
}
export interface LeaveParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
  /**
   * O id do registro.
   */
  id: string;
}
export interface LeaveQuery {
  /**
   * Qual página da pessoa (até 40 letras, números ou hífens).
   */
  tab?: string;
}
export interface ImportParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
}
export interface ImportQuery {
  /**
   * true: só verifica, nada é gravado.
   */
  dryRun?: boolean;
}
export interface ImportReport {
  /**
   * Nada foi gravado (a verificação).
   */
  dryRun: boolean;
  rows: number;
  create: number;
  update: number;
  columns: ImportColumn[];
  fields: ImportField[];
  /**
   * Os primeiros problemas, na ordem do arquivo; problemCount conta todos.
   */
  problems: ImportProblem[];
  problemCount: number;
  preview: ImportPreviewRow[];
  /**
   * Numa importação: o bulkId das suas entradas no histórico.
   */
  bulkId?: string;
  seen?: ImportSeen;
}
/**
 * Uma coluna do arquivo e o campo que ela preenche; null: ignorada.
 */
export interface ImportColumn {
  header: string;
  field: string | null;
}
/**
 * Um campo que uma coluna pode preencher, com o título do formulário.
 */
export interface ImportField {
  name: string;
  title: string;
  required: boolean;
}
/**
 * Um problema do arquivo: sua linha (a dos títulos é a 1), a coluna como o arquivo a intitula, o motivo.
 */
export interface ImportProblem {
  row: number;
  column?: string;
  message: string;
}
/**
 * Uma linha como seria gravada, com os valores escritos como a lista os mostra.
 */
export interface ImportPreviewRow {
  row: number;
  operation: 'create' | 'update';
  id?: string;
  values: {
    [k: string]: string;
  };
}
/**
 * Numa verificação: o que enviar de volta com a importação (a parte "seen").
 */
export interface ImportSeen {
  file: string;
  versions: number[];
}
export interface ImportTemplateParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
}
export interface SavedViewList {
  items: SavedView[];
}
export interface SavedView {
  id: string;
  resource: string;
  name: string;
  /**
   * Todos que podem listar o recurso a veem; só quem a criou a altera.
   */
  shared: boolean;
  mine: boolean;
  /**
   * A lista desta pessoa abre com ela.
   */
  isDefault: boolean;
  owner: HistoryActor;
  state: ViewState;
  updatedAt: string;
}
/**
 * O que uma visualização restaura; cada parte opcional (ausente: o padrão da lista).
 */
export interface ViewState {
  q?: string;
  /**
   * "name" ou "-price", como o endereço da lista.
   */
  sort?: string;
  limit?: number;
  /**
   * Os parâmetros de filtro como o endereço da lista os leva ("price.gte": "100").
   */
  filters?: {
    [k: string]: string;
  };
  /**
   * "mapa": a lista abre no mapa (ausente: na tabela).
   */
  layout?: 'mapa';
  /**
   * As colunas mostradas, na ordem da lista.
   *
   * @minItems 1
   */
  columns?: string[];
}
export interface ViewsParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
}
export interface SaveViewParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
}
export interface ViewInput {
  name: string;
  shared?: boolean;
  state: ViewState;
  isDefault?: boolean;
}
export interface UpdateViewParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
  /**
   * O id da visualização.
   */
  viewId: string;
}
export interface ViewChange {
  name?: string;
  shared?: boolean;
  state?: ViewState;
}
export interface DeleteViewParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
  /**
   * O id da visualização.
   */
  viewId: string;
}
export interface DefaultViewParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
}
export interface DefaultViewChoice {
  /**
   * A visualização, ou null para nenhuma.
   */
  id: string | null;
}
export interface TimelineParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
}
export interface TimelineQuery {
  /**
   * AAAA-MM-DD; o primeiro dia mostrado.
   */
  from: string;
  /**
   * AAAA-MM-DD; o último dia mostrado (incluído).
   */
  to: string;
  /**
   * Busca nas linhas, como na lista delas.
   */
  q?: string;
  /**
   * A página de linhas, a partir de 1.
   */
  page?: number;
  /**
   * Linhas por página: 50 se ausente, no máximo 200.
   */
  limit?: number;
  /**
   * A ordem das linhas, como na lista delas (padrão: pelo título).
   */
  sort?: string;
  /**
   * Os filtros da lista das linhas (os mesmos parâmetros).
   */
  [k: string]: string | number | undefined;
}
export interface TimelineAnswer {
  rows: {
    id: string;
    /**
     * Como o registro da linha é chamado (o outdoor).
     */
    title: string;
  }[];
  total: number;
  page: number;
  limit: number;
  bars: {
    id: string;
    /**
     * O id da linha (o registro que ele ocupa).
     */
    row: string;
    /**
     * Primeiro dia, AAAA-MM-DD.
     */
    start: string;
    /**
     * Último dia (incluído), AAAA-MM-DD.
     */
    end: string;
    /**
     * O valor do campo de situação, quando o descritor declara um.
     */
    status?: string;
    /**
     * Como o registro é chamado (a locação).
     */
    title: string;
  }[];
  periods: {
    id: string;
    label: string;
    start: string;
    end: string;
  }[];
}
export interface MapParams {
  /**
   * O nome do recurso, como "services".
   */
  resource: string;
}
export interface MapQuery {
  /**
   * Busca, como na lista.
   */
  q?: string;
  /**
   * A ordem, como na lista (a da lista se ausente).
   */
  sort?: string;
  /**
   * Os filtros da lista (os mesmos parâmetros).
   */
  [k: string]: string | undefined;
}
export interface MapAnswer {
  points: [string, string, number, number][];
  /**
   * Havia mais de 50.000: só os primeiros vieram.
   */
  capped: boolean;
  /**
   * Todos os pontos estão livres (ou ocupados) no período do filtro em vigor.
   */
  status?: 'livre' | 'ocupado';
}
export interface BackupsAnswer {
  items: Backup[];
  lastGood?: Backup;
  overdue: boolean;
  /**
   * Uma cópia está sendo feita agora (a mais recente ainda não terminou).
   */
  running: boolean;
  settings: {
    /**
     * BACKUP_EVERY_HOURS: de quantas em quantas horas o servidor faz uma sozinho (0: nunca).
     */
    everyHours: number;
    /**
     * BACKUP_KEEP: quantas são guardadas.
     */
    keep: number;
    /**
     * Onde ficam: BACKUP_DIR, ou o bucket e a pasta (s3://bucket/painel-backups/) com BACKUP_S3_BUCKET.
     */
    dir: string;
  };
}
export interface DashboardQuery {
  /**
   * Calcula numbers como se hoje fosse esta data (AAAA-MM-DD); ausente: hoje.
   */
  at?: string;
}
export interface DashboardPage {
  panels: Panel[];
  /**
   * Os números dos primeiros painéis com números (até 4, na ordem de panels), como painel.panel os dá.
   */
  numbers?: PanelData[];
}
/**
 * Um painel da página inicial, como declarado: kind diz como é desenhado (counts: os cartões de contagem; latestChanges: "Últimas alterações"; backups: o aviso de cópia atrasada; figure: um número; chart: um gráfico com sua tabela; list: uma lista curta). resources: o que ele lê (uma alteração ao vivo num deles o faz ser lido de novo).
 */
export interface Panel {
  id: string;
  title: string;
  description?: string;
  kind: 'counts' | 'latestChanges' | 'backups' | 'figure' | 'chart' | 'list';
  /**
   * Num chart: barras ou linhas.
   */
  chart?: 'bars' | 'lines';
  /**
   * A unidade do número principal e das séries.
   */
  unit?: 'count' | 'money' | 'percent' | 'text' | 'date';
  /**
   * small: um cartão; wide: a largura toda.
   */
  size?: 'small' | 'wide';
  resources: string[];
}
/**
 * Os números de um painel: value o principal (figure), rows a tabela (a do gráfico, a do leitor de tela e a do CSV) com as colunas de columns; category a coluna que nomeia cada linha, series as colunas desenhadas; thresholds as faixas marcadas (0,7 e 0,9 na ocupação); link a lista que o abre; links, quando há, a lista de cada linha, na ordem de rows.
 */
export interface PanelData {
  id: string;
  computedAt: string;
  /**
   * O período a que os números se referem, em português ("B48 · 23/11 a 06/12").
   */
  periodLabel?: string;
  value?: number;
  unit: 'count' | 'money' | 'percent' | 'text' | 'date';
  columns: PanelColumn[];
  rows: {
    [k: string]: string | number | null;
  }[];
  category?: string;
  series?: string[];
  thresholds?: {
    low: number;
    high: number;
  };
  link?: PanelLink;
  links?: PanelLink[];
}
/**
 * Uma coluna da tabela de um painel: key nas linhas, o título em português, a unidade dos valores.
 */
export interface PanelColumn {
  key: string;
  label: string;
  unit: 'count' | 'money' | 'percent' | 'text' | 'date';
}
/**
 * A lista por trás de um número: o recurso e os parâmetros da lista (filtros, busca, ordem) como na URL dela, então pode virar uma visão salva.
 */
export interface PanelLink {
  resource: string;
  query: {
    [k: string]: string;
  };
}
export interface PanelParams {
  /**
   * O id do painel, como em schemas/dashboard.json ("ocupacao").
   */
  panel: string;
}
export interface PanelQuery {
  /**
   * Calcula como se hoje fosse esta data (AAAA-MM-DD); ausente: hoje.
   */
  at?: string;
}
export interface PanelCsvParams {
  /**
   * O id do painel, como em schemas/dashboard.json ("ocupacao").
   */
  panel: string;
}
export interface PanelCsvQuery {
  /**
   * Como em painel.panel.
   */
  at?: string;
}
export interface RemindersAnswer {
  items: Reminder[];
  unread: number;
}
/**
 * Um lembrete de quem lê: o que há a fazer sobre um registro (os lembretes que o descritor declara), aberto pelo recurso e o id.
 */
export interface Reminder {
  id: string;
  resource: string;
  recordId: string;
  /**
   * Qual dos lembretes do recurso (o id no descritor).
   */
  reminder: string;
  /**
   * A data de que ele fala (AAAA-MM-DD).
   */
  about: string;
  /**
   * Como o registro se chama, pelo que quem lê pode ver.
   */
  title: string;
  message: string;
  createdAt: string;
  read: boolean;
}
export interface ReadReminderParams {
  /**
   * O id do lembrete.
   */
  reminderId: string;
}
export interface ReminderCount {
  /**
   * Quantos lembretes de quem lê estão por ler.
   */
  unread: number;
}
export interface OpenapiAnswer {
  [k: string]: unknown;
}
/**
 * Toda recusa: a mensagem em português e, num 400, o problema de cada campo.
 */
export interface ErrorBody {
  message: string;
  errors?: {
    field: string;
    message: string;
  }[];
}
/**
 * Uma pessoa que aparece na atividade; id null: o próprio servidor ("Sistema").
 */
export interface ActivityPerson {
  id: string | null;
  name: string;
}
export interface ActivityPeople {
  items: ActivityPerson[];
}
/**
 * Recusado (412): o registro mudou desde que foi lido. O registro como está agora, e quem o salvou quando.
 */
export interface VersionConflict {
  message: string;
  current: {
    [k: string]: unknown;
  };
  changedBy?: {
    name: string;
    at: string;
  };
}
/**
 * Os registros por id, ou "todos os N" que a busca e os filtros (query) encontram.
 */
export interface BulkRequest {
  action: string;
  ids?: string[];
  query?: {
    q?: string;
    filters?: {
      [k: string]: string;
    };
  };
  /**
   * Com query: quantos registros a pessoa confirmou; outro número recusa (409).
   */
  expected?: number;
  /**
   * Num liga/desliga: o estado pedido ("Ativar": true); sem ele, cada um inverte.
   */
  value?: boolean;
}
export interface BulkAnswer {
  results: BulkResult[];
  done: number;
  failed: number;
  unchanged?: number;
}
/**
 * O que a verificação viu, para a importação conferir: file (SHA-256 do arquivo e das colunas), versions (a versão de cada registro que uma linha altera; 0: nenhum).
 */
export interface ImportSeen1 {
  file: string;
  versions: number[];
}
export interface ImportRefusal {
  message: string;
  report: ImportReport;
}

/** How one of Painel's calls travels: its method, its path under the painel base, its body's and its answer's encoding. */
export interface PainelCallRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: 'none' | 'json' | 'multipart';
  answer: 'json' | 'file' | 'stream' | 'text' | 'none';
}

/** Every one of Painel's calls by name: what the client calls (never a schema: those stay on the server). */
export const PAINEL_CALL_TABLE = {
  'painel.history': { method: 'GET', path: '/history/{resource}/{id}', body: 'none', answer: 'json' },
  'painel.restoreVersion': { method: 'POST', path: '/history/{resource}/{id}/{version}/restore', body: 'none', answer: 'json' },
  'painel.activity': { method: 'GET', path: '/activity', body: 'none', answer: 'json' },
  'painel.activityPeople': { method: 'GET', path: '/activity/people', body: 'none', answer: 'json' },
  'painel.activityExport': { method: 'GET', path: '/activity/export', body: 'none', answer: 'file' },
  'painel.undo': { method: 'POST', path: '/undo/{token}', body: 'none', answer: 'json' },
  'painel.undoBulk': { method: 'POST', path: '/undo/bulk/{bulkId}', body: 'none', answer: 'json' },
  'painel.trash': { method: 'GET', path: '/trash', body: 'none', answer: 'json' },
  'painel.trashOf': { method: 'GET', path: '/trash/{resource}', body: 'none', answer: 'json' },
  'painel.restore': { method: 'POST', path: '/trash/{resource}/{id}/restore', body: 'none', answer: 'json' },
  'painel.restoreMany': { method: 'POST', path: '/trash/restore', body: 'json', answer: 'json' },
  'painel.purge': { method: 'DELETE', path: '/trash/{resource}/{id}', body: 'none', answer: 'none' },
  'painel.signOut': { method: 'POST', path: '/sign-out', body: 'none', answer: 'none' },
  'painel.sessionEnded': { method: 'GET', path: '/session/ended', body: 'none', answer: 'json' },
  'painel.renew': { method: 'POST', path: '/session/renew', body: 'none', answer: 'json' },
  'painel.sessions': { method: 'GET', path: '/sessions', body: 'none', answer: 'json' },
  'painel.endOthers': { method: 'POST', path: '/sessions/end-others', body: 'none', answer: 'json' },
  'painel.endSession': { method: 'DELETE', path: '/sessions/{id}', body: 'none', answer: 'none' },
  'painel.events': { method: 'GET', path: '/events', body: 'none', answer: 'stream' },
  'painel.presence': { method: 'POST', path: '/presence/{resource}/{id}', body: 'none', answer: 'none' },
  'painel.leave': { method: 'DELETE', path: '/presence/{resource}/{id}', body: 'none', answer: 'none' },
  'painel.import': { method: 'POST', path: '/import/{resource}', body: 'multipart', answer: 'json' },
  'painel.importTemplate': { method: 'GET', path: '/import/{resource}/template', body: 'none', answer: 'file' },
  'painel.defaultViews': { method: 'GET', path: '/default-views', body: 'none', answer: 'json' },
  'painel.views': { method: 'GET', path: '/views/{resource}', body: 'none', answer: 'json' },
  'painel.saveView': { method: 'POST', path: '/views/{resource}', body: 'json', answer: 'json' },
  'painel.updateView': { method: 'PATCH', path: '/views/{resource}/{viewId}', body: 'json', answer: 'json' },
  'painel.deleteView': { method: 'DELETE', path: '/views/{resource}/{viewId}', body: 'none', answer: 'none' },
  'painel.defaultView': { method: 'PUT', path: '/views/{resource}/default', body: 'json', answer: 'none' },
  'painel.timeline': { method: 'GET', path: '/timeline/{resource}', body: 'none', answer: 'json' },
  'painel.map': { method: 'GET', path: '/map/{resource}', body: 'none', answer: 'json' },
  'painel.backups': { method: 'GET', path: '/backups', body: 'none', answer: 'json' },
  'painel.backupNow': { method: 'POST', path: '/backups', body: 'none', answer: 'json' },
  'painel.dashboard': { method: 'GET', path: '/dashboard', body: 'none', answer: 'json' },
  'painel.panel': { method: 'GET', path: '/dashboard/{panel}', body: 'none', answer: 'json' },
  'painel.panelCsv': { method: 'GET', path: '/dashboard/{panel}/csv', body: 'none', answer: 'file' },
  'painel.reminders': { method: 'GET', path: '/reminders', body: 'none', answer: 'json' },
  'painel.readReminder': { method: 'POST', path: '/reminders/{reminderId}/read', body: 'none', answer: 'json' },
  'painel.readReminders': { method: 'POST', path: '/reminders/read', body: 'none', answer: 'json' },
  'painel.openapi': { method: 'GET', path: '/openapi.json', body: 'none', answer: 'json' },
  'painel.docs': { method: 'GET', path: '/docs', body: 'none', answer: 'text' },
  'painel.docsCss': { method: 'GET', path: '/docs.css', body: 'none', answer: 'text' },
} as const satisfies Record<keyof PainelCalls, PainelCallRoute>;
