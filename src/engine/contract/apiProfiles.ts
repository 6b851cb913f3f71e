import type { ApiProfile, ApiProfiles, AuthEndpoints } from './apis.types';
import type { ResourceDescriptor } from './descriptor.types';

/** The hosted backend's table API lives under this path of its profile's base (supabase-js appends it). */
const POSTGREST_ROOT = '/rest/v1';

export type NamedProfile = ApiProfile & { name: string };

/** The profiles as a list, each with its name. */
export const profileList = (apis: ApiProfiles): NamedProfile[] => Object.entries(apis.profiles).map(([name, p]) => ({ ...p, name }));

/** The profile a descriptor names; descriptors are checked against the profiles when loaded, so it exists. */
export function profileOf(apis: ApiProfiles, d: Pick<ResourceDescriptor, 'api' | 'name'>): NamedProfile {
  const p = apis.profiles[d.api];
  if (!p) throw new Error(`${d.name}: perfil de API desconhecido "${d.api}"`);
  return { ...p, name: d.api };
}

/** The one profile that signs users in, and its endpoints. */
export function authProfile(apis: ApiProfiles): NamedProfile & { auth: AuthEndpoints } {
  const found = profileList(apis).filter((p) => p.auth);
  if (found.length !== 1) throw new Error(`exatamente um perfil de API deve declarar "auth" (encontrados: ${found.length})`);
  return found[0] as NamedProfile & { auth: AuthEndpoints };
}

/** Every path the server answers for a profile starts here (a table API is one level down). */
export const mountPath = (p: ApiProfile) => (p.transport === 'postgrest' ? `${p.base}${POSTGREST_ROOT}` : p.base);
