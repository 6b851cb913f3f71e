// The place a form's coordinates point at; the map library itself is a chunk of its own (MapView).
export { MapPreview } from './MapPreview';
