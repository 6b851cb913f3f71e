import type { FetchOptions, FetchResponse } from 'ofetch';
import { sessionFetch } from './sessionFetch';
import { fillPath, PAINEL_CALL_TABLE, type PainelCalls } from '../contract';
import type { SessionHooks } from './types';

/** One of Painel's calls, by the name it is declared under ("painel.history"). */
export type PainelCallName = keyof PainelCalls;

type Declared<K extends PainelCallName, P extends string> = PainelCalls[K] extends Record<P, infer T> ? T : never;

/**
 * What one call sends, typed by its declaration: its path's parameters, its query (each part optional; an
 * empty one is not sent), its JSON body.
 */
export type PainelCallParts<K extends PainelCallName> = ([Declared<K, 'params'>] extends [never] ? unknown : { params: Declared<K, 'params'> }) &
  ([Declared<K, 'query'>] extends [never] ? unknown : { query?: Declared<K, 'query'> }) &
  ([Declared<K, 'body'>] extends [never] ? unknown : { body: Declared<K, 'body'> });

/** How one sending differs: kept alive as the page closes, a file read as a blob (a refusal read, not thrown). */
export type SendOptions = Pick<FetchOptions, 'keepalive' | 'ignoreResponseError'> & { responseType?: 'blob' };

/** What a call answers, as declared (void: nothing, or a file or stream read otherwise). */
export type PainelAnswer<K extends PainelCallName> = PainelCalls[K]['answer'];

/** Query parameters with a value (an empty filter is not sent). */
const queryOf = (q: object | undefined) => q && Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

/** The call's address under the painel base, its path's parameters filled in (and encoded). */
export function painelPath<K extends PainelCallName>(name: K, parts: PainelCallParts<K>): string {
  return fillPath(PAINEL_CALL_TABLE[name].path, ((parts as { params?: Record<string, unknown> }).params ?? {}) as Record<string, unknown>);
}

/** One reading of a call: its name, its address and its query in a fixed order (the same read asked twice is equal). */
export function painelCallKey<K extends PainelCallName>(name: K, parts: PainelCallParts<K>): string {
  const query = Object.entries(queryOf((parts as { query?: object }).query) ?? {}).map(([k, v]) => [k, String(v)]);
  return `${name} ${painelPath(name, parts)}?${new URLSearchParams(query.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString()}`;
}

/**
 * Sends Painel's calls by name, as the server declares them (the generated table: method, path and encoding, never
 * a schema): the bearer on every call, a 401 ends the session, no automatic retries (a write must not go twice).
 */
export function painelSender(baseURL: string | undefined, session: SessionHooks) {
  const fetch = sessionFetch(baseURL, session);
  /** The raw answer (its headers, a file), sent as the declaration says. */
  function send<K extends PainelCallName, R = PainelAnswer<K>>(name: K, parts: PainelCallParts<K>, init: SendOptions = {}): Promise<FetchResponse<R>> {
    const { query, body } = parts as { query?: object; body?: Record<string, unknown> };
    return fetch.raw<R>(painelPath(name, parts), { ...init, method: PAINEL_CALL_TABLE[name].method, query: queryOf(query), ...(body ? { body } : {}) } as FetchOptions<'json'>);
  }
  /** The answer's body, as declared. */
  async function call<K extends PainelCallName>(name: K, parts: PainelCallParts<K>, init?: SendOptions): Promise<PainelAnswer<K>> {
    return (await send(name, parts, init))._data as PainelAnswer<K>;
  }
  return { send, call };
}
