import { createHash } from 'node:crypto';
import { IMPORT_MAPPING_PART, IMPORT_SEEN_PART, type ImportColumn, type ImportSeen } from '../../engine/contract';
import { badRequest } from '../http';

// What an import's request carries beside its file: the column mapping, and what its dry run saw.

/** A JSON part of the request, checked by `valid`; `hint` says what to send when it is not. */
function jsonPart<T>(fields: Record<string, string>, part: string, valid: (v: unknown) => boolean, hint: string): T | undefined {
  const text = fields[part];
  if (text === undefined || text === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!valid(parsed)) throw badRequest(`"${part}": ${hint}`);
  return parsed as T;
}

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

export const readMapping = (fields: Record<string, string>) =>
  jsonPart<Record<string, string>>(fields, IMPORT_MAPPING_PART, (v) => isObject(v) && Object.values(v).every((x) => typeof x === 'string'), 'envie um objeto JSON que liga cada coluna a um campo ({"Coluna": "campo"}).') ?? {};

export const readSeen = (fields: Record<string, string>) =>
  jsonPart<ImportSeen>(
    fields,
    IMPORT_SEEN_PART,
    (v) => isObject(v) && typeof v.file === 'string' && Array.isArray(v.versions) && v.versions.every((x) => Number.isInteger(x) && x >= 0),
    'envie o "seen" da verificação (dryRun=true) como ela o deu: {"file": "…", "versions": [1, 2]}.',
  );

/** What a dry run saw of the file: its bytes and how its columns were placed (a commit must read the same). */
export const fileSeen = (sha256: string, columns: ImportColumn[]) => createHash('sha256').update(`${sha256}\n${JSON.stringify(columns)}`).digest('hex');
