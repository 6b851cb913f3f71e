export { DEFAULT_STREAM_CAPS, EventStreams, type StreamCaps } from './eventStreams';
export { LiveChanges } from './liveChanges';
