import { bodyRules } from '../../validation';
import type { Effect } from './effect';

/** Updates the record with the action's own form (avatar upload, password change). */
export const update: Effect<{ type: 'update' }> = {
  body: (action) => action.operation.body ?? 'json',
  rules(ajv, res, action, { partial }) {
    if (!action.schema) throw new Error(`${res.name}.${action.name}: uma ação de atualização precisa de schema`);
    return bodyRules(ajv, res, action.operation, { schema: action.schema, partial, creating: false });
  },
  run: (service, res, _effect, id, body, rules, ctx) => service.update(res, rules!, id, body, ctx),
};
