import { place, type ListQuery, type NamedProfile } from '../../engine/contract';

/** Where a REST profile's answers carry things; its meta-schema makes the three required. */
interface RestAnswers {
  /** A record where the profile's answers carry one ('' is the body itself). */
  record(record: unknown): unknown;
  /**
   * A page of records at the profile's list paths; `page` and `limit` only where the profile places them, and
   * `true` at its `capped` path when the total is only a lower bound (absent when the total is exact).
   */
  list(items: unknown[], total: number, query: ListQuery, capped?: boolean): unknown;
  /** A delete answer: the profile's status, with the deleted id where the profile places it (no body without one). */
  deleted(id: string): { status: number; body?: unknown };
}

export function restAnswers(profile: NamedProfile): RestAnswers {
  const { record, list, deleted } = profile;
  if (record === undefined || !list || !deleted) throw new Error(`perfil de API ${profile.name}: um perfil rest precisa de record, list e deleted`);
  return {
    record: (value) => place({}, record, value),
    list(items, total, { page, limit }, capped) {
      const body = place({}, list.items, items);
      place(body, list.total, total);
      if (list.page) place(body, list.page, page);
      if (list.limit) place(body, list.limit, limit);
      if (list.capped && capped) place(body, list.capped, true);
      return body;
    },
    deleted: (id) => (deleted.id && deleted.status !== 204 ? { status: deleted.status, body: place({}, deleted.id, id) } : { status: deleted.status }),
  };
}
