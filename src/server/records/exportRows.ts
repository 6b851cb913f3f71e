import type { ListCriteria } from '../../engine/contract';
import type { Row } from '../db';
import type { Registry, Resource } from '../model';
import type { Repository } from './repository';

/** One record as an export writes it: its public values, its times, and its references' titles by field. */
export interface ExportRow {
  values: Row;
  createdAt: Date;
  updatedAt: Date;
  titles: Record<string, unknown>;
}

const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/**
 * The matching records in list order, a batch at a time (bounded memory whatever the total). A reference
 * among `fields` (the columns written) is written as the referenced record's title: one query per referenced
 * resource and batch.
 */
export async function* exportRows(
  repo: Repository,
  registry: Registry,
  res: Resource,
  criteria: Partial<ListCriteria>,
  fields: string[],
  batchSize = 1000,
): AsyncGenerator<ExportRow[]> {
  const referenced = fields.flatMap((field) => {
    const ref = res.descriptor.references?.[field];
    return ref ? [{ field, target: registry.get(ref.resource) }] : [];
  });
  for await (const rows of repo.batches(res, criteria, batchSize)) {
    const titles = new Map<string, Map<string, unknown>>();
    for (const { field, target } of referenced) {
      const ids = [...new Set(rows.map((r) => r[field]).filter((v): v is string => typeof v === 'string'))];
      titles.set(field, await repo.titles(target, ids));
    }
    yield rows.map((row) => ({
      values: row,
      createdAt: asDate(row.created_at),
      updatedAt: asDate(row.updated_at),
      titles: Object.fromEntries(referenced.map(({ field }) => [field, titles.get(field)?.get(String(row[field]))])),
    }));
  }
}
