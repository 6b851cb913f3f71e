import type { FastifyInstance, FastifyPluginAsync, FastifySchemaCompiler } from 'fastify';
import type { NamedProfile } from '../../engine/contract';
import { registerCalls, type CallDeclaration, type DeclaredRoute, type Handlers, type Schema } from '../calls';
import type { Resource } from '../model';
import type { TransportDeps } from '../transports';

/** What a feature's handlers are made from: the app's services, the painel profile, and the calls registered so far. */
export interface FeatureDeps extends TransportDeps {
  profile: NamedProfile;
  /** The resource a path names; 404 "Recurso desconhecido." when none. */
  resourceOf(name: string | undefined): Resource;
  validator: FastifySchemaCompiler<Schema>;
  /** Every call registered under the profile (the document is made from them once the app is ready). */
  declared: readonly DeclaredRoute[];
}

/** One of Painel's features: the calls it declares, and the Fastify plugin that answers them. */
export interface Feature<C extends Record<string, CallDeclaration> = Record<string, CallDeclaration>> {
  calls: C;
  plugin: FastifyPluginAsync<FeatureDeps>;
}

/**
 * A feature from its declarations and its handlers: TypeScript asks for one handler per declared call, typed
 * by it.
 */
export function feature<C extends Record<string, CallDeclaration>>(calls: C, handlers: (deps: FeatureDeps, scope: FastifyInstance) => Handlers<C>): Feature<C> {
  return { calls, plugin: async (scope, deps) => registerCalls(scope, calls, handlers(deps, scope), deps) };
}
