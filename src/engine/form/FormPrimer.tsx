import { useEffect } from 'react';
import Button from '@mui/material/Button';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { RecordHistory, type RecordHistoryController } from '../history';
import { iconFor } from '../icons';
import type { FormSpec } from './formSpec';
import type { FormState } from './useFormState';
import { RecordForm } from './RecordForm';
import { RecordSheet } from './RecordSheet';
import { RecordTimes } from './RecordTimes';

const nothing = () => {};

// A field of each common kind, as formSpec writes them: a required text, a long text, a Brazilian number, a
// choice, a yes/no and a date. No reference or upload: those read from the server as they are drawn.
const schema: RJSFSchema = {
  type: 'object',
  required: ['text'],
  properties: {
    text: { type: 'string', title: '-', maxLength: 120 },
    long: { type: 'string', title: '-', maxLength: 2000 },
    amount: { type: 'number', title: '-' },
    choice: { type: 'string', title: '-', enum: ['a', 'b'] },
    yes: { type: 'boolean', title: '-' },
    day: { type: 'string', title: '-', format: 'date' },
  },
};
const uiSchema: UiSchema = {
  text: { 'ui:options': { kind: 'text' } },
  long: { 'ui:widget': 'textarea', 'ui:options': { kind: 'text' } },
  amount: { 'ui:widget': 'decimal', 'ui:options': { kind: 'number' } },
  choice: { 'ui:options': { kind: 'text' } },
  yes: { 'ui:options': { kind: 'boolean' } },
  day: { 'ui:options': { kind: 'date' } },
  'ui:submitButtonOptions': { norender: true },
};
const spec: FormSpec = {
  schema,
  uiSchema,
  fields: Object.keys(schema.properties ?? {}),
  uploadFields: [],
  secretFields: [],
  confirmations: [],
};

// Nothing is validated: the primer is never submitted.
const validator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({}),
};

const form: FormState = {
  descriptor: undefined as never,
  validator,
  formData: { text: '-', amount: 1, yes: false },
  formContext: { files: new Map(), existing: {}, typedProblems: new Map() },
  dirty: false,
  submitting: false,
  attempted: false,
  onChange: nothing,
  onSubmit: async () => {},
  onError: nothing,
  initial: {},
  baseline: {},
  setFormData: nothing,
  unsaved: () => false,
  resolveConflict: nothing,
  compareWith: nothing,
};

const history: RecordHistoryController = {
  available: true,
  open: false,
  setOpen: nothing,
  items: [],
  restorable: () => false,
  askRestore: nothing,
  cancelRestore: nothing,
  restore: async () => {},
  restoring: false,
  unsaved: false,
  loading: false,
  canRetry: false,
  retry: nothing,
  more: false,
  loadingMore: false,
  loadMore: nothing,
};

const stamp = {
  createdAt: '2026-01-01T12:00:00Z',
  updatedAt: '2026-01-01T12:00:00Z',
};

/**
 * A record's page as FormPage draws it (its sheet, times, fields, buttons and the closed "Histórico"), for
 * StylePrimer to draw once out of the document while the browser is idle: the first record a person opens then
 * finds the form's Emotion rules inserted and its code already run once (at 4× CPU a quarter of the first form's
 * drawing was inserting rules). Nothing is read, sent or kept. `onDrawn` once it is committed.
 */
export function FormPrimer({ onDrawn }: { onDrawn(): void }) {
  useEffect(onDrawn, [onDrawn]);
  const DeleteIcon = iconFor('delete');
  return (
    <RecordSheet after={<RecordHistory history={history} />}>
      <RecordTimes record={stamp} />
      <RecordForm
        spec={spec}
        form={form}
        cancelTo="."
        secondary={
          <Button color="error" startIcon={<DeleteIcon />}>
            -
          </Button>
        }
      />
    </RecordSheet>
  );
}
