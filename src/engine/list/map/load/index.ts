import type ClusterMapComponent from '../ClusterMap';

let loading: Promise<typeof import('../ClusterMap')> | undefined;
let loaded: typeof ClusterMapComponent | undefined;

/** The map's own chunk (pigeon-maps and supercluster): asked for by the layout, or earlier by an address that opens on it. */
export const loadClusterMap = () =>
  (loading ??= import('../ClusterMap').then(
    (m) => ((loaded = m.default), m),
    (e: unknown) => {
      // A failed load is asked again next time (a network that came back).
      loading = undefined;
      throw e;
    },
  ));

/** The map, once its chunk has arrived: drawn in the layout's first render, with no fallback in between (and by a server). */
export const loadedClusterMap = () => loaded;
