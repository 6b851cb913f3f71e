import useSWR from 'swr';
import { useAuth } from '../auth';
import { recordTitle } from '../contract';
import { useEngine, useFailureNotice, useOwnAccount, type OwnAccount } from '../core';
import { swrKeys, type OperationError, type RecordValues } from '../data';
import { useFormsGuard, type FormsGuard } from '../form';
import { resourceOf, type RecordAction } from '../resource';

interface AccountController {
  /** `none`: no descriptor holds accounts (nothing to show); `loading`/`error`: the own record is being read / could not be. */
  status: 'none' | 'loading' | 'error' | 'ready';
  own?: OwnAccount;
  record?: RecordValues;
  error?: OperationError;
  errorTitle: string;
  retry(): void;
  /** "Ana Souza" */
  name: string;
  email: string;
  /** The account's picture (an avatar), if it has one. */
  picture?: string;
  /** Its own data can be changed (the resource's update operation): the "Dados pessoais" form. */
  canEdit: boolean;
  /** Record actions with their own form (avatar, password): a section each. */
  actions: RecordAction[];
  /** The installation keeps sessions (the painel API): the "Sessões" section. */
  sessions: boolean;
  /** One leave guard for every form of the page. */
  guard: FormsGuard;
}

/**
 * "Minha conta" without pixels: the signed-in person's own record (the identity resource, found by shape),
 * read afresh (the session's copy shows meanwhile), and what the page offers on it.
 */
export function useAccountController(): AccountController {
  const { data, painel } = useEngine();
  const { user } = useAuth();
  const own = useOwnAccount();
  const guard = useFormsGuard();
  const d = own?.identity.descriptor;
  const { data: record, error, mutate, isValidating } = useSWR(own ? swrKeys.record(d!, own.id) : null, () => data.read(d!, own!.id), {
    fallbackData: user ?? undefined,
  });
  useFailureNotice(d?.operations.read, error, !isValidating);
  const errorTitle = d?.operations.read?.messages?.error ?? 'Erro ao carregar a sua conta';
  const base = { errorTitle, retry: () => void mutate(), guard, name: '', email: '', canEdit: false, actions: [], sessions: painel.available };
  if (!own || !d) return { ...base, status: 'none' };
  if (!record) return { ...base, own, status: error ? 'error' : 'loading', error: error as OperationError | undefined };
  const resource = resourceOf(d);
  const at = (field: string | undefined) => (field && typeof record[field] === 'string' && record[field] ? (record[field] as string) : undefined);
  return {
    ...base,
    status: 'ready',
    own,
    record,
    name: recordTitle(d, record),
    email: at(own.identity.emailField) ?? '',
    picture: at(own.identity.pictureColumn),
    canEdit: resource.canEdit,
    actions: resource.recordActions,
  };
}
