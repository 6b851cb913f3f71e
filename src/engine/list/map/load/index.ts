/** The map's own chunk (pigeon-maps and supercluster): asked for by the layout, or earlier by an address that opens on it. */
export const loadClusterMap = () => import('../ClusterMap');
