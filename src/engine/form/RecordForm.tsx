import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { MuiForm as Form } from './MuiForm';
import { Link } from 'react-router-dom';
import { ConfirmDialog, keepClearOfToasts } from '../ui';
import type { FormSpec } from './formSpec';
import { confirmationsCheck } from './confirmations';
import { transformErrorsFor } from './transformErrors';
import { translateString } from './translateString';
import type { RecordFormController } from './useRecordForm';
import { MapPreview } from './map';
import { fields, widgets } from './widgets';

interface RecordFormProps {
  spec: FormSpec;
  form: RecordFormController;
  submitLabel?: string;
  /** Where "Cancelar" goes; no button without it. */
  cancelTo?: string;
  /** Shown but not editable (a record the descriptor can read but not update). */
  readOnly?: boolean;
}

/** The rjsf form with the engine's widgets, Portuguese texts and messages, its buttons, and the leave-page dialog. */
export function RecordForm({ spec, form, submitLabel = 'Salvar', cancelTo, readOnly }: RecordFormProps) {
  const transformErrors = useMemo(() => transformErrorsFor(spec.schema), [spec.schema]);
  const customValidate = useMemo(() => confirmationsCheck(spec), [spec]);
  return (
    <>
      {form.restoredDraft && (
        <Alert
          {...keepClearOfToasts}
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={form.discardDraft}>
              Descartar
            </Button>
          }
        >
          Recuperamos as alterações não salvas de antes de sua sessão expirar. Confira e salve.
        </Alert>
      )}
      <Form
        schema={spec.schema}
        uiSchema={spec.uiSchema}
        formData={form.formData}
        formContext={form.formContext}
        validator={form.validator}
        widgets={widgets}
        fields={fields}
        translateString={translateString}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={form.extraErrors}
        onChange={form.onChange}
        onSubmit={(e) => void form.onSubmit(e)}
        onError={form.onError}
        liveValidate={form.attempted ? 'onChange' : undefined}
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        disabled={readOnly}
      >
        {spec.map && <MapPreview latitude={form.formData[spec.map.latitude]} longitude={form.formData[spec.map.longitude]} />}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }} {...keepClearOfToasts}>
          {cancelTo && (
            <Button component={Link} to={cancelTo} color="inherit">
              {readOnly ? 'Voltar' : 'Cancelar'}
            </Button>
          )}
          {!readOnly && (
            <Button
              type="submit"
              variant="contained"
              disabled={form.submitting}
              startIcon={form.submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            >
              {form.submitting ? 'Salvando…' : submitLabel}
            </Button>
          )}
        </Stack>
      </Form>
      <ConfirmDialog
        open={form.blocker.state === 'blocked'}
        title="Descartar alterações?"
        confirmLabel="Descartar e sair"
        cancelLabel="Continuar editando"
        destructive
        onConfirm={form.leave}
        onCancel={() => form.blocker.reset?.()}
      >
        Você tem alterações que ainda não foram salvas. Se sair agora, elas serão perdidas.
      </ConfirmDialog>
    </>
  );
}
