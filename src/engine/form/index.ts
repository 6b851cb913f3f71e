export { FormPage } from './FormPage';
export { RecordForm } from './RecordForm';
export { type FormSpec } from './formSpec';
export { useRecordForm, type RecordFormController } from './useRecordForm';
export { useRecordController } from './useRecordController';
export { actionFormSpec, everyFormSpec } from './formSpecs';
export { transformErrorsFor } from './transformErrors';
