import { phrases, type ResourceDescriptor } from '../contract';
import type { Engine } from '../core';
import { failureDescription, logFailure, toOperationError, type RecordValues } from '../data';
import type { RecordAction } from '../resource';

const FALLBACK_ERROR = 'Não foi possível concluir a operação.';
const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** A follow-up that failed, and its notice: told once the page it opens is there (leaving a page closes its error toasts). */
interface FailedFollowUp {
  action: RecordAction;
  tell(): void;
}

/**
 * After a create succeeded: each follow-up (`onCreate`: "Alterar perfil" for the "Perfil" chosen on a new person)
 * whose fields were filled in runs on the new record, with those fields only, quietly when it works (the create's
 * own notice said it). One that fails is returned with its notice — the record exists, these fields were not
 * saved — so the page can open that action for the new record, then tell it.
 */
export async function runCreateFollowUps(
  { data, notify }: Pick<Engine, 'data' | 'notify'>,
  d: ResourceDescriptor,
  followUps: RecordAction[],
  created: RecordValues | undefined,
  values: RecordValues,
): Promise<FailedFollowUp | undefined> {
  const id = created?.id;
  for (const action of followUps) {
    const fields = Object.keys(action.schema.properties);
    if (!fields.some((f) => filled(values[f]))) continue;
    const title = action.operation.messages?.error ?? FALLBACK_ERROR;
    const unsaved = phrases.createdWithout(d, fields.map((f) => action.schema.properties[f].title ?? f));
    try {
      if (id === undefined || id === null) throw new Error('A resposta do cadastro não trouxe o registro criado.');
      await data.action(d, action, String(id), Object.fromEntries(fields.map((f) => [f, values[f]])));
    } catch (e) {
      const error = toOperationError(e);
      logFailure(title, error);
      return { action, tell: () => void notify('error', title, `${unsaved}: ${failureDescription(error)}`, { retryable: false }) };
    }
  }
  return undefined;
}
