import { isDescriptorFile, loadDescriptors, type ResourceDescriptor } from '../engine/descriptor';

// Every schemas/*.json is bundled; the meta-schema itself is filtered out, the rest validated (a broken
// descriptor fails with its file and JSON path). This module is loaded after sign-in, with ajv.
const files = import.meta.glob('/schemas/*.json', { eager: true, import: 'default' });

export const descriptors: ResourceDescriptor[] = loadDescriptors(
  Object.entries(files)
    .filter(([file]) => isDescriptorFile(file))
    .map(([file, json]) => ({ file, json })),
);
