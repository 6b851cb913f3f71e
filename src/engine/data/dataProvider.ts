import { authProfile, carryingCurrentSecret, pick, profileOf, type Action, type BulkAnswer, type BulkRequest, type ApiProfiles, type ListQuery, type ListResult, type Messages, type Operation, type ResourceDescriptor } from '../contract';
import { createAheadRead } from './aheadRead';
import { announceFailure, announceSuccess } from './announce';
import { swrKeys } from './swrKeys';
import type { Inflight } from './inflight';
import { OperationError, toOperationError } from './OperationError';
import { transports, type ExportProgress, type RecordCall, type Transport } from './transports';
import type { ApiConfig, NoticeAction, Notify, RecordValues, SessionHooks } from './types';

/** How one call is made. */
interface CallOptions {
  /**
   * Tell the user how it went with the descriptor's messages (spec §8): a success toast, or an error toast
   * (the console log is kept either way). Off by default: a read made through SWR stays silent, and the
   * screen that owns it tells its failure once (useFailureNotice).
   */
  notify?: boolean;
  /**
   * The record as the screen shows it: its version goes as If-Match, so a change someone made since is refused
   * (412 with the record now, OperationError.conflict) instead of silently overwritten.
   */
  shown?: RecordValues;
  /** The screen shows a version conflict (412) itself, in place (the form's conflict view): no toast for it. */
  conflictInPlace?: boolean;
}

/**
 * The engine's one narrow data interface (react-admin's dataProvider): every call a screen makes, built from
 * the descriptor's operations and sent through the transport its API profile names. Failures are always
 * OperationErrors; toasts only when a call asks for them.
 */
export interface DataProvider {
  /** The version a record carries (where its API profile says), when it has one. */
  versionOf(d: ResourceDescriptor, record: RecordValues | undefined): number | undefined;
  signIn(email: string, password: string): Promise<{ token?: string; user?: RecordValues }>;
  session(): Promise<RecordValues | undefined>;
  list(d: ResourceDescriptor, query: ListQuery, options?: CallOptions): Promise<ListResult<RecordValues>>;
  /**
   * Asks for a list page ahead of the screen that shows it (its route loader, while the screen's code loads);
   * settles with the answer, never rejects. Within PREFETCH_TTL_MS (or `ttlMs`) the screen takes it instead of asking again:
   * synchronously once it has arrived (takePrefetchedList: the screen's first render has its rows), else its first
   * `list` call with the same query gets the request under way. Only the latest is kept; one that fails is
   * dropped, and the screen asks itself; a write forgets it.
   */
  prefetchList(d: ResourceDescriptor, query: ListQuery, ttlMs?: number): Promise<void>;
  /** The prefetched page for this query if it has arrived; taken once (later reads ask the API). */
  takePrefetchedList(d: ResourceDescriptor, query: ListQuery): ListResult<RecordValues> | undefined;
  /** A singleton is read without an id. */
  read(d: ResourceDescriptor, id?: string, options?: CallOptions): Promise<RecordValues>;
  /**
   * Asks for a record ahead of its form (its route loader, while the form's code loads), as prefetchList does
   * for a page: settles, never rejects; the form's first `read` (without `notify`) or takePrefetchedRead gets it.
   * One that failed is kept as well: the form's read fails with its failure, without a second request. Settles
   * with the record (still the form's to take), or undefined when it failed or a later read ahead replaced it.
   */
  prefetchRead(d: ResourceDescriptor, id: string): Promise<RecordValues | undefined>;
  /** The prefetched record if it has arrived; taken once (later reads ask the API). */
  takePrefetchedRead(d: ResourceDescriptor, id: string): RecordValues | undefined;
  create(d: ResourceDescriptor, values: RecordValues, options?: CallOptions): Promise<RecordValues | undefined>;
  update(d: ResourceDescriptor, id: string | undefined, values: RecordValues, options?: CallOptions): Promise<RecordValues | undefined>;
  remove(d: ResourceDescriptor, id: string, options?: CallOptions): Promise<void>;
  action(d: ResourceDescriptor, action: Action, id: string, values?: RecordValues, options?: CallOptions): Promise<RecordValues | undefined>;
  /**
   * One bulk request; its per-record results (the caller sums them up in one toast) and, when the server can undo
   * it, the "Desfazer" that notice offers (the whole request at once). A refused request fails like any call.
   */
  bulk(d: ResourceDescriptor, request: BulkRequest, options?: CallOptions): Promise<{ answer: BulkAnswer; undo?: NoticeAction }>;
  /** The list's current search, filters and order as CSV (every page), read as it streams. */
  exportCsv(d: ResourceDescriptor, query: ListQuery, onProgress: (progress: ExportProgress) => void, options?: CallOptions): Promise<Blob>;
}

type Verb = keyof ResourceDescriptor['operations'];

export { PREFETCH_TTL_MS } from './aheadRead';

function operationOf(d: ResourceDescriptor, verb: Verb): Operation {
  const op = d.operations[verb];
  if (!op) throw new OperationError(0, `${d.labels.plural}: operação "${verb}" não declarada.`);
  return op;
}

interface DataProviderOptions {
  /** The API profiles (schemas/apis.json): each descriptor's `api` names one. */
  apis: ApiProfiles;
  /** Where each profile is reached from here. */
  endpoints: ApiConfig;
  session: SessionHooks;
  /** The app's pending-request counter (the loading bar). */
  inflight: Inflight;
  /** The app's toasts, for calls made with `notify`. */
  notify: Notify;
  /**
   * Undoes a committed change by its Painel-Undo token (the painel API's undo, telling how it went); without it
   * (an installation without Painel's extensions) no "Desfazer" is offered.
   */
  undo?: (token: string) => Promise<void>;
}

export function createDataProvider({ apis, endpoints, session, inflight, notify, undo }: DataProviderOptions): DataProvider {
  // One transport per profile, made on first use, of the kind the profile names.
  const made = new Map<string, Transport>();
  function transportOf(name: string): Transport {
    let transport = made.get(name);
    if (!transport) {
      const profile = profileOf(apis, { api: name, name });
      const endpoint = endpoints[name];
      if (!endpoint) throw new OperationError(0, `Endereço da ${profile.title ?? `API "${name}"`} não configurado.`);
      if (profile.transport === 'painel') throw new OperationError(0, `${profile.title ?? name}: não é uma API de registros.`);
      transport = transports[profile.transport](profile, endpoint, session);
      made.set(name, transport);
    }
    return transport;
  }
  const auth = authProfile(apis);
  const versionOf = (d: ResourceDescriptor, shown: RecordValues | undefined) => {
    const path = profileOf(apis, d).version;
    const v = shown && path !== undefined ? pick(shown, path) : undefined;
    return typeof v === 'number' ? v : undefined;
  };

  /** Runs one call, counted by the loading bar, failures turned into OperationErrors. */
  const run = <T>(work: () => Promise<T>) =>
    inflight.track(work).catch((e: unknown) => {
      throw toOperationError(e);
    });

  /** "Desfazer" on a notice, for a change the server can undo (none without the painel API's undo). */
  const undoAction = (token: string): NoticeAction | undefined => (undo ? { label: 'Desfazer', run: () => undo(token) } : undefined);

  /**
   * A record call: the operation is found inside the run (a missing one is a failure like any other), told when
   * asked; a change the server can undo gets "Desfazer" on its success notice.
   */
  async function call<T>(op: () => Operation, options: CallOptions | undefined, work: (op: Operation) => Promise<T>, undoOf?: (result: T) => string | undefined): Promise<T> {
    let messages: Messages | undefined;
    try {
      const result = await run(() => {
        const found = op();
        messages = found.messages;
        return work(found);
      });
      const token = undoOf?.(result);
      if (options?.notify) announceSuccess(notify, messages, token ? undoAction(token) : undefined);
      return result;
    } catch (e) {
      const error = toOperationError(e);
      if (!options?.notify || (options.conflictInPlace && error.conflict)) throw error;
      throw announceFailure(notify, messages, error);
    }
  }

  // Identical reads under way are one request: a list's reference cells and the titles of its rows ask for
  // the same referenced records at the same moment.
  const reading = new Map<string, Promise<RecordValues>>();
  // The latest record asked for ahead of its form (prefetchRead): its form takes it, once.
  // One that failed is kept too: the form takes its failure (and tells it) instead of asking a failing API again.
  const aheadRecord = createAheadRead<{ record?: RecordValues; failure?: unknown }>();
  const recordKey = (d: ResourceDescriptor, id: string | undefined) => JSON.stringify(swrKeys.record(d, id));
  function read(d: ResourceDescriptor, id: string | undefined, options: CallOptions | undefined): Promise<RecordValues> {
    const taken = options?.notify ? undefined : aheadRecord.take(recordKey(d, id))?.answer;
    if (taken) return taken.then(({ record, failure }) => (record ? record : Promise.reject(failure)));
    return readNow(d, id, options);
  }
  function readNow(d: ResourceDescriptor, id: string | undefined, options: CallOptions | undefined): Promise<RecordValues> {
    const key = `${d.name}\u0000${id ?? ''}\u0000${options?.notify ? 1 : 0}`;
    let pending = reading.get(key);
    if (!pending) {
      pending = send(d, () => operationOf(d, 'read'), options, { id }).then((r) => r ?? {});
      reading.set(key, pending);
      const forget = () => reading.delete(key);
      pending.then(forget, forget);
    }
    return pending;
  }

  const listNow = (d: ResourceDescriptor, query: ListQuery, options?: CallOptions) =>
    call(() => operationOf(d, 'list'), options, (op) => transportOf(d.api).list(d, op, query));
  const listKey = (d: ResourceDescriptor, query: ListQuery) => JSON.stringify(swrKeys.list(d, query));
  // The latest list page asked for ahead of its screen (prefetchList): its screen takes it, once.
  const ahead = createAheadRead<ListResult<RecordValues>>();
  const list = (d: ResourceDescriptor, query: ListQuery, options?: CallOptions) =>
    (!options?.notify && ahead.take(listKey(d, query))?.answer) || listNow(d, query, options);
  const prefetchList = (d: ResourceDescriptor, query: ListQuery, ttlMs?: number) => ahead.ask(listKey(d, query), () => listNow(d, query), ttlMs);
  const takePrefetchedList = (d: ResourceDescriptor, query: ListQuery) => ahead.take(listKey(d, query), true)?.arrived;

  // A write may change any list page asked for ahead (a link hovered before a save, taken when the save goes back to
  // its list): forgotten once the write is done, whatever its answer.
  const written = <T>(work: Promise<T>) => work.finally(() => ahead.forget());
  const send = (d: ResourceDescriptor, op: () => Operation, options: CallOptions | undefined, record: Partial<RecordCall> = {}) =>
    written(call(
      op,
      options,
      (found) => transportOf(d.api).send(d, found, { ...record, schema: record.schema ?? d.schema, version: versionOf(d, options?.shown) }),
      (sent) => sent.undo,
    )).then((sent) => sent.record);

  return {
    versionOf,
    signIn: (email, password) => run(() => transportOf(auth.name).signIn(auth.auth.signIn, email, password)),
    session: () => run(() => transportOf(auth.name).session(auth.auth.session)),
    list,
    prefetchList,
    takePrefetchedList,
    read,
    prefetchRead: (d, id) =>
      aheadRecord
        .ask(recordKey(d, id), () =>
          readNow(d, id, undefined).then(
            (record) => ({ record }),
            (failure: unknown) => ({ failure }),
          ),
        )
        .then(() => aheadRecord.peek(recordKey(d, id))?.record),
    takePrefetchedRead: (d, id) => aheadRecord.take(recordKey(d, id), (arrived) => arrived.record !== undefined)?.arrived?.record,
    // A new record has no version to answer for.
    create: (d, values, options) => send(d, () => operationOf(d, 'create'), { ...options, shown: undefined }, { values }),
    update: (d, id, values, options) => send(d, () => operationOf(d, 'update'), options, { id, values }),
    remove: async (d, id, options) => void (await send(d, () => operationOf(d, 'delete'), options, { id })),
    action: (d, action, id, values, options) => {
      const schema = action.schema ?? d.schema;
      // The form asked for the current secret (one's own account): the body carries it too.
      const proving = action.currentSecret && values?.[action.currentSecret.field] !== undefined;
      return send(d, () => (proving ? carryingCurrentSecret(action, schema) : action.operation), options, { id, values, schema });
    },
    // Its "Desfazer" goes on the caller's summary, not on a success message of its own.
    bulk: (d, request, options) =>
      written(call(() => operationOf(d, 'bulk'), options, (op) => transportOf(d.api).bulk(d, op, request))).then(({ answer, undo: token }) => {
        const action = token ? undoAction(token) : undefined;
        return { answer, ...(action ? { undo: action } : {}) };
      }),
    exportCsv: (d, query, onProgress, options) => call(() => operationOf(d, 'export'), options, (op) => transportOf(d.api).exportCsv(d, op, query, onProgress)),
  };
}
