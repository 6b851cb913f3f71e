import type { FastifyRequest } from 'fastify';
import { REFUSED_EVERYWHERE } from '../../engine/contract';
import { forbidden } from '../http';
import type { FeatureDeps } from './feature';

/**
 * The resources whose `operation` the request's role may run: the one named (404 unknown, 403 refused), else
 * all of them; none is a 403 too, never an empty answer that looks like nothing happened. Undefined: no roles,
 * every resource.
 */
export function resourcesFor(
  { registry, permissions, resourceOf }: Pick<FeatureDeps, 'registry' | 'permissions' | 'resourceOf'>,
  request: FastifyRequest,
  named: string | undefined,
  operation: keyof typeof REFUSED_EVERYWHERE,
): string[] | undefined {
  if (named) {
    const res = resourceOf(named);
    permissions.require(request, res, operation);
    return [res.name];
  }
  if (!permissions.enforced) return undefined;
  const allowed = registry.all.filter((r) => permissions.allows(request, r, operation)).map((r) => r.name);
  if (!allowed.length) throw forbidden(REFUSED_EVERYWHERE[operation]);
  return allowed;
}

/** A text parameter as a value: an empty one is none. */
export const given = (v: string | undefined) => (v === '' ? undefined : v);
