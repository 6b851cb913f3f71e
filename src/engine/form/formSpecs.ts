import type { ResourceDescriptor } from '../contract';
// Files spelled out (.ts, /index.ts): vite.config.ts loads this module too, and Vite's native config loader wants them.
import { resourceOf, type RecordAction } from '../resource/index.ts';
import { formSpec, type FormSpec } from './formSpec.ts';

/** The record form of a page: the create operation's, or the update operation's (edit, singleton: the stored files stay). */
export const recordFormSpec = (d: ResourceDescriptor, mode: 'create' | 'edit'): FormSpec =>
  mode === 'create' ? formSpec(d, d, d.operations.create) : formSpec(d, d, d.operations.update, { keepsFiles: true });

/** A record action's own form (avatar upload, password change). */
export const actionFormSpec = (d: ResourceDescriptor, action: RecordAction): FormSpec =>
  formSpec(d, { schema: action.schema, uiSchema: action.uiSchema }, action.operation);

/**
 * Every form the engine can draw for these descriptors, computed exactly as the screens compute them:
 * the build precompiles a validator for each (a form without one could not validate under the CSP).
 */
export function everyFormSpec(descriptors: ResourceDescriptor[]): FormSpec[] {
  return descriptors.flatMap((d) => [
    recordFormSpec(d, 'create'),
    recordFormSpec(d, 'edit'),
    ...resourceOf(d).recordActions.map((a) => actionFormSpec(d, a)),
  ]);
}
