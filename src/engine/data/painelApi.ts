import { ofetch } from 'ofetch';
import {
  IMPORT_FILE_PART,
  IMPORT_MAPPING_PART,
  IMPORT_PROGRESS_TYPE,
  IMPORT_SEEN_PART,
  isoDayIn,
  PAINEL_CALL_TABLE,
  profileList,
  sessionEndReason,
  UNCHANGED_HEADER,
  UNDO_HEADER,
  type ActivityPage,
  type ActivityQuery,
  type ApiProfiles,
  type HistoryEntry,
  type ImportLine,
  type ImportReport,
  type ImportSeen,
  type Messages,
  type PainelPage,
  type SavedView,
  type SessionEndReason,
  type SessionInfo,
  type TrashItem,
  type TrashQuery,
  type TrashRef,
  type TrashRestoreAnswer,
  type ViewChange,
  type ViewInput,
} from '../contract';
import { createAheadRead } from './aheadRead';
import { announceFailure, announceSuccess } from './announce';
import type { Inflight } from './inflight';
import { httpError, OperationError, toOperationError } from './OperationError';
import { painelCallKey, painelPath, painelSender, type PainelAnswer, type PainelCallName, type PainelCallParts } from './painelCall';
import type { ApiConfig, NoticeAction, Notify, RecordValues, SessionHooks } from './types';
import { uploadWithProgress } from './uploadWithProgress';

/** How one call of the extensions is made: told to the user (toasts) only when asked, with its own words or the call's. */
export interface PainelCallOptions {
  notify?: boolean;
  messages?: Messages;
}

export type { ActivityQuery, TrashQuery };

/**
 * Painel's own extensions (the `painel` API profile): a record's history and "Restaurar esta versão", the
 * activity (and its CSV), the trash and undo. Not a record API: it has its own calls, over the same session,
 * loading bar and toasts as the data provider. Without the profile (or its address) `available` is false and
 * every call fails: the screens that need it are not offered.
 */
export interface PainelApi {
  readonly available: boolean;
  /** Any of Painel's calls by its declared name, typed by its declaration; counted by the loading bar, told when asked. */
  call<K extends PainelCallName>(name: K, parts: PainelCallParts<K>, options?: PainelCallOptions): Promise<PainelAnswer<K>>;
  /**
   * A read asked for ahead of the screen that shows it (its route loader, while the screen's code loads); settles,
   * never rejects. Within PREFETCH_TTL_MS the screen's `call` with the same name and parts takes it instead of
   * asking again, and `takeAhead` gives it synchronously once it has arrived (the screen's first render has it).
   */
  prefetch<K extends PainelCallName>(name: K, parts: PainelCallParts<K>): Promise<void>;
  /** What `prefetch` brought for this name and parts if it has arrived; taken once (later calls ask the API). */
  takeAhead<K extends PainelCallName>(name: K, parts: PainelCallParts<K>): PainelAnswer<K> | undefined;
  history(resource: string, id: string, page?: { before?: number; limit?: number }): Promise<PainelPage<HistoryEntry>>;
  /**
   * Writes the fields that version had, as a new version; the record as it is now. `unchanged`: the version was
   * the record already (the server wrote nothing). Told: "Versão restaurada." with "Desfazer", or that nothing changed.
   */
  restoreVersion(resource: string, id: string, version: number, options?: PainelCallOptions): Promise<{ record: RecordValues; unchanged: boolean }>;
  /** A page of the activity; for an administrator, the backups and restores among its changes too. */
  activity(query: ActivityQuery): Promise<ActivityPage>;
  /** The activity matching `query` (every page) as CSV, and the file name the server gave it. */
  exportActivity(query: ActivityQuery, options?: PainelCallOptions): Promise<{ blob: Blob; fileName: string }>;
  trash(query: TrashQuery): Promise<PainelPage<TrashItem>>;
  /** Brings a deleted record back (same id); the record. Told with "Desfazer". */
  restoreFromTrash(resource: string, id: string, options?: PainelCallOptions): Promise<RecordValues>;
  /**
   * "Restaurar selecionados": several back in one request, each record's outcome; `undo`, the token that puts
   * back in the trash all that came back. Not told here: the caller words the count.
   */
  restoreManyFromTrash(items: TrashRef[], options?: PainelCallOptions): Promise<{ answer: TrashRestoreAnswer; undo?: string }>;
  /** "Excluir definitivamente": out of the trash for good, with its files. */
  purge(resource: string, id: string, options?: PainelCallOptions): Promise<void>;
  /** Undoes the change a `Painel-Undo` token names; how many records it put back. */
  undo(token: string, options?: PainelCallOptions): Promise<{ undone: number }>;
  /** Undoes a whole bulk request or import by its bulk id ("Atividade"), under the same rules as its token. */
  undoBulk(bulkId: string, options?: PainelCallOptions): Promise<{ undone: number }>;
  /** "Desfazer" on a notice: undoes a token's (or a bulk's) changes, told as it goes (a refusal says why); never rejects. */
  undoAction(which: string | { bulkId: string }): NoticeAction;
  /**
   * Sends a spreadsheet to be checked (`dryRun`) or imported. A report comes back either way: a refused import
   * (422, a row went wrong since the check) brings it with `refusal`, the reason. `undo`: the whole import's token.
   */
  importFile(resource: string, file: Blob, request: ImportRequest, options?: PainelCallOptions): Promise<{ report: ImportReport; refusal?: string; undo?: string }>;
  /** "Baixar modelo": an empty CSV with the titles an import reads. */
  importTemplate(resource: string, options?: PainelCallOptions): Promise<{ blob: Blob; fileName: string }>;
  /** "Visualizações": one's own and the shared views of a list. */
  views(resource: string): Promise<SavedView[]>;
  /** The person's default view of every list that has one (what each list opens with). */
  defaultViews(): Promise<SavedView[]>;
  saveView(resource: string, input: ViewInput, options?: PainelCallOptions): Promise<SavedView>;
  updateView(resource: string, id: string, change: ViewChange, options?: PainelCallOptions): Promise<SavedView>;
  deleteView(resource: string, id: string, options?: PainelCallOptions): Promise<void>;
  /** The view this person's list opens with; null: none. */
  setDefaultView(resource: string, id: string | null, options?: PainelCallOptions): Promise<void>;
  /** "Exportar CSV" of a home page panel: its table as the server writes it, and the file name it gave. */
  exportPanel(panel: string, options?: PainelCallOptions): Promise<{ blob: Blob; fileName: string }>;
  /** Ends the session `token` names on the server ("Sair"); the token is given: the cookie may be gone already. */
  signOut(token: string): Promise<void>;
  /** A fresh token for this session, which now ends an hour from now. */
  renewSession(): Promise<string>;
  /** Why the session `token` names ended (a reset password, "Encerrar" elsewhere…); "expired" when the server cannot tell. */
  whySessionEnded(token: string): Promise<SessionEndReason>;
  /** One's open sessions, the most recently used first. */
  sessions(): Promise<SessionInfo[]>;
  /** "Encerrar": ends one of one's other sessions. */
  endSession(id: string, options?: PainelCallOptions): Promise<void>;
  /** "Sair de todos os outros": how many ended. */
  endOtherSessions(options?: PainelCallOptions): Promise<{ ended: number }>;
  /** Opens the live event stream (text/event-stream), resuming after `lastEventId`; the raw answer, to be read as it comes. */
  openEvents(options: { lastEventId?: string; signal: AbortSignal }): Promise<Response>;
  /**
   * "I am on this record's page" — just arrived (the others there answer at once), or still here (every 20 s):
   * the others on it are told. Quiet: no loading bar, no toast. `tab` names this page among the person's.
   */
  sayPresence(resource: string, id: string, page: { tab: string; state: 'arrived' | 'here' }): Promise<void>;
  /** "I have left this record's page": the others drop it at once. `keepalive`: sent even as the page closes. */
  leavePresence(resource: string, id: string, tab: string, options?: { keepalive?: boolean }): Promise<void>;
  /** The server said this session ended (the stream's `session-ended`): ends it here as any 401 does. */
  sessionEnded(): void;
}

export interface ImportRequest {
  dryRun: boolean;
  /** Columns the person placed: header → field ("" ignores it). */
  mapping?: Record<string, string>;
  /** A commit's: what its dry run saw (the report's `seen`), so a record changed since is not overwritten. */
  seen?: ImportSeen;
  /** 0–1, as the file uploads. */
  onProgress?(sent: number): void;
  /** Rows the server has read (and checked or written) so far. */
  onRows?(rows: number): void;
}

interface PainelApiOptions {
  apis: ApiProfiles;
  endpoints: ApiConfig;
  session: SessionHooks;
  inflight: Inflight;
  notify: Notify;
}

export const PAINEL_UNAVAILABLE = 'As extensões do Painel (histórico, atividade e lixeira) não estão disponíveis nesta instalação.';

const DEFAULT_MESSAGES = {
  restoreVersion: { success: 'Versão restaurada.', error: 'Erro ao restaurar a versão' },
  exportActivity: { error: 'Erro ao exportar a atividade' },
  importFile: { error: 'Erro ao importar a planilha' },
  saveView: { success: 'Visualização salva.', error: 'Erro ao salvar a visualização' },
  updateView: { success: 'Visualização alterada.', error: 'Erro ao alterar a visualização' },
  deleteView: { success: 'Visualização excluída.', error: 'Erro ao excluir a visualização' },
  setDefaultView: { error: 'Erro ao mudar a visualização padrão' },
  importTemplate: { error: 'Erro ao baixar o modelo' },
  exportPanel: { error: 'Erro ao exportar o painel' },
  restoreFromTrash: { success: 'Registro restaurado.', error: 'Erro ao restaurar o registro' },
  purge: { success: 'Registro excluído definitivamente.', error: 'Erro ao excluir definitivamente' },
  undo: { success: 'Alteração desfeita.', error: 'Erro ao desfazer' },
  restoreManyFromTrash: { error: 'Erro ao restaurar os registros selecionados' },
  endSession: { success: 'Sessão encerrada.', error: 'Erro ao encerrar a sessão' },
  endOtherSessions: { success: 'As outras sessões foram encerradas.', error: 'Erro ao encerrar as outras sessões' },
} satisfies Record<string, Messages>;

/** Said instead of "Versão restaurada." when the version restored was the record as it is now. */
export const VERSION_UNCHANGED = 'Esta versão é igual à atual: nada mudou.';

/** How long the sign-in page waits to say why a session ended before it says "expirou". */
const WHY_ENDED_WAIT_MS = 3000;

/** A page as answered; an answer of another shape (a proxy's page, another server) is an empty one, never a crash. */
function pageOf<T>(answer: unknown): PainelPage<T> {
  const page = answer && typeof answer === 'object' ? (answer as Partial<PainelPage<T>>) : {};
  return { items: Array.isArray(page.items) ? page.items : [], more: page.more === true };
}

/** The file name a `Content-Disposition` gives, else the server's own pattern. */
function fileNameOf(disposition: string | null, otherwise = `atividade-${isoDayIn(new Date())}.csv`): string {
  const named = disposition && /filename="?([^";]+)"?/.exec(disposition)?.[1];
  return named || otherwise;
}

/** What each group of methods is made with: the sender, the run that counts and tells, the session. */
interface PainelContext {
  available: boolean;
  /** The painel profile's address ('' when none). */
  url: string;
  session: SessionHooks;
  notify: Notify;
  sender: ReturnType<typeof painelSender>;
  run<T>(work: () => Promise<T>, defaults?: Messages, options?: PainelCallOptions, told?: (result: T, messages: Messages) => void): Promise<T>;
  /** A write's answer with what its headers say: how to undo it (Painel-Undo), or that it changed nothing. */
  written<K extends PainelCallName>(name: K, parts: PainelCallParts<K>): Promise<{ data: PainelAnswer<K>; undo?: string; unchanged: boolean }>;
  /** A file the call answers (a CSV), and the name the server gave it; a refusal read as the JSON it is. */
  file<K extends PainelCallName>(name: K, parts: PainelCallParts<K>, fallbackName: string): Promise<{ blob: Blob; fileName: string }>;
  toldWithUndo(answer: { undo?: string }, messages: Messages): void;
}

function painelContext({ apis, endpoints, session, inflight, notify }: PainelApiOptions): PainelContext {
  const profile = profileList(apis).find((p) => p.transport === 'painel');
  const url = (profile && endpoints[profile.name]?.url) || '';
  const available = Boolean(url);
  const sender = painelSender(url || undefined, session);
  const ctx: PainelContext = {
    available,
    url,
    session,
    notify,
    sender,
    /** One call, counted by the loading bar, failures as OperationErrors, told when asked (`told`: how a success is told, when not with the messages alone). */
    async run(work, defaults = {}, options = {}, told) {
      const messages = { ...defaults, ...options.messages };
      try {
        if (!available) throw new OperationError(0, PAINEL_UNAVAILABLE);
        const result = await inflight.track(work).catch((e: unknown) => {
          throw toOperationError(e);
        });
        if (options.notify) (told ?? ((_, m) => announceSuccess(notify, m)))(result, messages);
        return result;
      } catch (e) {
        throw options.notify ? announceFailure(notify, messages, e) : toOperationError(e);
      }
    },
    async written(name, parts) {
      const response = await sender.send(name, parts);
      return { data: response._data as PainelAnswer<typeof name>, undo: response.headers.get(UNDO_HEADER) ?? undefined, unchanged: response.headers.get(UNCHANGED_HEADER) === 'true' };
    },
    async file(name, parts, fallbackName) {
      const response = await sender.send<typeof name, Blob>(name, parts, { responseType: 'blob', ignoreResponseError: true });
      if (!response.ok) {
        if (response.status === 401) session.onUnauthorized();
        throw httpError(response.status, response._data instanceof Blob ? await readJson(response._data) : response._data);
      }
      return { blob: response._data as Blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
    },
    toldWithUndo: ({ undo: token }, messages) => announceSuccess(notify, messages, token ? undoActionOf(ctx)(token) : undefined),
  };
  return ctx;
}

/** "Desfazer" on a notice: undoes a token's (or a bulk's) changes, told as it goes (a refusal says why); never rejects. */
const undoActionOf = (ctx: PainelContext) => (which: string | { bulkId: string }): NoticeAction => ({
  label: 'Desfazer',
  run: () => (typeof which === 'string' ? undoOf(ctx)(which, { notify: true }) : undoBulkOf(ctx)(which.bulkId, { notify: true })).then(() => undefined, () => undefined),
});
const undoOf = (ctx: PainelContext) => (token: string, options?: PainelCallOptions) => ctx.run(() => ctx.sender.call('painel.undo', { params: { token } }), DEFAULT_MESSAGES.undo, options);
const undoBulkOf = (ctx: PainelContext) => (bulkId: string, options?: PainelCallOptions) => ctx.run(() => ctx.sender.call('painel.undoBulk', { params: { bulkId } }), DEFAULT_MESSAGES.undo, options);

type Methods<K extends keyof PainelApi> = Pick<PainelApi, K>;

/** A record's history, "Restaurar esta versão", the activity and its CSV, "Desfazer". */
function historyMethods(ctx: PainelContext): Methods<'history' | 'restoreVersion' | 'activity' | 'exportActivity' | 'undo' | 'undoBulk' | 'undoAction'> {
  const { run, sender, notify } = ctx;
  return {
    history: (resource, id, page = {}) => run(async () => pageOf(await sender.call('painel.history', { params: { resource, id }, query: page }))),
    restoreVersion: async (resource, id, version, options) => {
      const { data, unchanged } = await run(
        () => ctx.written('painel.restoreVersion', { params: { resource, id, version } }),
        DEFAULT_MESSAGES.restoreVersion,
        options,
        (answer, messages) => (answer.unchanged ? notify('info', VERSION_UNCHANGED) : ctx.toldWithUndo(answer, messages)),
      );
      return { record: data as RecordValues, unchanged };
    },
    activity: (query) =>
      run(async () => {
        const answer = await sender.call('painel.activity', { query });
        return { ...pageOf<HistoryEntry>(answer), ...(Array.isArray(answer?.backups) ? { backups: answer.backups } : {}) };
      }),
    exportActivity: ({ before: _before, page: _page, limit: _limit, ...filter }, options) =>
      run(() => ctx.file('painel.activityExport', { query: filter }, `atividade-${isoDayIn(new Date())}.csv`), DEFAULT_MESSAGES.exportActivity, options),
    undo: undoOf(ctx),
    undoBulk: undoBulkOf(ctx),
    undoAction: undoActionOf(ctx),
  };
}

/** The trash: its pages, a restore (one, or a selection), a purge. */
function trashMethods(ctx: PainelContext): Methods<'trash' | 'restoreFromTrash' | 'restoreManyFromTrash' | 'purge'> {
  const { run, sender } = ctx;
  return {
    trash: ({ resource, ...page }) => run(async () => pageOf(await (resource ? sender.call('painel.trashOf', { params: { resource }, query: page }) : sender.call('painel.trash', { query: page })))),
    restoreFromTrash: async (resource, id, options) =>
      (await run(() => ctx.written('painel.restore', { params: { resource, id } }), DEFAULT_MESSAGES.restoreFromTrash, options, ctx.toldWithUndo)).data as RecordValues,
    restoreManyFromTrash: async (items, options) => {
      const { data, undo: token } = await run(() => ctx.written('painel.restoreMany', { body: { items } }), DEFAULT_MESSAGES.restoreManyFromTrash, options, () => undefined);
      return { answer: data, ...(token ? { undo: token } : {}) };
    },
    purge: (resource, id, options) => run(async () => void (await sender.call('painel.purge', { params: { resource, id } })), DEFAULT_MESSAGES.purge, options),
  };
}

/**
 * "Importar" (the file goes with the browser's XMLHttpRequest, its upload's progress, the answer told line by
 * line), its template, and the home page panels' CSV: files that go or come.
 */
function importMethods(ctx: PainelContext): Methods<'importFile' | 'importTemplate' | 'exportPanel'> {
  const { run, session } = ctx;
  return {
    importFile: (resource, file, { dryRun, mapping, seen, onProgress, onRows }, options) =>
      run(
        async () => {
          const form = new FormData();
          if (mapping) form.append(IMPORT_MAPPING_PART, JSON.stringify(mapping));
          if (seen) form.append(IMPORT_SEEN_PART, JSON.stringify(seen));
          form.append(IMPORT_FILE_PART, file, file instanceof File ? file.name : 'planilha');
          const token = session.getToken();
          const headers: Record<string, string> = { Accept: IMPORT_PROGRESS_TYPE, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
          const address = `${ctx.url}${painelPath('painel.import', { params: { resource } })}${dryRun ? '?dryRun=true' : ''}`;
          // The server tells how many rows it has read, line by line; the last line is the outcome.
          const answer = await uploadWithProgress(address, form, headers, onProgress, (text) => {
            const last = parsedOrNot(text.slice(0, text.lastIndexOf('\n')).split('\n').at(-1) ?? '') as ImportLine | undefined;
            if (last && 'progress' in last) onRows?.(last.progress.rows);
          });
          if (answer.status === 401) session.onUnauthorized();
          // Refused before it was read (403, 413, 415…): one JSON error, or a proxy's page.
          if (answer.status !== 200) throw httpError(answer.status, parsedOrNot(answer.text));
          return importOutcome(answer.text, session);
        },
        DEFAULT_MESSAGES.importFile,
        options,
      ),
    importTemplate: (resource, options) => run(() => ctx.file('painel.importTemplate', { params: { resource } }, `modelo-${resource}.csv`), DEFAULT_MESSAGES.importTemplate, options),
    exportPanel: (panel, options) => run(() => ctx.file('painel.panelCsv', { params: { panel } }, `${panel}-${isoDayIn(new Date())}.csv`), DEFAULT_MESSAGES.exportPanel, options),
  };
}

/** The import's last line: its report (and token), a refusal with its report, or a failure. */
function importOutcome(text: string, session: SessionHooks): { report: ImportReport; refusal?: string; undo?: string } {
  const outcome = text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as ImportLine).at(-1);
  if (outcome && 'report' in outcome) return { report: outcome.report, undo: outcome.undo };
  if (outcome && 'error' in outcome && outcome.error.report) return { report: outcome.error.report, refusal: outcome.error.message };
  if (outcome && 'error' in outcome && outcome.error.status === 401) session.onUnauthorized();
  throw httpError(outcome && 'error' in outcome ? outcome.error.status : 0, outcome && 'error' in outcome ? outcome.error : undefined);
}

/** "Visualizações": a list's saved views, the default one of each list. */
function viewMethods({ run, sender }: PainelContext): Methods<'views' | 'defaultViews' | 'saveView' | 'updateView' | 'deleteView' | 'setDefaultView'> {
  return {
    views: (resource) => run(async () => pageOf<SavedView>(await sender.call('painel.views', { params: { resource } })).items),
    defaultViews: () => run(async () => pageOf<SavedView>(await sender.call('painel.defaultViews', {})).items),
    saveView: (resource, input, options) => run(() => sender.call('painel.saveView', { params: { resource }, body: input }), DEFAULT_MESSAGES.saveView, options),
    updateView: (resource, viewId, change, options) => run(() => sender.call('painel.updateView', { params: { resource, viewId }, body: change }), DEFAULT_MESSAGES.updateView, options),
    deleteView: (resource, viewId, options) => run(async () => void (await sender.call('painel.deleteView', { params: { resource, viewId } })), DEFAULT_MESSAGES.deleteView, options),
    setDefaultView: (resource, id, options) => run(async () => void (await sender.call('painel.defaultView', { params: { resource }, body: { id } })), DEFAULT_MESSAGES.setDefaultView, options),
  };
}

/** One's sessions: sign-out, renewal, why one ended, the list, "Encerrar", "Sair de todos os outros". */
function sessionMethods(ctx: PainelContext): Methods<'signOut' | 'renewSession' | 'whySessionEnded' | 'sessions' | 'endSession' | 'endOtherSessions' | 'sessionEnded'> {
  const { run, sender, available, url, session } = ctx;
  const withToken = (token: string) => ({ retry: 0 as const, headers: { Authorization: `Bearer ${token}` } });
  return {
    // Not counted by the loading bar, and a refusal ends nothing more: the person is leaving anyway.
    signOut: async (token) => {
      if (available) await ofetch(`${url}${painelPath('painel.signOut', {})}`, { method: PAINEL_CALL_TABLE['painel.signOut'].method, ...withToken(token) });
    },
    // In the background: not counted by the loading bar (a 401 still ends the session, as on any call).
    renewSession: async () => {
      if (!available) throw new OperationError(0, PAINEL_UNAVAILABLE);
      const { token } = await sender.call('painel.renew', {}).catch((e: unknown) => {
        throw toOperationError(e);
      });
      if (typeof token !== 'string' || !token) throw new OperationError(0, 'A resposta do servidor não trouxe o token de acesso.');
      return token;
    },
    // Asked with the token that stopped working, after the cookie went: not counted, never a 401 of its own.
    whySessionEnded: async (token) => {
      if (!available) return 'expired';
      const answer = await ofetch<{ reason?: unknown }>(`${url}${painelPath('painel.sessionEnded', {})}`, { ...withToken(token), timeout: WHY_ENDED_WAIT_MS }).catch(() => undefined);
      return sessionEndReason(answer?.reason);
    },
    sessions: () => run(async () => pageOf<SessionInfo>(await sender.call('painel.sessions', {})).items),
    endSession: (id, options) => run(async () => void (await sender.call('painel.endSession', { params: { id } })), DEFAULT_MESSAGES.endSession, options),
    endOtherSessions: (options) => run(() => sender.call('painel.endOthers', {}), DEFAULT_MESSAGES.endOtherSessions, options),
    sessionEnded: () => session.onUnauthorized(),
  };
}

/** The live stream and presence: quiet, never counted by the loading bar. */
function liveMethods({ available, url, sender, session }: PainelContext): Methods<'openEvents' | 'sayPresence' | 'leavePresence'> {
  return {
    sayPresence: async (resource, id, query) => {
      if (available) await sender.call('painel.presence', { params: { resource, id }, query });
    },
    leavePresence: async (resource, id, tab, { keepalive = false } = {}) => {
      if (available) await sender.call('painel.leave', { params: { resource, id }, query: { tab } }, { keepalive });
    },
    // The browser's own fetch: its body is read as it streams in, for as long as the page listens.
    openEvents: ({ lastEventId, signal }) => {
      if (!available) return Promise.reject(new OperationError(0, PAINEL_UNAVAILABLE));
      const token = session.getToken();
      return globalThis
        .fetch(`${url}${painelPath('painel.events', {})}`, {
          signal,
          cache: 'no-store',
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        })
        .then((res) => {
          if (res.status === 401) session.onUnauthorized();
          return res;
        });
    },
  };
}

/**
 * Painel's own calls for the screens: each by its declared name (`call`), and the ones a screen needs told or
 * shaped (toasts with "Desfazer", files, the import's progress) as methods.
 */
export function createPainelApi(options: PainelApiOptions): PainelApi {
  const ctx = painelContext(options);
  const ahead = createAheadRead<unknown>();
  // The same read whatever the order of its query's parameters (painelCallKey).
  const keyOf = <K extends PainelCallName>(name: K, parts: PainelCallParts<K>) => painelCallKey(name, parts);
  const callNow = <K extends PainelCallName>(name: K, parts: PainelCallParts<K>, callOptions?: PainelCallOptions) =>
    ctx.run(() => ctx.sender.call(name, parts), {}, callOptions);
  return {
    available: ctx.available,
    call: (name, parts, callOptions) => ((!callOptions?.notify && ahead.take(keyOf(name, parts))?.answer) as ReturnType<typeof callNow<typeof name>> | undefined) || callNow(name, parts, callOptions),
    prefetch: (name, parts) => ahead.ask(keyOf(name, parts), () => callNow(name, parts)),
    takeAhead: (name, parts) => ahead.take(keyOf(name, parts), true)?.arrived as PainelAnswer<typeof name> | undefined,
    ...historyMethods(ctx),
    ...trashMethods(ctx),
    ...importMethods(ctx),
    ...viewMethods(ctx),
    ...sessionMethods(ctx),
    ...liveMethods(ctx),
  };
}

/** A JSON answer's body; anything else (a proxy's page) as undefined: a reasonless answer. */
function parsedOrNot(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A refusal read from a blob answer (the export asks for a file; a refusal is JSON). */
async function readJson(blob: Blob): Promise<unknown> {
  return parsedOrNot(await blob.text());
}
