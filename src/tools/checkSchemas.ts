// `npm run check:schemas`: every descriptor in schemas/ passes the meta-schema and cross checks, apis.json passes
// its meta-schema, dashboard.json its own and the descriptors it names, and every demo file (schemas/demo/) passes demo.schema.json and names a descriptor.
import { defaultSchemasDir, readApiProfiles, readDashboard, readSchemasDir } from '../engine/descriptor/readSchemasDir';
import { DescriptorError } from '../engine/descriptor/validateDescriptor';
import { DemoDataError, demoDir, readDemoData } from '../server/demo';

const dir = process.argv[2] ?? defaultSchemasDir;
try {
  const descriptors = readSchemasDir(dir);
  console.log(`${descriptors.length} descriptores válidos: ${descriptors.map((d) => d.name).join(', ')}`);
  console.log(`Perfis de API válidos: ${Object.keys(readApiProfiles(dir).profiles).join(', ')}`);
  const dashboard = readDashboard(dir, descriptors);
  if (dashboard) console.log(`Painéis válidos: ${dashboard.panels.map((p) => p.id).join(', ')}`);
  const demo = readDemoData(demoDir(dir));
  const unknown = Object.keys(demo).filter((name) => !descriptors.some((d) => d.name === name));
  if (unknown.length) throw new DemoDataError(`dados de demonstração sem descritor: ${unknown.map((n) => `demo/${n}.json`).join(', ')}`);
  console.log(`Dados de demonstração válidos: ${Object.entries(demo).map(([name, rows]) => `${name} ${rows.length}`).join(', ')}`);
} catch (e) {
  if (e instanceof DescriptorError || e instanceof DemoDataError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
