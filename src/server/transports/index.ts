import type { FastifyInstance } from 'fastify';
import type { ApiProfile } from '../../engine/contract';
import type { Transport, TransportDeps } from './transport';

/** Mounts every API profile through the transport its kind names (schemas/apis.json): a new kind is one file and one line in the table. */
export async function mountProfiles(app: FastifyInstance, deps: TransportDeps, transports: Record<ApiProfile['transport'], Transport>): Promise<void> {
  for (const profile of deps.registry.profiles) await transports[profile.transport](app, profile, deps);
}

export { csvHeader, csvLine, type CsvCell } from './csv';
export { postgrest } from './postgrest';
export { rest } from './rest';
export { RouteTable } from './routeTable';
export type { Transport, TransportDeps } from './transport';
export { offerUndo, writeContextOf } from './writeContextOf';
