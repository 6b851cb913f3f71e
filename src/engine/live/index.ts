export { useLiveUpdates } from './useLiveUpdates';
export { watchLiveStream } from './liveStream';
export { changeBatches } from './changeBatches';
export { createLiveEvents, LiveEventsContext, useLiveAvailable, useLiveEvents, useLiveOpened, useLivePresence } from './liveEvents';
