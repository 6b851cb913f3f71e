export type { ApiConfig, Notify, RecordValues, SessionHooks, ToastVariant } from './types';
export { OperationError, NETWORK_FAILURE, httpError, toOperationError } from './OperationError';
export { inflight } from './inflight';
export { createDataProvider, type DataProvider } from './dataProvider';
export { createOperations, type Operations } from './operations';
export { swrKeys } from './swrKeys';
export { useRevalidate } from './useRevalidate';
