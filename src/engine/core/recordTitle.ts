import { formatDate, formatDateTime, type ResourceDescriptor } from '../contract';
import type { RecordValues } from '../data';

/** Timestamps every stored record has, which a title template may name. */
const TIMESTAMPS = new Set(['createdAt', 'updatedAt']);

/** An uploaded file's kind from its URL's extension: what a person calls it. */
function fileKind(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(url)?.[1]?.toLowerCase();
  if (!ext) return 'Arquivo';
  if (ext === 'pdf') return 'PDF';
  return ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg'].includes(ext) ? 'Imagem' : ext.toUpperCase();
}

/** One template field worded as a person reads it; '' when the record has nothing there. */
function wordOf(d: ResourceDescriptor, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const format = d.schema.properties[field]?.format;
  if (typeof value === 'string' && Object.values(d.uploads ?? {}).some((u) => u.column === field)) return fileKind(value);
  if (typeof value === 'string' && (TIMESTAMPS.has(field) || format === 'date-time')) return formatDateTime(value);
  if (typeof value === 'string' && format === 'date') return formatDate(value);
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return String(value);
}

/** The descriptor's `titleTemplate` filled in; '' when a field it names is empty (a half title misleads). */
function fromTemplate(d: ResourceDescriptor, record: RecordValues): string {
  if (!d.titleTemplate) return '';
  let complete = true;
  const text = d.titleTemplate.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, field: string) => {
    const word = wordOf(d, field, record[field]);
    if (!word) complete = false;
    return word;
  });
  return complete ? text.trim() : '';
}

/**
 * How a record is named to the user: its descriptor's `titleField`, else its `titleTemplate` ("PDF de
 * 23/11/2026 18:06"), else its id.
 */
export function recordTitle(d: ResourceDescriptor, record: RecordValues | undefined): string {
  const title = d.titleField ? record?.[d.titleField] : undefined;
  if (typeof title === 'string' && title.trim()) return title;
  if (typeof title === 'number') return String(title);
  const made = record ? fromTemplate(d, record) : '';
  if (made) return made;
  return record?.id !== undefined ? `#${String(record.id)}` : '';
}
