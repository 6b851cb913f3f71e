import { APP_PATH } from './paths.ts';
import type { ResourceDescriptor } from '../contract';

type RecordValues = Record<string, unknown>;

/** The query parameter a page that opens a form names itself by, to be returned to once the form is saved. */
export const RETURN_PARAM = 'voltar';

/**
 * A new record's values given in its address (`/app/tenancies/new?outdoorId=…&startDate=…`): a free cell of a
 * timeline opens the form holding its row and its days. Only fields the schema has that a person may type (not
 * read-only), and only text ones (a date, a reference, a choice among its values).
 */
export function valuesFromUrl(d: ResourceDescriptor, search: URLSearchParams): RecordValues | undefined {
  const properties = (d.schema.properties ?? {}) as Record<string, { type?: unknown; readOnly?: boolean; enum?: unknown[] }>;
  const values: RecordValues = {};
  for (const [field, schema] of Object.entries(properties)) {
    const value = search.get(field);
    if (value === null || value === '' || schema.readOnly || schema.type !== 'string') continue;
    if (schema.enum && !schema.enum.includes(value)) continue;
    values[field] = value;
  }
  return Object.keys(values).length ? values : undefined;
}

/** Where to go after saving, when the address names a page of the app (never another site). */
export function returnAddress(search: URLSearchParams): string | undefined {
  const to = search.get(RETURN_PARAM);
  return to && to.startsWith(`${APP_PATH}/`) && !to.startsWith('//') ? to : undefined;
}
