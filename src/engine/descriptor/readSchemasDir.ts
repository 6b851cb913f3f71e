// Node only (server, tools, tests): reads schemas/ from disk. The browser gets them from the build (virtual:painel-descriptors, virtual:painel-validators, virtual:painel-apis).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DescriptorError } from './validateDescriptor.ts';
import { API_PROFILES_FILE, isDescriptorFile, loadDescriptors } from './loadDescriptors.ts';
import type { ApiProfiles, ResourceDescriptor } from '../contract';
import { validateApiProfiles } from './validateApiProfiles.ts';

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
