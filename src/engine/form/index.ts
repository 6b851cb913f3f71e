export { FormPage } from './FormPage';
export { RecordForm } from './RecordForm';
export { RecordLoadError } from './RecordLoadError';
export { formSpec, type FormSpec } from './formSpec';
export { useRecordForm, type RecordFormController } from './useRecordForm';
export { actionFormSpec, everyFormSpec, recordFormSpec } from './formSpecs';
export { formValidatorOptions, type FormValidatorProvider } from './formValidator';
export { precompiledFormValidator, type PrecompiledForms } from './precompiledFormValidator';
export { transformErrorsFor } from './transformErrors';
