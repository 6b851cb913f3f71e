import type { FastifyRequest } from 'fastify';
import { isoDayIn, SYSTEM_ACTOR_PARAM, type ActivityQuery } from '../../../engine/contract';
import type { ActivityFilter } from '../../history';
import { badRequest } from '../../http';
import { pageSize } from '../../calls';
import type { FeatureDeps } from '../feature';
import { given, resourcesFor } from '../resourcesFor';

/** A day (São Paulo) or an ISO instant, as the instant a period starts (`end`: the instant after the day ends). */
function instant(v: string | undefined, what: string, end: boolean): string | undefined {
  const t = given(v);
  if (!t) return undefined;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (day) {
    // São Paulo keeps UTC−3 all year: a day is [00:00, 24:00) there.
    const start = Date.parse(`${t}T00:00:00-03:00`);
    if (Number.isNaN(start) || isoDayIn(new Date(start)) !== t) throw badRequest(`${what}: informe uma data válida (AAAA-MM-DD).`);
    return new Date(start + (end ? 86_400_000 : 0)).toISOString();
  }
  if (Number.isNaN(Date.parse(t))) throw badRequest(`${what}: informe uma data (AAAA-MM-DD) ou data e hora (ISO 8601).`);
  return new Date(t).toISOString();
}

/** The activity's person: an id, or (null) the server itself, "Sistema". */
const actorOf = (v: string | undefined) => {
  const actor = given(v);
  return actor === SYSTEM_ACTOR_PARAM ? null : actor;
};

/** What the activity (or its export: no paging) asks for, as the history reads it: only resources the role may read the history of. */
export function activityFilter(deps: FeatureDeps, request: FastifyRequest, q: ActivityQuery): ActivityFilter {
  return {
    resources: resourcesFor(deps, request, given(q.resource), 'history'),
    actor: actorOf(q.actor),
    operation: q.operation,
    from: instant(q.from, 'De', false),
    to: instant(q.to, 'Até', true),
    before: q.before,
    page: q.page,
    limit: pageSize(q.limit),
  };
}
