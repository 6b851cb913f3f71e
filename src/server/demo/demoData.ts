// Node only: the demo rows live as data beside the descriptors, in schemas/demo/<resource>.json.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Ajv from 'ajv';
import metaSchema from '../../../schemas/demo/demo.schema.json' with { type: 'json' };

/** A file is `{ png: [from, to] }` (a generated gradient) or `{ pdf: title, lines }`. */
export type DemoFile = { png: [string, string] } | { pdf: string; lines: string[] };
export type DemoValue = string | number | boolean | DemoFile;
export type DemoRecord = Record<string, DemoValue>;
/** Demo rows by resource name. */
export type DemoData = Record<string, DemoRecord[]>;

/** A demo file that cannot be used; the message names the file. */
export class DemoDataError extends Error {}

/** The folder of demo rows inside a schemas folder. */
export const demoDir = (schemasDir: string) => join(schemasDir, 'demo');

const checkShape = new Ajv({ allErrors: true, strict: false }).compile<{ rows: DemoRecord[] }>(metaSchema);

/** Every `<resource>.json` of the folder, validated against demo.schema.json; a folder that does not exist has none. */
export function readDemoData(dir: string): DemoData {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw e;
  }
  const data: DemoData = {};
  for (const file of files.sort()) {
    const path = join(dir, file);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (e) {
      throw new DemoDataError(`dados de demonstração: ${path} não é um JSON válido (${(e as Error).message})`);
    }
    if (!checkShape(json)) {
      const problems = (checkShape.errors ?? []).filter((e) => e.keyword !== 'oneOf').map((e) => `${e.instancePath || '/'} ${e.message}`);
      throw new DemoDataError(`dados de demonstração: ${path}: ${[...new Set(problems)].join('; ')}`);
    }
    data[basename(file, '.json')] = json.rows;
  }
  return data;
}
