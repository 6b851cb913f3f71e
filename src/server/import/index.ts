export { importFields } from './importFields';
export { runImport, type ImportFlag, type ImportTarget } from './importRun';
export { spoolUpload } from './spooledUpload';
