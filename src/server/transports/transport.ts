import type Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { NamedProfile } from '../../engine/contract';
import type { CurrentSecrets, Permissions, Sessions } from '../auth';
import type { EventStreams } from '../live';
import type { Registry } from '../model';
import type { ListAnswers, RecordService } from '../records';
import type { RouteTable } from './routeTable';

export interface TransportDeps {
  registry: Registry;
  service: RecordService;
  ajv: Ajv;
  sessions: Sessions;
  /** Who may do what (schemas/roles.json): every route asks before it acts. */
  permissions: Permissions;
  /** Checks the current secret an action asks for on one's own account (the password change). */
  currentSecrets: CurrentSecrets;
  uploadMaxBytes: number;
  routes: RouteTable;
  /** At most this many records per bulk request (MAX_BULK; tests use a small one). */
  bulkMax: number;
  /** List pages kept until the next change (PGlite only: see ListAnswers). */
  listAnswers?: ListAnswers;
  /** Live event streams of this instance (GET /api/painel/events). */
  events: EventStreams;
  /** How long a dashboard panel's answer is kept (default a second; 0: never, the bench's cold runs). */
  panelCacheMs?: number;
  /** Told of every change committed or heard (what a kept answer must not outlive). */
  changesHeard?(listener: () => void): () => void;
  /** Told of every change to the home page's calendar's periods, committed or heard (what keeps them lets go). */
  calendarChanged?(listener: () => void): () => void;
  /** The key a profile with `apiKey` accepts. */
  apiKey(profile: NamedProfile): string | undefined;
}

/** Mounts one API profile: every route of the resources it serves, answered the way the profile says. */
export type Transport = (app: FastifyInstance, profile: NamedProfile, deps: TransportDeps) => Promise<void>;
