import { wordFor, type ResourceDescriptor } from '../contract';
import type { RecordValues } from '../data';

/** The title of the record a reference field points at, when known (undefined while it is being read). */
export type ReferenceTitle = (field: string, id: string) => string | undefined;

/**
 * One template field worded as a person reads it (its kind's words: an uploaded file's kind, a date-time in
 * São Paulo; a reference as its record's title); '' when the record has nothing there (or not yet).
 */
function wordOf(d: ResourceDescriptor, field: string, value: unknown, referenceTitle?: ReferenceTitle): string {
  if (value === undefined || value === null || value === '') return '';
  if (d.references?.[field]) return (typeof value === 'string' && referenceTitle?.(field, value)) || '';
  return wordFor(d, field, value);
}

/** Parts of a template, each shown only when every field it names has something to say. */
const PART_SEPARATOR = ' · ';

/**
 * The descriptor's `titleTemplate` filled in, part by part: a part with an empty field (or a reference whose
 * title is not known yet) is left out, never shown half filled; '' when no part is left.
 */
function fromTemplate(d: ResourceDescriptor, record: RecordValues, referenceTitle?: ReferenceTitle): string {
  if (!d.titleTemplate) return '';
  const parts = d.titleTemplate.split(PART_SEPARATOR).map((part) => {
    let complete = true;
    const text = part.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, field: string) => {
      const word = wordOf(d, field, record[field], referenceTitle);
      if (!word) complete = false;
      return word;
    });
    return complete ? text.trim() : '';
  });
  return parts.filter(Boolean).join(PART_SEPARATOR);
}

/** The reference fields a descriptor's title template names (their records' titles are part of its name). */
export function titleReferences(d: ResourceDescriptor): string[] {
  return [...(d.titleTemplate ?? '').matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]).filter((f) => d.references?.[f]);
}

/**
 * How a record is named to the user: its descriptor's `titleField`, else its `titleTemplate` ("Painel
 * rodoviário · PDF de 23/11/2026 18:06", a reference worded as its record's title), else its id.
 */
export function recordTitle(d: ResourceDescriptor, record: RecordValues | undefined, referenceTitle?: ReferenceTitle): string {
  const title = d.titleField ? record?.[d.titleField] : undefined;
  if (typeof title === 'string' && title.trim()) return title;
  if (typeof title === 'number') return String(title);
  const made = record ? fromTemplate(d, record, referenceTitle) : '';
  if (made) return made;
  return record?.id !== undefined ? `#${String(record.id)}` : '';
}
