import { checkRegistry } from './checkRegistry.ts';
import { validateDescriptor } from './validateDescriptor.ts';
import type { ResourceDescriptor } from '../contract/descriptor.types';

/** Files in schemas/ that are not resource descriptors. */
export const isDescriptorFile = (file: string) => file.endsWith('.json') && !file.endsWith('.schema.json');

/** Validates every descriptor and the references between them; in navigation order (`order`, then name). */
export function loadDescriptors(entries: { file: string; json: unknown }[]): ResourceDescriptor[] {
  const checked = entries
    .filter((e) => isDescriptorFile(e.file))
    .map(({ file, json }) => ({ file, descriptor: validateDescriptor(json, file) }));
  checkRegistry(checked);
  return checked
    .map((c) => c.descriptor)
    .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.name.localeCompare(b.name));
}
