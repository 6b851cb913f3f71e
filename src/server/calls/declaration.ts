import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PainelCalls, RoleOperation } from '../../engine/contract';
import type { AnswerHeader, Schema } from './schema';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call: anyone (`public`), any signed-in person (`signed-in`: about their own account, or answered
 * as their role may read it), or whoever may run these operations (roles.json) on the path's `{resource}` (and its
 * record `{id}`), checked before the input is read: an unknown resource is a 404, a refused one a 403; or an
 * administrator only (`administrator`: a role that may change people's roles; everyone without roles.json).
 */
export type Access = 'public' | 'signed-in' | 'administrator' | { readonly resource: readonly RoleOperation[] };

/** One answer of a call, by status. */
export interface Answer {
  readonly description: string;
  /** Its JSON body: Fastify serialises the answer by it, so it is declared whole (what it leaves out is dropped). */
  readonly json?: Schema;
  /** The other media types it answers (a file, a stream, a page), described. */
  readonly media?: Readonly<Record<string, Schema>>;
  readonly headers?: Readonly<Record<string, AnswerHeader>>;
}

/** The body a call takes: JSON (validated, at most `limit` bytes) or a multipart form (read by the handler). */
export type Body = { readonly json: Schema; readonly limit: number } | { readonly multipart: Schema };

/**
 * One of Painel's own calls, the only place its shape is written: the route is registered from it (Fastify
 * validates its input and serialises its answer by these schemas), the OpenAPI document and the types of both
 * edges are made from it, and the client calls it by its name.
 */
export interface CallDeclaration {
  readonly method: Method;
  /** Under the painel profile's base, parameters in braces: "/history/{resource}/{id}". */
  readonly path: string;
  /** Portuguese, as the document titles it. */
  readonly summary: string;
  readonly description?: string;
  readonly access: Access;
  readonly params?: Schema;
  readonly query?: Schema;
  /** Request headers it reads (If-Match, Last-Event-ID…), documented; the handler reads them. */
  readonly headers?: Readonly<Record<string, { readonly description: string; readonly schema: Schema }>>;
  readonly body?: Body;
  /** Its answers, by status: the 2xx ones (a refusal is the usual Portuguese `{message}`). */
  readonly answers: Readonly<Record<number, Answer>>;
  /** Refusals worth describing beyond the usual `{message}` (an import's 422 carries its report). */
  readonly refusals?: Readonly<Record<number, Answer>>;
}

export type CallName = keyof PainelCalls;
type Part<K extends CallName, P extends string> = PainelCalls[K] extends Record<P, infer T> ? T : undefined;

/** The request of a call, typed by its declaration (its parameters and query already checked and converted). */
export type CallRequest<K extends CallName> = FastifyRequest<{ Params: Part<K, 'params'>; Querystring: Part<K, 'query'>; Body: Part<K, 'body'> }>;

/** The handler of a call: its answer (serialised by the declaration), or the reply it sent itself. */
export type CallHandler<K extends CallName> = (request: CallRequest<K>, reply: FastifyReply) => Promise<PainelCalls[K]['answer'] | FastifyReply>;

/** A feature's handlers: one for each call it declares, and none other. */
export type Handlers<C> = { [K in keyof C & CallName]: CallHandler<K> };
