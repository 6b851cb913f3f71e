import type { Action, Operation, RecordSchema } from './descriptor.types';
import { bodyFields } from './fields.ts';

/**
 * An action's operation as sent on one's own account when it declares `currentSecret` (the password change):
 * the body carries the current secret too, first. The operation of anyone else's record is the descriptor's.
 */
export function carryingCurrentSecret(action: Action, schema: RecordSchema): Operation {
  if (!action.currentSecret) return action.operation;
  return { ...action.operation, fields: [action.currentSecret.field, ...bodyFields(schema, action.operation)] };
}
