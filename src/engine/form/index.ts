export { FormPage } from './FormPage';
export { RecordForm } from './RecordForm';
export { RecordLoadError } from './RecordLoadError';
export { formSpec, type FormSpec } from './formSpec';
export { useRecordForm, type RecordFormController } from './useRecordForm';
export { validator } from './validator';
export { transformErrorsFor } from './transformErrors';
