// Node only (server, tools, tests): reads schemas/ from disk. The browser gets them through import.meta.glob.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DescriptorError } from './validateDescriptor.ts';
import { isDescriptorFile, loadDescriptors } from './loadDescriptors.ts';
import type { ResourceDescriptor } from './descriptor.types';

export const defaultSchemasDir = new URL('../../../schemas/', import.meta.url).pathname;

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
