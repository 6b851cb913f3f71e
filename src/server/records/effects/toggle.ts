import type { Effect } from './effect';

/**
 * Flips a boolean field of the record; the route takes no body (the job and post status). A selection can
 * set it explicitly instead ("Ativar (3)"), changing only the records not already so.
 */
export const toggle: Effect<{ type: 'toggle'; field: string; on: string; off: string }> = {
  body: () => 'none',
  run: (service, res, effect, id, _body, _rules, ctx) => service.toggle(res, effect.field, id, ctx),
  setMany: (service, res, effect, ids, value, ctx) => service.setFlag(res, effect.field, ids, value, ctx),
};
