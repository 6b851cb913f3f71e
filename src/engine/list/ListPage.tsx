// Placeholder until the screen lands; the router already lazy-loads it from this folder's index.
export function ListPage() {
  return null;
}
