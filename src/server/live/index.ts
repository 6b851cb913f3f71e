export { EventStreams, HEARTBEAT_MS, type SessionStillOpen } from './eventStreams';
export { LiveChanges } from './liveChanges';
