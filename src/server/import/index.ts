export { importFields, matchColumns, type FlagField } from './importFields';
export { PROGRESS_EVERY, runImport, type ImportFlag, type ImportTarget } from './importRun';
export { sheetRows, textEncoding, separatorOf, type Cell } from './sheetRows';
export { spoolUpload, type SpooledUpload } from './spooledUpload';
