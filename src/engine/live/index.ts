export { useLiveUpdates } from './useLiveUpdates';
export { watchLiveStream, type LiveHandlers } from './liveStream';
export { changeBatches, QUIET_MS, SPACING_MS } from './changeBatches';
export { createLiveEvents, LiveEventsContext, useLiveAvailable, useLiveEvents, useLiveOpened, useLivePresence, type LiveEvents } from './liveEvents';
