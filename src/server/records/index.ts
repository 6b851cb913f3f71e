export { RecordService, type ApiRecord } from './recordService';
export { Repository, toRecord, type Equals } from './repository';
export { effectOf } from './effects';
