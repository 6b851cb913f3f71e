// What happened to records: a record's "Histórico" (its panel and controller) and how any change is worded,
// which the activity and the home page show too.
export { RecordHistory } from './RecordHistory';
export { useRecordHistory, type RecordHistory as RecordHistoryController } from './useRecordHistory';
export { HistoryEntryView } from './HistoryEntryView';
export { activityRows, type ActivityRow } from './activityRows';
export { ActivitySubject } from './ActivitySubject';
