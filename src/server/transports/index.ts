import type { FastifyInstance } from 'fastify';
import type { ApiProfile } from '../../engine/contract';
import { painel } from './painel';
import { postgrest } from './postgrest';
import { rest } from './rest';
import type { Transport, TransportDeps } from './transport';

/** How each transport kind of schemas/apis.json is served: a new kind is one file and one line here. */
const transports: Record<ApiProfile['transport'], Transport> = { rest, postgrest, painel };

/** Mounts every API profile through its transport. */
export async function mountProfiles(app: FastifyInstance, deps: TransportDeps): Promise<void> {
  for (const profile of deps.registry.profiles) await transports[profile.transport](app, profile, deps);
}

export { RouteTable } from './routeTable';
