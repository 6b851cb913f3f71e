import { carryingCurrentSecret, type ResourceDescriptor } from '../contract/index.ts';
// Files spelled out (.ts, /index.ts): vite.config.ts loads this module too, and Vite's native config loader wants them.
import { resourceOf, type RecordAction } from '../resource/index.ts';
import { formSpec, type FormSpec } from './formSpec.ts';

/** The record form of a page: the create operation's, or the update operation's (edit, singleton: the stored files stay). */
export const recordFormSpec = (d: ResourceDescriptor, mode: 'create' | 'edit'): FormSpec =>
  mode === 'create' ? formSpec(d, d, d.operations.create) : formSpec(d, d, d.operations.update, { keepsFiles: true });

/**
 * A record action's own form (avatar upload, password change). On one's own account (`own`) an action declaring
 * `currentSecret` asks for it first ("Senha atual", the browser may fill it in), and sends it.
 */
export function actionFormSpec(d: ResourceDescriptor, action: RecordAction, { own = false }: { own?: boolean } = {}): FormSpec {
  const proof = own ? action.currentSecret : undefined;
  if (!proof) return formSpec(d, { schema: action.schema, uiSchema: action.uiSchema }, action.operation);
  const schema = {
    ...action.schema,
    required: [proof.field, ...(action.schema.required ?? [])],
    properties: { [proof.field]: { title: proof.title, type: 'string' as const }, ...action.schema.properties },
  };
  const uiSchema = { ...action.uiSchema, [proof.field]: { 'ui:widget': 'password', 'ui:autocomplete': 'current-password' } };
  return formSpec(d, { schema, uiSchema }, carryingCurrentSecret(action, action.schema));
}

/**
 * Every form the engine can draw for these descriptors, computed exactly as the screens compute them:
 * the build precompiles a validator for each (a form without one could not validate under the CSP).
 */
export function everyFormSpec(descriptors: ResourceDescriptor[]): FormSpec[] {
  return descriptors.flatMap((d) => [
    recordFormSpec(d, 'create'),
    recordFormSpec(d, 'edit'),
    ...resourceOf(d).recordActions.flatMap((a) => [actionFormSpec(d, a), ...(a.currentSecret ? [actionFormSpec(d, a, { own: true })] : [])]),
  ]);
}
