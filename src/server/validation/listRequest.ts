import { DEFAULT_QUERY, readListCriteria, type CriteriaProblem, type ListCriteria, type Operation } from '../../engine/contract';
import type { Resource } from '../model';
import { badRequest, type HttpError } from '../http';

/** 400 with every problem: the message joins them, `errors` names the parameters the descriptor declares. */
export function criteriaError(problems: CriteriaProblem[]): HttpError {
  return badRequest(
    problems.map((p) => p.message).join(' '),
    problems.flatMap((p) => (p.param ? [{ field: p.param, message: p.message }] : [])),
  );
}

/**
 * A list or export route's query string (q, page and limit already checked by the route's schema) read into
 * what the repository selects: the search words, the filters and the order. `sort` and the filters are
 * accepted only where the operation declares them; any other parameter is a 400 that lists what the list
 * accepts. Names reach SQL only from the descriptor; values only as bound parameters.
 */
export function listCriteria(res: Resource, op: Operation, query: Record<string, unknown>): ListCriteria {
  const declared = op.query ?? DEFAULT_QUERY;
  const { q, page: _page, limit: _limit, sort, ...filters } = query;
  const { criteria, problems } = readListCriteria(
    res.descriptor,
    { q: typeof q === 'string' ? q : undefined, sort, filters },
    { sort: declared.includes('sort'), filters: declared.includes('filters') },
  );
  if (problems.length) throw criteriaError(problems);
  return criteria;
}
