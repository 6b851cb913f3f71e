import { checkRegistry } from './checkRegistry.ts';
import { validateDescriptor } from './validateDescriptor.ts';
import type { ApiProfiles, ResourceDescriptor } from '../contract';

/** The API profiles file beside the descriptors. */
export const API_PROFILES_FILE = 'apis.json';
/** Who may do what, beside the descriptors. */
export const ROLES_FILE = 'roles.json';
/** The home page's panels, beside the descriptors. */
export const DASHBOARD_FILE = 'dashboard.json';

/** Files in schemas/ that are resource descriptors (not a meta-schema, the API profiles or the roles). */
export const isDescriptorFile = (file: string) =>
  file.endsWith('.json') && !file.endsWith('.schema.json') && ![API_PROFILES_FILE, ROLES_FILE, DASHBOARD_FILE].includes(file.split(/[\\/]/).pop()!);

/**
 * Validates every descriptor, the references between them and the API profile each names; in navigation
 * order (`order`, then name).
 */
export function loadDescriptors(entries: { file: string; json: unknown }[], apis: ApiProfiles): ResourceDescriptor[] {
  const checked = entries
    .filter((e) => isDescriptorFile(e.file))
    .map(({ file, json }) => ({ file, descriptor: validateDescriptor(json, file) }));
  checkRegistry(checked, apis);
  return checked
    .map((c) => c.descriptor)
    .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name));
}
