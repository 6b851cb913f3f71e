export { FormPage } from './FormPage';
export { RecordForm } from './RecordForm';
export { RecordLoadError } from './RecordLoadError';
export { formSpec, type FormSpec } from './formSpec';
export { useRecordForm, type RecordFormController } from './useRecordForm';
export { actionFormSpec, everyFormSpec, recordFormSpec } from './formSpecs';
export { transformErrorsFor } from './transformErrors';
