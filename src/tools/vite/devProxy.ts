// Build tooling (Node): what `npm run dev` (Vite's dev server) forwards to the API server.
import { mountPath, profileList } from '../../engine/contract/index.ts';
import { readApiProfiles } from '../../engine/descriptor/readSchemasDir.ts';

/** Every API profile's mount (schemas/apis.json), and the uploaded files, which the server serves too. */
export function devProxyPaths(): string[] {
  return [...new Set([...profileList(readApiProfiles()).map(mountPath), '/uploads'])].filter(Boolean);
}
