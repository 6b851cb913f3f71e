import type { ApiProfile } from '../../engine/descriptor';

/** Puts `value` at a dot path of `target` ('' = replace the whole body). */
function place(target: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('.');
  let node = target;
  for (const k of keys.slice(0, -1)) node = (node[k] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return target;
}

/** A record as the profile answers it: bare on the main API, under `data` on the services API. */
export function recordBody(profile: ApiProfile, record: unknown): unknown {
  return profile.record ? place({}, profile.record, record) : record;
}

/** A page of records at the profile's paths; `page` and `limit` sit beside `total`. */
export function listBody(profile: ApiProfile, items: unknown[], total: number, page: number, limit: number): unknown {
  const body = place({}, profile.listItems, items);
  place(body, profile.listTotal, total);
  const parent = profile.listTotal.includes('.') ? `${profile.listTotal.slice(0, profile.listTotal.lastIndexOf('.'))}.` : '';
  place(body, `${parent}page`, page);
  place(body, `${parent}limit`, limit);
  return body;
}

/**
 * A delete answer: a profile that answers bare records answers `204` with no body; one that wraps its
 * answers (services) wraps the deleted id, so its clients can still read `data`.
 */
export function deletedBody(profile: ApiProfile, id: string): { status: number; body?: unknown } {
  return profile.record ? { status: 200, body: place({}, profile.record, { id }) } : { status: 204 };
}
