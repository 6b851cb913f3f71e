import { useMemo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MuiForm as Form } from './MuiForm';
import { Link } from 'react-router-dom';
import { BusySpinner, keepClearOfToasts } from '../ui';
import type { FormSpec } from './formSpec';
import { formChecks } from './formChecks';
import { transformErrorsFor } from './transformErrors';
import { translateString } from './translateString';
import { ConflictDialog } from './ConflictDialog';
import { LeaveGuard } from './LeaveDialog';
import type { FormState } from './useFormState';
import type { RecordFormController } from './useRecordForm';
import { MapPreview } from './map';
import { fields, widgets } from './widgets';

const titlesOf = (spec: FormSpec): Record<string, string> =>
  Object.fromEntries(Object.entries(spec.schema.properties ?? {}).map(([f, s]) => [f, typeof s === 'object' && typeof s.title === 'string' ? s.title : f]));

interface RecordFormProps {
  spec: FormSpec;
  /** A page's form (with its leave guard and kept draft), or one of several a page guards itself. */
  form: RecordFormController | FormState;
  submitLabel?: string;
  /** Where "Cancelar" goes; no button without it. */
  cancelTo?: string;
  /** Shown but not editable (a record the descriptor can read but not update). */
  readOnly?: boolean;
  /** Nothing to save to now (the record was deleted meanwhile): "Salvar" is off, what was typed stays. */
  saveBlocked?: boolean;
  /** Drawn at the start of the buttons' row, away from the save button (delete). */
  secondary?: ReactNode;
}

/** The rjsf form with the engine's widgets, Portuguese texts and messages, its buttons, and (a page's form) the leave-page dialog. */
export function RecordForm({ spec, form, submitLabel = 'Salvar', cancelTo, readOnly, saveBlocked, secondary }: RecordFormProps) {
  const transformErrors = useMemo(() => transformErrorsFor(spec.schema, form.formContext.typedProblems), [spec.schema, form.formContext.typedProblems]);
  const customValidate = useMemo(() => formChecks(spec), [spec]);
  return (
    <>
      {'restoredDraft' in form && form.restoredDraft && (
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
        {/* A gap, not margins (Stack's margins would override the auto margin that keeps delete apart). */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }} {...keepClearOfToasts}>
          {secondary && <Box sx={{ mr: 'auto' }}>{secondary}</Box>}
          {cancelTo && (
            <Button component={Link} to={cancelTo} color="inherit">
              {readOnly ? 'Voltar' : 'Cancelar'}
            </Button>
          )}
          {!readOnly && (
            <Button
              type="submit"
              variant="contained"
              disabled={form.submitting || saveBlocked}
              startIcon={form.submitting ? <BusySpinner /> : undefined}
            >
              {form.submitting ? 'Salvando…' : submitLabel}
            </Button>
          )}
        </Stack>
      </Form>
      {'leave' in form && <LeaveGuard shouldBlock={form.unsaved} onLeave={form.leave} />}
      {form.conflict && <ConflictDialog descriptor={form.descriptor} titles={titlesOf(spec)} conflict={form.conflict} onResolve={form.resolveConflict} />}
    </>
  );
}
