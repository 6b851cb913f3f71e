/* Generated from schemas/apis.schema.json by `npm run gen:types`. Do not edit. */

/**
 * A dot path into an answer body; '' is the body itself.
 */
export type Path = string;

/**
 * The APIs Painel talks to: where each is mounted, how it is reached and where its answers carry records, lists and totals. Descriptors name one in `api`. The client engine reads answers through these profiles and the reference server writes them through the same ones.
 */
export interface ApiProfiles {
  $schema?: string;
  profiles: {
    [k: string]: ApiProfile;
  };
}
export interface ApiProfile {
  /**
   * How messages name the API, in Portuguese ("API de serviços").
   */
  title?: string;
  /**
   * How the API is spoken: `rest` (JSON and multipart over HTTP, paths from the descriptor's operations), `postgrest` (a hosted-backend table through supabase-js; the operation path is the table name, served under `<base>/rest/v1`) or `painel` (Painel's own extensions the spec does not show: history, activity, trash, undo…, for every resource; no descriptor names it, and a client without it hides those screens).
   */
  transport: 'rest' | 'postgrest' | 'painel';
  /**
   * Where the API is, relative to the page's origin ('' is the origin itself). The reference server mounts the profile there.
   */
  base: string;
  /**
   * The client build variable (Vite) that overrides `base` with another URL.
   */
  env: string;
  /**
   * The server has the operations descriptors mark `extension: true` (calls the spec does not show: a banner's read and update…). Absent or false: it answers only the spec's calls, so the client never makes the others and the reference server does not mount them.
   */
  extensions?: boolean;
  /**
   * Where a single record sits in a read, create, update or action answer.
   */
  record?: string;
  list?: ListEnvelope;
  timestamps?: RecordTimestamps;
  /**
   * A dot path into an answer body; '' is the body itself.
   */
  version?: string;
  deleted?: DeleteAnswer;
  apiKey?: ApiKey;
  auth?: AuthEndpoints;
}
/**
 * Where a list answer carries its rows and paging.
 */
export interface ListEnvelope {
  items: Path;
  total: Path;
  page?: Path;
  limit?: Path;
  /**
   * A dot path into an answer body; '' is the body itself.
   */
  capped?: string;
}
/**
 * Where a record carries the times the server set (ISO 8601, read-only): when it was created and last changed. A profile without it answers records without them.
 */
export interface RecordTimestamps {
  /**
   * A dot path into an answer body; '' is the body itself.
   */
  created: string;
  /**
   * A dot path into an answer body; '' is the body itself.
   */
  updated: string;
}
/**
 * What a delete answers: a status, and where the deleted id is placed in the body (no body without `id`).
 */
export interface DeleteAnswer {
  status: 200 | 202 | 204;
  id?: Path;
}
/**
 * A public key sent with every call (the hosted backend's `apikey`).
 */
export interface ApiKey {
  /**
   * Client build variable holding the key.
   */
  env: string;
  /**
   * Server variable holding the key the server accepts.
   */
  serverEnv: string;
  default: string;
}
/**
 * Sign-in and session endpoints (exactly one profile declares them).
 */
export interface AuthEndpoints {
  signIn: SignInEndpoint;
  session: SessionEndpoint;
}
export interface SignInEndpoint {
  method: 'POST';
  path: string;
  /**
   * A dot path into an answer body; '' is the body itself.
   */
  token: string;
  /**
   * A dot path into an answer body; '' is the body itself.
   */
  user: string;
}
export interface SessionEndpoint {
  method: 'GET';
  path: string;
  /**
   * A dot path into an answer body; '' is the body itself.
   */
  user: string;
}
