export { DEFAULT_STREAM_CAPS, EventStreams, HEARTBEAT_MS, type SessionStillOpen, type StreamCaps } from './eventStreams';
export { LiveChanges } from './liveChanges';
