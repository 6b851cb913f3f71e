import { bodyFields, carryingCurrentSecret, type ResourceDescriptor } from '../contract/index.ts';
// Files spelled out (.ts, /index.ts): vite.config.ts loads this module too, and Vite's native config loader wants them.
import { resourceOf, type RecordAction } from '../resource/index.ts';
import { formSpec, type FormSpec } from './formSpec.ts';

/** The record actions a create also runs (`onCreate`: "Perfil" on a new person), among those `may` allows on any record. */
export const createFollowUps = (d: ResourceDescriptor, may: (action: string) => boolean = () => true): RecordAction[] =>
  resourceOf(d).recordActions.filter((a) => a.onCreate && may(a.name));

/**
 * The create form: the create operation's fields, then its follow-ups' (optional, drawn as their own forms draw
 * them). The create still sends only its own fields (the form's values go through its operation's `fields`).
 */
function createFormSpec(d: ResourceDescriptor, followUps: RecordAction[]): FormSpec {
  const op = d.operations.create;
  if (!op || !followUps.length) return formSpec(d, d, op);
  const extra = followUps.flatMap((a) => Object.keys(a.schema.properties));
  const pickUi = (ui: Record<string, unknown> | undefined) => Object.fromEntries(Object.entries(ui ?? {}).filter(([f]) => extra.includes(f)));
  const schema = { ...d.schema, properties: { ...d.schema.properties, ...Object.assign({}, ...followUps.map((a) => a.schema.properties)) } };
  const uiSchema = { ...d.uiSchema, ...Object.assign({}, ...followUps.map((a) => pickUi(a.uiSchema))) };
  return formSpec(d, { schema, uiSchema }, { ...op, fields: [...bodyFields(d.schema, op), ...extra] });
}

/**
 * The record form of a page: the create operation's (with the follow-ups the person may run), or the update
 * operation's (edit, singleton: the stored files stay).
 */
export const recordFormSpec = (d: ResourceDescriptor, mode: 'create' | 'edit', followUps: RecordAction[] = createFollowUps(d)): FormSpec =>
  mode === 'create' ? createFormSpec(d, followUps) : formSpec(d, d, d.operations.update, { keepsFiles: true });

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
    // A person who may not run a create's follow-up gets the create form without its fields.
    ...(createFollowUps(d).length ? [recordFormSpec(d, 'create', [])] : []),
    recordFormSpec(d, 'edit'),
    ...resourceOf(d).recordActions.flatMap((a) => [actionFormSpec(d, a), ...(a.currentSecret ? [actionFormSpec(d, a, { own: true })] : [])]),
  ]);
}
