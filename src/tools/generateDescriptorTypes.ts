// Derives the contract's TypeScript types from the meta-schemas in schemas/, so each JSON Schema stays the
// single source of its types (`--check` fails when a committed file is stale).
import { readFile, writeFile } from 'node:fs/promises';
import { compile } from 'json-schema-to-typescript';

const targets = [
  { schema: 'descriptor.schema.json', name: 'ResourceDescriptor', out: 'descriptor.types.ts' },
  { schema: 'apis.schema.json', name: 'ApiProfiles', out: 'apis.types.ts' },
];

let stale = false;
for (const t of targets) {
  const schema = JSON.parse(await readFile(new URL(`../../schemas/${t.schema}`, import.meta.url), 'utf8'));
  const outPath = new URL(`../engine/contract/${t.out}`, import.meta.url);
  const ts = await compile(schema, t.name, {
    bannerComment: `/* Generated from schemas/${t.schema} by \`npm run gen:types\`. Do not edit. */`,
    additionalProperties: false,
    unreachableDefinitions: false,
    style: { singleQuote: true },
  });
  if (!process.argv.includes('--check')) {
    await writeFile(outPath, ts);
    continue;
  }
  if ((await readFile(outPath, 'utf8').catch(() => '')) !== ts) {
    console.error(`src/engine/contract/${t.out} is out of date: run \`npm run gen:types\`.`);
    stale = true;
  }
}
if (stale) process.exit(1);
