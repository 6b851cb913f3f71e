import { ofetch } from 'ofetch';
import { IMPORT_FILE_PART, IMPORT_MAPPING_PART, IMPORT_PROGRESS_TYPE, IMPORT_SEEN_PART, isoDayIn, profileList, type ApiProfiles, type HistoryEntry, type ImportLine, type ImportReport, type ImportSeen, type SavedView, type ViewInput, type HistoryOperation, type Messages, type PainelPage, type SessionInfo, type TrashItem, type TrashRef, type TrashRestoreAnswer, sessionEndReason, type SessionEndReason } from '../contract';
import { announceFailure, announceSuccess } from './announce';
import type { Inflight } from './inflight';
import { httpError, OperationError, toOperationError } from './OperationError';
import type { ApiConfig, NoticeAction, Notify, RecordValues, SessionHooks } from './types';
import { uploadWithProgress } from './uploadWithProgress';

/** How one call of the extensions is made: told to the user (toasts) only when asked, with its own words or the call's. */
export interface PainelCallOptions {
  notify?: boolean;
  messages?: Messages;
}

/** What the activity asks for (every part optional): `from`/`to` a day (AAAA-MM-DD) in São Paulo. */
export interface ActivityQuery {
  resource?: string;
  /** A person's id. */
  actor?: string;
  operation?: HistoryOperation;
  from?: string;
  to?: string;
  /** Keyset paging: entries older than this entry id. */
  before?: number;
  page?: number;
  limit?: number;
}

export interface TrashQuery {
  resource?: string;
  before?: number;
  limit?: number;
}

/**
 * Painel's own extensions (the `painel` API profile): a record's history and "Restaurar esta versão", the
 * activity (and its CSV), the trash and undo. Not a record API: it has its own calls, over the same session,
 * loading bar and toasts as the data provider. Without the profile (or its address) `available` is false and
 * every call fails: the screens that need it are not offered.
 */
export interface PainelApi {
  readonly available: boolean;
  history(resource: string, id: string, page?: { before?: number; limit?: number }): Promise<PainelPage<HistoryEntry>>;
  /**
   * Writes the fields that version had, as a new version; the record as it is now. `unchanged`: the version was
   * the record already (the server wrote nothing). Told: "Versão restaurada." with "Desfazer", or that nothing changed.
   */
  restoreVersion(resource: string, id: string, version: number, options?: PainelCallOptions): Promise<{ record: RecordValues; unchanged: boolean }>;
  activity(query: ActivityQuery): Promise<PainelPage<HistoryEntry>>;
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
  updateView(resource: string, id: string, change: Partial<Omit<ViewInput, 'isDefault'>>, options?: PainelCallOptions): Promise<SavedView>;
  deleteView(resource: string, id: string, options?: PainelCallOptions): Promise<void>;
  /** The view this person's list opens with; null: none. */
  setDefaultView(resource: string, id: string | null, options?: PainelCallOptions): Promise<void>;
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
  restoreFromTrash: { success: 'Registro restaurado.', error: 'Erro ao restaurar o registro' },
  purge: { success: 'Registro excluído definitivamente.', error: 'Erro ao excluir definitivamente' },
  undo: { success: 'Alteração desfeita.', error: 'Erro ao desfazer' },
  restoreManyFromTrash: { error: 'Erro ao restaurar os registros selecionados' },
  endSession: { success: 'Sessão encerrada.', error: 'Erro ao encerrar a sessão' },
  endOtherSessions: { success: 'As outras sessões foram encerradas.', error: 'Erro ao encerrar as outras sessões' },
} satisfies Record<string, Messages>;

/** Said instead of "Versão restaurada." when the version restored was the record as it is now. */
export const VERSION_UNCHANGED = 'Esta versão é igual à atual: nada mudou.';

const seg = encodeURIComponent;

/** How long the sign-in page waits to say why a session ended before it says "expirou". */
const WHY_ENDED_WAIT_MS = 3000;

/** Query parameters with a value (an empty filter is not sent). */
const queryOf = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

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

export function createPainelApi({ apis, endpoints, session, inflight, notify }: PainelApiOptions): PainelApi {
  const profile = profileList(apis).find((p) => p.transport === 'painel');
  const endpoint = profile && endpoints[profile.name];
  const available = Boolean(endpoint?.url);

  // As the REST transport: the bearer on every call, a 401 ends the session, no automatic retries.
  const fetch = ofetch.create({
    baseURL: endpoint?.url,
    retry: 0,
    onRequest({ options }) {
      const token = session.getToken();
      if (token) options.headers.set('Authorization', `Bearer ${token}`);
    },
    onResponseError({ response }) {
      if (response.status === 401) session.onUnauthorized();
    },
  });

  /**
   * One call, counted by the loading bar, failures as OperationErrors, told when asked (`told`: how a success is
   * told, when not with the messages alone).
   */
  async function run<T>(work: () => Promise<T>, defaults: Messages = {}, options: PainelCallOptions = {}, told?: (result: T, messages: Messages) => void): Promise<T> {
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
  }

  /** A write's answer with what its headers say: how to undo it (Painel-Undo), or that it changed nothing. */
  async function written<T>(path: string, init: { method: 'POST'; body?: Record<string, unknown> }): Promise<{ data: T; undo?: string; unchanged: boolean }> {
    const response = await fetch.raw<T>(path, init);
    return { data: response._data as T, undo: response.headers.get('painel-undo') ?? undefined, unchanged: response.headers.get('painel-unchanged') === 'true' };
  }

  const undo = (token: string, options?: PainelCallOptions) => run(() => fetch<{ undone: number }>(`/undo/${seg(token)}`, { method: 'POST' }), DEFAULT_MESSAGES.undo, options);
  const undoBulk = (bulkId: string, options?: PainelCallOptions) =>
    run(() => fetch<{ undone: number }>(`/undo/bulk/${seg(bulkId)}`, { method: 'POST' }), DEFAULT_MESSAGES.undo, options);
  const undoAction = (which: string | { bulkId: string }): NoticeAction => ({
    label: 'Desfazer',
    run: () => (typeof which === 'string' ? undo(which, { notify: true }) : undoBulk(which.bulkId, { notify: true })).then(() => undefined, () => undefined),
  });
  /** A success told with its message and, when the answer carries a token, "Desfazer". */
  const toldWithUndo = ({ undo: token }: { undo?: string }, messages: Messages) => announceSuccess(notify, messages, token ? undoAction(token) : undefined);

  return {
    available,
    history: (resource, id, page = {}) => run(async () => pageOf(await fetch(`/history/${seg(resource)}/${seg(id)}`, { query: queryOf(page) }))),
    restoreVersion: async (resource, id, version, options) => {
      const { data, unchanged } = await run(
        () => written<RecordValues>(`/history/${seg(resource)}/${seg(id)}/${version}/restore`, { method: 'POST' }),
        DEFAULT_MESSAGES.restoreVersion,
        options,
        (answer, messages) => (answer.unchanged ? notify('info', VERSION_UNCHANGED) : toldWithUndo(answer, messages)),
      );
      return { record: data, unchanged };
    },
    activity: (query) => run(async () => pageOf(await fetch('/activity', { query: queryOf(query) }))),
    exportActivity: (query, options) =>
      run(
        async () => {
          const { before: _before, page: _page, limit: _limit, ...filter } = query;
          const response = await fetch.raw('/activity/export', { query: queryOf(filter), responseType: 'blob', ignoreResponseError: true });
          if (!response.ok) {
            if (response.status === 401) session.onUnauthorized();
            throw httpError(response.status, response._data instanceof Blob ? await readJson(response._data) : response._data);
          }
          return { blob: response._data as Blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
        },
        DEFAULT_MESSAGES.exportActivity,
        options,
      ),
    importFile: (resource, file, { dryRun, mapping, seen, onProgress, onRows }, options) =>
      run(
        async () => {
          const form = new FormData();
          if (mapping) form.append(IMPORT_MAPPING_PART, JSON.stringify(mapping));
          if (seen) form.append(IMPORT_SEEN_PART, JSON.stringify(seen));
          form.append(IMPORT_FILE_PART, file, file instanceof File ? file.name : 'planilha');
          const token = session.getToken();
          const headers: Record<string, string> = { Accept: IMPORT_PROGRESS_TYPE, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
          // The server tells how many rows it has read, line by line; the last line is the outcome.
          const linesOf = (text: string) => text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as ImportLine);
          const answer = await uploadWithProgress(`${endpoint!.url}/import/${seg(resource)}${dryRun ? '?dryRun=true' : ''}`, form, headers, onProgress, (text) => {
            const last = parsedOrNot(text.slice(0, text.lastIndexOf('\n')).split('\n').at(-1) ?? '') as ImportLine | undefined;
            if (last && 'progress' in last) onRows?.(last.progress.rows);
          });
          if (answer.status === 401) session.onUnauthorized();
          // Refused before it was read (403, 413, 415…): one JSON error, or a proxy's page.
          if (answer.status !== 200) throw httpError(answer.status, parsedOrNot(answer.text));
          const outcome = linesOf(answer.text).at(-1);
          if (outcome && 'report' in outcome) return { report: outcome.report, undo: outcome.undo };
          if (outcome && 'error' in outcome && outcome.error.report) return { report: outcome.error.report, refusal: outcome.error.message };
          if (outcome && 'error' in outcome && outcome.error.status === 401) session.onUnauthorized();
          throw httpError(outcome && 'error' in outcome ? outcome.error.status : 0, outcome && 'error' in outcome ? outcome.error : undefined);
        },
        DEFAULT_MESSAGES.importFile,
        options,
      ),
    importTemplate: (resource, options) =>
      run(
        async () => {
          const response = await fetch.raw(`/import/${seg(resource)}/template`, { responseType: 'blob', ignoreResponseError: true });
          if (!response.ok) {
            if (response.status === 401) session.onUnauthorized();
            throw httpError(response.status, response._data instanceof Blob ? await readJson(response._data) : response._data);
          }
          return { blob: response._data as Blob, fileName: fileNameOf(response.headers.get('content-disposition'), `modelo-${resource}.csv`) };
        },
        DEFAULT_MESSAGES.importTemplate,
        options,
      ),
    views: (resource) => run(async () => pageOf<SavedView>(await fetch(`/views/${seg(resource)}`)).items),
    defaultViews: () => run(async () => pageOf<SavedView>(await fetch('/default-views')).items),
    saveView: (resource, input, options) => run(() => fetch<SavedView>(`/views/${seg(resource)}`, { method: 'POST', body: input }), DEFAULT_MESSAGES.saveView, options),
    updateView: (resource, id, change, options) =>
      run(() => fetch<SavedView>(`/views/${seg(resource)}/${seg(id)}`, { method: 'PATCH', body: change }), DEFAULT_MESSAGES.updateView, options),
    deleteView: (resource, id, options) => run(async () => void (await fetch(`/views/${seg(resource)}/${seg(id)}`, { method: 'DELETE' })), DEFAULT_MESSAGES.deleteView, options),
    setDefaultView: (resource, id, options) =>
      run(async () => void (await fetch(`/views/${seg(resource)}/default`, { method: 'PUT', body: { id } })), DEFAULT_MESSAGES.setDefaultView, options),
    trash: ({ resource, ...page }) => run(async () => pageOf(await fetch(resource ? `/trash/${seg(resource)}` : '/trash', { query: queryOf(page) }))),
    restoreFromTrash: async (resource, id, options) =>
      (await run(() => written<RecordValues>(`/trash/${seg(resource)}/${seg(id)}/restore`, { method: 'POST' }), DEFAULT_MESSAGES.restoreFromTrash, options, toldWithUndo)).data,
    restoreManyFromTrash: async (items, options) => {
      const { data, undo: token } = await run(
        () => written<TrashRestoreAnswer>('/trash/restore', { method: 'POST', body: { items } }),
        DEFAULT_MESSAGES.restoreManyFromTrash,
        options,
        () => undefined,
      );
      return { answer: data, ...(token ? { undo: token } : {}) };
    },
    purge: (resource, id, options) =>
      run(async () => void (await fetch(`/trash/${seg(resource)}/${seg(id)}`, { method: 'DELETE' })), DEFAULT_MESSAGES.purge, options),
    undo,
    undoBulk,
    undoAction,
    // Not counted by the loading bar, and a refusal ends nothing more: the person is leaving anyway.
    signOut: async (token) => {
      if (available) await ofetch(`${endpoint!.url}/sign-out`, { method: 'POST', retry: 0, headers: { Authorization: `Bearer ${token}` } });
    },
    // In the background: not counted by the loading bar (a 401 still ends the session, as on any call).
    renewSession: async () => {
      if (!available) throw new OperationError(0, PAINEL_UNAVAILABLE);
      const { token } = await fetch<{ token?: unknown }>('/session/renew', { method: 'POST' }).catch((e: unknown) => {
        throw toOperationError(e);
      });
      if (typeof token !== 'string' || !token) throw new OperationError(0, 'A resposta do servidor não trouxe o token de acesso.');
      return token;
    },
    // Asked with the token that stopped working, after the cookie went: not counted, never a 401 of its own.
    whySessionEnded: async (token) => {
      if (!available) return 'expired';
      const answer = await ofetch<{ reason?: unknown }>(`${endpoint!.url}/session/ended`, { retry: 0, timeout: WHY_ENDED_WAIT_MS, headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
      return sessionEndReason(answer?.reason);
    },
    sessions: () => run(async () => pageOf<SessionInfo>(await fetch('/sessions')).items),
    endSession: (id, options) => run(async () => void (await fetch(`/sessions/${seg(id)}`, { method: 'DELETE' })), DEFAULT_MESSAGES.endSession, options),
    endOtherSessions: (options) => run(() => fetch('/sessions/end-others', { method: 'POST' }), DEFAULT_MESSAGES.endOtherSessions, options),
    sessionEnded: () => session.onUnauthorized(),
    sayPresence: async (resource, id, { tab, state }) => {
      if (available) await fetch(`/presence/${seg(resource)}/${seg(id)}`, { method: 'POST', query: { tab, state } });
    },
    leavePresence: async (resource, id, tab, { keepalive = false } = {}) => {
      if (available) await fetch(`/presence/${seg(resource)}/${seg(id)}`, { method: 'DELETE', query: { tab }, keepalive });
    },
    // The browser's own fetch: its body is read as it streams in, for as long as the page listens.
    openEvents: ({ lastEventId, signal }) => {
      if (!available) return Promise.reject(new OperationError(0, PAINEL_UNAVAILABLE));
      const token = session.getToken();
      return globalThis
        .fetch(`${endpoint!.url}/events`, {
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
