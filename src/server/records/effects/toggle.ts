import type { Effect } from './effect';

/** Flips a boolean field of the record; the route takes no body (the job and post status). */
export const toggle: Effect<{ type: 'toggle'; field: string }> = {
  body: () => 'none',
  run: (service, res, effect, id) => service.toggle(res, effect.field, id),
};
