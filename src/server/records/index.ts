export { RecordService, type ApiRecord } from './recordService';
export { Repository, toRecord, type Equals } from './repository';
export type { ExportRow } from './exportRows';
export { bulkRunners, bulkSetters, runBulk, runEach } from './bulk';
export { effectOf } from './effects';
export { Restores } from './restores';
export type { RecordKeeping } from './recordService';
export { ListAnswers, namesTag } from './listAnswers';
export { RecordTitles, type TitleLookup, type TitleView, type Wanted } from './recordTitles';
