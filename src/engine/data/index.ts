export type { ApiConfig, Notify, RecordValues } from './types';
export { apiConfigFrom } from './apiConfig';
export { OperationError, toOperationError } from './OperationError';
export { announceFailure } from './announce';
export { createInflight, type Inflight } from './inflight';
export { createDataProvider, type DataProvider } from './dataProvider';
export { swrKeys } from './swrKeys';
export { useRevalidate } from './useRevalidate';
export type { ExportProgress } from './transports';
