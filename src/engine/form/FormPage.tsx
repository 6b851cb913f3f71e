import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useEngine, useFailureNotice, useRouteResource } from '../core';
import { swrKeys, useRevalidate, type OperationError } from '../data';
import { CenteredProgress } from '../ui';
import { recordFormSpec } from './formSpecs';
import { RecordForm } from './RecordForm';
import { RecordLoadError } from './RecordLoadError';
import { useRecordForm } from './useRecordForm';

/**
 * /app/:resource/new, /app/:resource/:id and a singleton's /app/:resource: the record's form for the
 * create or update operation, read first when editing. Read-only when the descriptor can read but not update.
 */
export function FormPage() {
  const d = useRouteResource();
  const { id } = useParams();
  const { data } = useEngine();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const mode = d.singleton ? 'singleton' : id ? 'edit' : 'create';
  const op = mode === 'create' ? d.operations.create : d.operations.update;
  const spec = useMemo(() => recordFormSpec(d, mode === 'create' ? 'create' : 'edit'), [d, mode]);
  const listPath = d.singleton ? undefined : `/app/${d.name}`;

  const readable = mode !== 'create' && Boolean(d.operations.read);
  const { data: record, error, mutate, isValidating } = useSWR(readable ? swrKeys.record(d, id) : null, () => data.read(d, id));
  useFailureNotice(d.operations.read, error, !isValidating);

  const form = useRecordForm({
    descriptor: d,
    spec,
    record,
    ready: !readable || record !== undefined,
    submit: (values) => (mode === 'create' ? data.create(d, values, { notify: true }) : data.update(d, id, values, { notify: true })),
    onSaved: () => {
      void revalidate();
      if (listPath) navigate(listPath);
    },
  });

  if (readable && !record) {
    if (error)
      return (
        <RecordLoadError
          title={d.operations.read?.messages?.error ?? 'Erro ao carregar o registro'}
          error={error as OperationError}
          retry={() => void mutate()}
          backTo={listPath}
        />
      );
    return <CenteredProgress label="Carregando registro" />;
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <RecordForm spec={spec} form={form} cancelTo={listPath} readOnly={!op} />
    </Paper>
  );
}
