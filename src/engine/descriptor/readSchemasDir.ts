// Node only (server, tools, tests): reads schemas/ from disk. The browser gets them from the build (virtual:painel-descriptors, virtual:painel-validators, virtual:painel-apis).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DescriptorError } from './validateDescriptor.ts';
import { API_PROFILES_FILE, DASHBOARD_FILE, isDescriptorFile, loadDescriptors, ROLES_FILE } from './loadDescriptors.ts';
import type { ApiProfiles, Dashboard, ResourceDescriptor, Roles } from '../contract';
import { validateDashboard } from './validateDashboard.ts';
import { validateApiProfiles } from './validateApiProfiles.ts';
import { validateRoles } from './validateRoles.ts';

// Not `new URL(..., import.meta.url)`: test DOMs (happy-dom) replace URL and mangle file: URLs.
export const defaultSchemasDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../schemas');

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch (e) {
    throw new DescriptorError(file, [`not valid JSON: ${(e as Error).message}`]);
  }
}

/** schemas/apis.json, validated against its meta-schema. */
export function readApiProfiles(dir = defaultSchemasDir): ApiProfiles {
  const file = join(dir, API_PROFILES_FILE);
  return validateApiProfiles(readJson(file), file);
}

/** Every descriptor of the folder, validated, each naming a profile of the folder's apis.json. */
export function readSchemasDir(dir = defaultSchemasDir): ResourceDescriptor[] {
  const entries = readdirSync(dir)
    .filter(isDescriptorFile)
    .sort()
    .map((name) => ({ file: join(dir, name), json: readJson(join(dir, name)) }));
  return loadDescriptors(entries, readApiProfiles(dir));
}

/** schemas/roles.json, validated against its meta-schema and the folder's descriptors; undefined when the folder has none. */
export function readRoles(dir = defaultSchemasDir, descriptors = readSchemasDir(dir)): Roles | undefined {
  const file = join(dir, ROLES_FILE);
  return existsSync(file) ? validateRoles(readJson(file), file, descriptors) : undefined;
}

/** schemas/dashboard.json, validated against its meta-schema and the folder's descriptors; undefined when the folder has none. */
export function readDashboard(dir = defaultSchemasDir, descriptors = readSchemasDir(dir)): Dashboard | undefined {
  const file = join(dir, DASHBOARD_FILE);
  return existsSync(file) ? validateDashboard(readJson(file), file, descriptors) : undefined;
}
