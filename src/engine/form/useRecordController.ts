import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import type { ResourceDescriptor } from '../contract';
import { listAddress, useEngine, useFailureNotice } from '../core';
import { canRetry, swrKeys, useRevalidate, useWriteBack, type OperationError, type RecordValues } from '../data';
import { resourceOf, type Resource } from '../resource';
import type { FormSpec } from './formSpec';
import { recordFormSpec } from './formSpecs';
import { useRecordForm, type RecordFormController } from './useRecordForm';
import { useRecordSummary, type RecordSummary } from './useRecordSummary';

/** Which record form: a new record, one record of a list, or a singleton's one record (edited in place). */
type RecordMode = 'create' | 'edit' | 'singleton';

interface RecordController {
  descriptor: ResourceDescriptor;
  resource: Resource;
  mode: RecordMode;
  spec: FormSpec;
  /** `loading`: the record is being read; `error`: it could not be; `ready`: the form can be shown. */
  status: 'loading' | 'error' | 'ready';
  error?: OperationError;
  /** "Erro ao buscar vaga" */
  errorTitle: string;
  retry(): void;
  /** Reading again can succeed (canRetry): the error offers "Tentar novamente". */
  canRetry: boolean;
  record?: RecordValues;
  form: RecordFormController;
  /** Shown, not editable: the resource can read the record but not update it. */
  readOnly: boolean;
  /** Where "Cancelar" and a save lead (the list, as it was left); none for a singleton, which stays on its page. */
  backTo?: string;
  /** Editing a record of a list: its status, picture and actions besides the form. */
  summary?: RecordSummary;
}

/**
 * Everything the create, edit and singleton pages do, without pixels (react-admin's useEditController for
 * both): the operation and form of the mode, the record read first when editing (its failure told once),
 * saving with the descriptor's messages, and where to go afterwards.
 */
export function useRecordController(d: ResourceDescriptor, id: string | undefined): RecordController {
  const { data } = useEngine();
  const resource = resourceOf(d);
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const writeBack = useWriteBack();
  const mode: RecordMode = resource.isSingleton ? 'singleton' : id ? 'edit' : 'create';
  const spec = useMemo(() => recordFormSpec(d, mode === 'create' ? 'create' : 'edit'), [d, mode]);
  const backTo = resource.isSingleton ? undefined : listAddress(resource.paths.list);

  const readable = mode !== 'create' && resource.canRead;
  const { data: record, error, mutate, isValidating } = useSWR(readable ? swrKeys.record(d, id) : null, () => data.read(d, id));
  useFailureNotice(d.operations.read, error, !isValidating);
  const summary = useRecordSummary(d, mode === 'edit' ? id : undefined, record, () => mutate());

  const form = useRecordForm({
    descriptor: d,
    spec,
    record,
    ready: !readable || record !== undefined,
    submit: async (values) => {
      const saved = await (mode === 'create' ? data.create(d, values, { notify: true }) : data.update(d, id, values, { notify: true }));
      // The list opened next draws the saved values, not its stale page until it reads again.
      if (mode !== 'create') writeBack(d, id, saved);
      return saved;
    },
    onSaved: () => {
      void revalidate();
      if (backTo) navigate(backTo);
    },
  });

  return {
    descriptor: d,
    resource,
    mode,
    spec,
    status: readable && !record ? (error ? 'error' : 'loading') : 'ready',
    error: error as OperationError | undefined,
    errorTitle: d.operations.read?.messages?.error ?? 'Erro ao carregar o registro',
    retry: () => void mutate(),
    canRetry: Boolean(error && canRetry(error as OperationError)),
    record,
    form,
    readOnly: !(mode === 'create' ? resource.canCreate : resource.canEdit),
    backTo,
    summary,
  };
}
