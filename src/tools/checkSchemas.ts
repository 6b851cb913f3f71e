// `npm run check:schemas`: every descriptor in schemas/ passes the meta-schema and cross checks.
import { DescriptorError } from '../engine/descriptor/validateDescriptor';
import { readSchemasDir } from '../engine/descriptor/readSchemasDir';

try {
  const descriptors = readSchemasDir(process.argv[2]);
  console.log(`${descriptors.length} descriptores válidos: ${descriptors.map((d) => d.name).join(', ')}`);
} catch (e) {
  if (e instanceof DescriptorError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
