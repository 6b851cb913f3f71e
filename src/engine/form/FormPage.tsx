import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import { useParams } from 'react-router-dom';
import { useRouteResource } from '../core';
import { RecordHistory, useRecordHistory } from '../history';
import { CenteredProgress } from '../ui';
import { RecordDeleteButton } from './RecordDeleteButton';
import { RecordForm } from './RecordForm';
import { RecordLoadError } from './RecordLoadError';
import { RecordSheet } from './RecordSheet';
import { RecordUnreadable } from './RecordUnreadable';
import { RecordTimes } from './RecordTimes';
import { RecordSummaryPanel } from './RecordSummaryPanel';
import { useRecordController } from './useRecordController';
import { useRecordPresence } from './useRecordPresence';

/** /app/:resource/new, /app/:resource/:id and a singleton's /app/:resource: the record's form, drawn. */
export function FormPage() {
  const { id } = useParams();
  const page = useRecordController(useRouteResource(), id);
  const others = useRecordPresence(page.descriptor, page.mode === 'edit' ? id : undefined);
  const history = useRecordHistory(page.descriptor, page.historyId, {
    record: page.record,
    canRestore: !page.readOnly,
    unsaved: page.form.dirty,
    onRestored: page.showRestored,
  });
  if (page.status === 'error')
    return <RecordLoadError title={page.errorTitle} error={page.error} retry={page.canRetry ? page.retry : undefined} backTo={page.backTo} />;
  if (page.status === 'loading') return <CenteredProgress label="Carregando registro" />;
  if (page.status === 'unreadable') return <RecordUnreadable descriptor={page.descriptor} listTo={page.resource.paths.list} />;
  return (
    <RecordSheet after={<RecordHistory history={history} />}>
      <RecordTimes record={page.record} />
      {others && (
        <Alert severity="info" variant="outlined" icon={<GroupsOutlinedIcon fontSize="inherit" />} sx={{ mb: 2 }}>
          {others}
        </Alert>
      )}
      {page.changeNotice && (
        <Alert
          severity={page.changeNotice.gone ? 'warning' : 'info'}
          sx={{ mb: 2 }}
          action={
            !page.changeNotice.gone ? (
              <Button color="inherit" size="small" onClick={() => void page.seeChanges()}>
                Ver alterações
              </Button>
            ) : (
              page.canRestoreGone && (
                <Button color="inherit" size="small" onClick={() => void page.restoreGone()}>
                  Restaurar
                </Button>
              )
            )
          }
        >
          {page.changeNotice.text}
        </Alert>
      )}
      {page.summary && <RecordSummaryPanel summary={page.summary} />}
      <RecordForm
        spec={page.spec}
        form={page.form}
        cancelTo={page.backTo}
        readOnly={page.readOnly}
        saveBlocked={page.saveBlocked}
        secondary={page.canDelete && <RecordDeleteButton descriptor={page.descriptor} title={page.title} remove={page.remove} />}
      />
    </RecordSheet>
  );
}
