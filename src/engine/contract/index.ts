// The facts both edges share — the client engine and the reference server import them from here. No React,
// no ajv compiler and no Node APIs, so it runs anywhere.
export type * from './descriptor.types';
export type * from './apis.types';
export type * from './dashboard.types';
export type * from './painelCalls';
export { PAINEL_CALL_TABLE } from './painelCalls.ts';
export { pick, place } from './paths.ts';
export { APP_DOCUMENT, CLICKED_PAGE_HEADER, FIRST_PAGE_ATTRIBUTE, FIRST_PAGE_DIR, FIRST_PAGE_MODULE, SESSION_COOKIE, SESSION_SECONDS, SIGN_IN_DOCUMENT, type FirstPageRenderer, type FirstPageRequest } from './documents.ts';
export { CLICKED_ATTRIBUTE, DRAWING_ATTRIBUTE, GOING_ATTRIBUTE, PRESSED_ATTRIBUTE, SERVER_PAGE_CAPTURE, TABBED_ATTRIBUTE } from './serverPageCapture.ts';
export { bodyFields, fillPath, maskedFields, routePattern } from './fields.ts';
export { carryingCurrentSecret } from './currentSecret.ts';
export { authProfile, mountPath, profileList, profileOf, type NamedProfile } from './apiProfiles.ts';
export { servedDescriptor, servedDescriptors } from './servedDescriptor.ts';
export {
  COUNT_CAP,
  DEFAULT_LIMIT,
  DEFAULT_QUERY,
  MAX_LIMIT,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  PAGE_SIZES,
  listQueryEntries,
  positiveInt,
  type ListQuery,
  type ListResult,
} from './listQuery.ts';
export {
  defaultSort,
  FILTER_OP_WORDS,
  filterFields,
  filterKind,
  filterParams,
  listFeatureProblems,
  PERIOD_FILTERS,
  readPeriod,
  parseSort,
  readFilterValue,
  readListCriteria,
  sortFields,
  sortKind,
  type CriteriaProblem,
  type FilterCondition,
  type FilterKind,
  type FilterParam,
  type ListCriteria,
  type SortKind,
  type SortOrder,
} from './listFeatures.ts';
export { TIMESTAMP_FIELDS, isTimestamp, type TimestampField } from './timestamps.ts';
export {
  absolute,
  brazilianDate,
  brazilianNumber,
  charsOf,
  fieldInfo,
  isPeriodFilter,
  isRangeFilter,
  kindObject,
  kindOf,
  kinds,
  maskDate,
  readDate,
  readNumber,
  numberCell,
  typedCell,
  wordFor,
  yesNoLabels,
  type CsvContext,
  type FieldInfo,
  type FieldKind,
  type Kind,
  type Parsed,
  type WrittenForm,
} from './kinds/index.ts';
export { BULK_DELETE, MAX_BULK, bulkActions } from './bulk.ts';
export { DISPLAY_TIME_ZONE, exportFileName, fileSlug, formatDate, formatDateTime, formatDayAndTime, formatDuration, formatMoney, formatNumber, isoDayIn } from './format.ts';
export { addDays, isRelative, isRelativeDate, resolvePanelFilters, resolvePanelValue, type PanelDays } from './panelDates.ts';
export { fieldsRead, filterField, panelReads, type PanelRead } from './panelReads.ts';
export { errorBody, readErrorBody, type FieldError, type VersionConflict } from './errorBody.ts';
export { phrases, type BulkVerb } from './phrases.ts';
export { UNCHANGED_HEADER, UNDO_HEADER, entityTag } from './protocol.ts';
export {
  HISTORY_OPERATIONS,
  SYSTEM_ACTOR,
  SYSTEM_ACTOR_PARAM,
  historyOperationWords,
  MAX_TRASH_RESTORE,
  type PainelPage,
  type ChangeEvent,
  type PresenceEvent,
  type PresenceState,
} from './painel.ts';
export { deviceName } from './devices.ts';
export { SESSION_END_REASONS, sessionEndReason, sessionEndWords, type SessionEndReason } from './sessionEndings.ts';
export { DEFAULT_UPLOAD_MAX_BYTES, SNIFF_BYTES, acceptsMime, rejectedMessage, sniffMime, tooLargeMessage } from './uploads.ts';
export { isUrlFormat, siblingOf, validationMessage } from './validationMessages.ts';
export { DEFAULT_TEXT_MAX_LENGTH, bounded } from './textBounds.ts';
export {
  ALL,
  NO_PANEL_ACCESS,
  REFUSED_EVERYWHERE,
  ROLE_OPERATIONS,
  can,
  canSignIn,
  hiddenFieldsFor,
  operationPhrase,
  ownAccountOnly,
  readOnlyFieldsFor,
  refusal,
  roleById,
  roleRefusal,
  administers,
  ADMINISTRATORS_ONLY,
  type Role,
  type RoleOperation,
  type Roles,
} from './roles.ts';
export { peopleDescriptor, withRoleChoices } from './roleChoices.ts';
export { roleView, withoutFields } from './roleView.ts';
export { recordSentence, recordTitle, templateFields, templateReferences, titleReferences, type ReferenceTitle } from './recordTitle.ts';
export { timelineTitle } from './timeline.ts';
export { changeText, LONG_TEXT, shortText, shownChanges, type ChangeLine, type ChangeValue } from './changeLines.ts';
export {
  IMPORT_FILE_PART,
  IMPORT_MAPPING_PART,
  IMPORT_MAX_PROBLEMS,
  IMPORT_PROGRESS_TYPE,
  IMPORT_PREVIEW_ROWS,
  IMPORT_SEEN_PART,
  counted,
  importProblemText,
  importRefusal,
  type ImportLine,
} from './imports.ts';
export { MAX_VIEWS_PER_LIST, VIEW_NAME_MAX } from './savedViews.ts';
