// Node only (server, tools, tests): reads schemas/ from disk. The browser gets them through import.meta.glob.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DescriptorError } from './validateDescriptor.ts';
import { isDescriptorFile, loadDescriptors } from './loadDescriptors.ts';
import type { ResourceDescriptor } from '../contract/descriptor.types';

// Not `new URL(..., import.meta.url)`: test DOMs (happy-dom) replace URL and mangle file: URLs.
export const defaultSchemasDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../schemas');

export function readSchemasDir(dir = defaultSchemasDir): ResourceDescriptor[] {
  const entries = readdirSync(dir)
    .filter(isDescriptorFile)
    .sort()
    .map((name) => {
      const file = join(dir, name);
      try {
        return { file, json: JSON.parse(readFileSync(file, 'utf8')) as unknown };
      } catch (e) {
        throw new DescriptorError(file, [`not valid JSON: ${(e as Error).message}`]);
      }
    });
  return loadDescriptors(entries);
}
