// A list's "Mapa" layout; the map library itself is a chunk of its own (ClusterMap).
export { ListMapLayout } from './ListMapLayout';
