export type { Access, Answer, CallDeclaration, CallHandler, CallName, CallRequest, Handlers, Method } from './declaration';
export { callOperation, declaredPaths, documented, ERRORS, PAINEL_TAG, shapeComponents } from './document';
export { callTypesSchema, clientTable, type AnswerKind, type ClientCall } from './generated';
export { registerCalls, routeSchema, type CallDeps, type DeclaredRoute } from './register';
export {
  answerObject,
  anyRecord,
  bool,
  INVALID,
  inputs,
  instant,
  int,
  keyset,
  limitMeaning,
  list,
  MAX_PAGE_SIZE,
  oneText,
  PAGE_SIZE,
  pageSize,
  pathId,
  positive,
  resourceName,
  shape,
  str,
  undoHeader,
  type AnswerHeader,
  type Schema,
} from './schema';
export { SHAPES } from './shapes';
export { callValidator } from './validator';
