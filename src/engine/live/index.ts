export { useLiveUpdates } from './useLiveUpdates';
export { staleAfter } from './liveKeys';
export { watchLiveStream, type LiveHandlers } from './liveStream';
export { createLiveEvents, LiveEventsContext, useLiveEvents, type LiveEvents } from './liveEvents';
