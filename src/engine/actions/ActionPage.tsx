import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { recordTitle, useEngine, useRouteResource } from '../core';
import { swrKeys, useRevalidate } from '../data';
import type { Action } from '../contract';
import { actionFormSpec, RecordForm, useRecordForm } from '../form';

/** /app/:resource/:id/:action — a record action with its own form (avatar upload, password change). */
export function ActionPage() {
  const d = useRouteResource();
  const { id = '', action: name } = useParams();
  // The router only sends here for a record action the descriptor declares.
  const action = d.actions!.find((a) => a.name === name && a.kind === 'record') as Action & { schema: NonNullable<Action['schema']> };
  const { data } = useEngine();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const listPath = `/app/${d.name}`;
  const spec = useMemo(() => actionFormSpec(d, action), [d, action]);

  // Only to say whose record this is and show its current file; the action works without it.
  const { data: record } = useSWR(d.operations.read ? swrKeys.record(d, id) : null, () => data.read(d, id));

  const form = useRecordForm({
    descriptor: d,
    spec,
    record,
    submit: (values) => data.action(d, action, id, values, { notify: true }),
    onSaved: () => {
      void revalidate();
      navigate(listPath);
    },
  });

  const who = record ? recordTitle(d, record) : '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      {who && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {d.labels.singular}: <strong>{who}</strong>
        </Typography>
      )}
      <RecordForm spec={spec} form={form} cancelTo={listPath} submitLabel={action.label} />
    </Paper>
  );
}
