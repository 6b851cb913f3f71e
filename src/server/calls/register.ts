import type { FastifyInstance, FastifyRequest, FastifySchema, FastifySchemaCompiler, RouteHandlerMethod } from 'fastify';
import { routePattern, type NamedProfile, type RoleOperation } from '../../engine/contract';
import type { Permissions, Sessions } from '../auth';
import type { Resource } from '../model';
import type { CallDeclaration, Handlers } from './declaration';
import type { Schema } from './schema';

/** What registering a call needs of the app. */
export interface CallDeps {
  /** The painel profile: its base is where the calls are. */
  profile: NamedProfile;
  /** Every route the profiles mount (two on one method and path are refused). */
  routes: { claim(profile: NamedProfile, method: string, url: string, owner: string): void };
  sessions: Pick<Sessions, 'required'>;
  permissions: Pick<Permissions, 'require' | 'requireAdministrator'>;
  /** The resource a path names (404 "Recurso desconhecido." when none). */
  resourceOf(name: string | undefined): Resource;
  /** Checks a call's input by its declaration, refusing in Portuguese (callValidator). */
  validator: FastifySchemaCompiler<Schema>;
}

/** A registered call, as Fastify keeps it in the route's `config`: the OpenAPI document is made from these. */
export interface DeclaredRoute {
  name: string;
  call: CallDeclaration;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration a route of Painel's own calls was registered from. */
    declared?: DeclaredRoute;
  }
}

/** A call without a body takes at most this much (a client that sends `{}` anyway). */
const NO_BODY_LIMIT = 1024;

/** The route's schema as Fastify reads it: the input it validates, the JSON answers it serialises. */
export function routeSchema(call: CallDeclaration): FastifySchema {
  const response = Object.fromEntries(Object.entries(call.answers).flatMap(([status, a]) => (a.json ? [[status, a.json]] : [])));
  return {
    ...(call.params ? { params: call.params } : {}),
    ...(call.query ? { querystring: call.query } : {}),
    ...(call.body && 'json' in call.body ? { body: call.body.json } : {}),
    ...(Object.keys(response).length ? { response } : {}),
  };
}

/** Before the input is read: the path's resource exists and the role may run each operation on it (and its record). */
const allowed = (operations: readonly RoleOperation[], deps: CallDeps) => async (request: FastifyRequest) => {
  const { resource, id } = (request.params ?? {}) as { resource?: string; id?: string };
  const res = deps.resourceOf(resource);
  for (const operation of operations) deps.permissions.require(request, res, operation, id);
};

function registerCall(scope: FastifyInstance, name: string, call: CallDeclaration, handler: RouteHandlerMethod, deps: CallDeps) {
  const url = deps.profile.base + routePattern(call.path);
  deps.routes.claim(deps.profile, call.method, url, name);
  const body = call.body;
  scope.route({
    method: call.method,
    url,
    schema: routeSchema(call),
    validatorCompiler: deps.validator as FastifySchemaCompiler<unknown>,
    bodyLimit: !body ? NO_BODY_LIMIT : 'json' in body ? body.limit : undefined,
    ...(call.access === 'public' ? {} : { onRequest: deps.sessions.required() }),
    ...(typeof call.access === 'object' ? { preValidation: allowed(call.access.resource, deps) } : {}),
    ...(call.access === 'administrator' ? { preValidation: async (request: FastifyRequest) => deps.permissions.requireAdministrator(request) } : {}),
    config: { declared: { name, call } },
    handler,
  });
}

/** Registers each declared call with its handler, at the painel profile's base. */
export function registerCalls<C extends Record<string, CallDeclaration>>(scope: FastifyInstance, calls: C, handlers: Handlers<C>, deps: CallDeps): void {
  for (const [name, call] of Object.entries(calls)) registerCall(scope, name, call, (handlers as Record<string, RouteHandlerMethod>)[name], deps);
}
