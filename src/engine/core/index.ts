export { EngineProvider, useDescriptor, useEngine, type Engine } from './EngineContext';
export { InflightProvider, usePendingRequests } from './inflightContext';
export { useFailureNotice } from './useFailureNotice';
export { recordTitle } from './recordTitle';
export { useDebouncedValue } from './useDebouncedValue';
export { useRecordTitle } from './useRecordTitle';
export { useRouteResource } from './useRouteResource';
export { formatBytes, looksLikeImage } from './files';
export { ReferencePicker } from './ReferencePicker';
