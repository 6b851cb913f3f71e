// Derives the contract's TypeScript from the schemas it is declared in, so each stays the single source of its
// types (`--check` fails when a committed file is stale): the descriptor's and apis.json's meta-schemas, and the
// declarations of Painel's own calls (their shapes, parts and the client's table of calls).
import { readFile, writeFile } from 'node:fs/promises';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { callTypesSchema, clientTable } from '../server/calls';
import { PAINEL_CALLS } from '../server/features';

const checking = process.argv.includes('--check');
const options = { additionalProperties: false, style: { singleQuote: true } } as const;
// A list with at least one item is typed as a list: a tuple type would ask every writer for its first item apart.
const callOptions = { ...options, ignoreMinAndMaxItems: true } as const;

/** Writes the file, or (checking) says whether the committed one is the same. */
async function writeOrCheck(file: string, text: string): Promise<boolean> {
  const outPath = new URL(`../engine/contract/${file}`, import.meta.url);
  if (!checking) {
    await writeFile(outPath, text);
    return true;
  }
  if ((await readFile(outPath, 'utf8').catch(() => '')) === text) return true;
  console.error(`src/engine/contract/${file} is out of date: run \`npm run gen:types\`.`);
  return false;
}

async function metaSchemaTypes(schemaFile: string, name: string, out: string): Promise<boolean> {
  const schema = JSON.parse(await readFile(new URL(`../../schemas/${schemaFile}`, import.meta.url), 'utf8'));
  const ts = await compile(schema, name, { ...options, bannerComment: `/* Generated from schemas/${schemaFile} by \`npm run gen:types\`. Do not edit. */`, unreachableDefinitions: false });
  return writeOrCheck(out, ts);
}

/** The types of Painel's calls, and the table the client calls them by: method, path, how body and answer travel. */
async function painelCallTypes(): Promise<boolean> {
  const banner = "/* Generated from the declarations of Painel's own calls (each feature's calls.ts under src/server/features) by `npm run gen:types`. Do not edit. */";
  const compiled = await compile(callTypesSchema(PAINEL_CALLS) as JSONSchema, 'PainelCalls', { ...callOptions, bannerComment: banner, unreachableDefinitions: true });
  // Without the line json-schema-to-typescript adds to every definition's comment (and a comment left empty).
  const types = compiled.replace(/( \*\n)? \* This interface was referenced by `PainelCalls`'s JSON-Schema\n \* via the `definition` "\w+"\.\n/g, '').replace(/\/\*\*\n \*\/\n/g, '');
  const rows = Object.entries(clientTable(PAINEL_CALLS)).map(
    ([name, c]) => `  '${name}': { method: '${c.method}', path: '${c.path}', body: '${c.body}', answer: '${c.answer}' },`,
  );
  const table = [
    '',
    "/** How one of Painel's calls travels: its method, its path under the painel base, its body's and its answer's encoding. */",
    'export interface PainelCallRoute {',
    "  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';",
    '  path: string;',
    "  body: 'none' | 'json' | 'multipart';",
    "  answer: 'json' | 'file' | 'stream' | 'text' | 'none';",
    '}',
    '',
    "/** Every one of Painel's calls by name: what the client calls (never a schema: those stay on the server). */",
    'export const PAINEL_CALL_TABLE = {',
    ...rows,
    '} as const satisfies Record<keyof PainelCalls, PainelCallRoute>;',
    '',
  ].join('\n');
  return writeOrCheck('painelCalls.ts', types + table);
}

const fresh = [
  await metaSchemaTypes('descriptor.schema.json', 'ResourceDescriptor', 'descriptor.types.ts'),
  await metaSchemaTypes('apis.schema.json', 'ApiProfiles', 'apis.types.ts'),
  await metaSchemaTypes('dashboard.schema.json', 'Dashboard', 'dashboard.types.ts'),
  await painelCallTypes(),
];
if (fresh.includes(false)) process.exit(1);
