export type { ApiConfig, ApiEndpoint, Notify, RecordValues, SessionHooks, ToastVariant } from './types';
export { apiConfigFrom } from './apiConfig';
export { OperationError, NETWORK_FAILURE, httpError, toOperationError } from './OperationError';
export { announceFailure } from './announce';
export { createInflight, type Inflight } from './inflight';
export { createDataProvider, type CallOptions, type DataProvider } from './dataProvider';
export { swrKeys } from './swrKeys';
export { useRevalidate } from './useRevalidate';
