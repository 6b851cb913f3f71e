// Derives the descriptor TypeScript types from schemas/descriptor.schema.json, so the
// meta-schema stays the single source (`--check` fails when the committed file is stale).
import { readFile, writeFile } from 'node:fs/promises';
import { compile } from 'json-schema-to-typescript';

const schemaPath = new URL('../../schemas/descriptor.schema.json', import.meta.url);
const outPath = new URL('../engine/descriptor/descriptor.types.ts', import.meta.url);

const schema = JSON.parse(await readFile(schemaPath, 'utf8'));
const banner = '/* Generated from schemas/descriptor.schema.json by `npm run gen:types`. Do not edit. */';
const ts = await compile(schema, 'ResourceDescriptor', {
  bannerComment: banner,
  additionalProperties: false,
  unreachableDefinitions: false,
  style: { singleQuote: true },
});

if (process.argv.includes('--check')) {
  const current = await readFile(outPath, 'utf8').catch(() => '');
  if (current !== ts) {
    console.error('src/engine/descriptor/descriptor.types.ts is out of date: run `npm run gen:types`.');
    process.exit(1);
  }
} else {
  await writeFile(outPath, ts);
}
