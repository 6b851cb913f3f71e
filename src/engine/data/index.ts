export type { ApiConfig, ApiEndpoint, Notify, RecordValues, SessionHooks, ToastVariant } from './types';
export { apiConfigFrom } from './apiConfig';
export { OperationError, NETWORK_FAILURE, httpError, toOperationError } from './OperationError';
export { inflight } from './inflight';
export { createDataProvider, type DataProvider } from './dataProvider';
export { createOperations, type Operations } from './operations';
export { swrKeys } from './swrKeys';
export { useRevalidate } from './useRevalidate';
