import type { ResourceDescriptor } from './descriptor.types';
import { wordFor } from './kinds/index.ts';

/** A record's values as the API answers them (the timestamps as createdAt and updatedAt). */
type Values = Record<string, unknown>;

/** The title of the record a reference field points at, when known (undefined while it is being read, or never). */
export type ReferenceTitle = (field: string, id: string) => string | undefined;

/** `{field}`, or `{field|other}`: the first of them that has something to say (a rental's client, else its user). */
const FIELD = /\{([A-Za-z_][A-Za-z0-9_]*(?:\|[A-Za-z_][A-Za-z0-9_]*)*)\}/g;

/** The fields a template names, each alternative too. */
export const templateFields = (template: string): string[] => [...template.matchAll(FIELD)].flatMap((m) => m[1].split('|'));

/**
 * One template field worded as a person reads it (its kind's words: an uploaded file's kind, a date-time in
 * São Paulo; a reference as its record's title); '' when the record has nothing there (or not yet).
 */
function wordOf(d: ResourceDescriptor, field: string, value: unknown, referenceTitle?: ReferenceTitle): string {
  if (value === undefined || value === null || value === '') return '';
  if (d.references?.[field]) return (typeof value === 'string' && referenceTitle?.(field, value)) || '';
  return wordFor(d, field, value);
}

/** The first of a placeholder's fields (`a|b`) that has something to say, with its word; the last when none has. */
function firstWord(d: ResourceDescriptor, placeholder: string, record: Values, referenceTitle?: ReferenceTitle): { field: string; word: string } {
  const fields = placeholder.split('|');
  for (const field of fields) {
    const word = wordOf(d, field, record[field], referenceTitle);
    if (word) return { field, word };
  }
  return { field: fields[fields.length - 1], word: '' };
}

/** The reference fields a template names (their records' titles are read to word it). */
export const templateReferences = (d: ResourceDescriptor, template: string): string[] => templateFields(template).filter((f) => d.references?.[f]);

/**
 * A sentence about a record (a no-overlap rule's refusal): each {field} worded as a person reads it, as a title
 * is; a named choice ("Confirmada") in lower case, as it reads inside a sentence.
 */
export function recordSentence(d: ResourceDescriptor, template: string, record: Values, referenceTitle?: ReferenceTitle): string {
  return template.replace(FIELD, (_, placeholder: string) => {
    const { field, word } = firstWord(d, placeholder, record, referenceTitle);
    return (d.schema.properties[field] as { enum?: unknown[] } | undefined)?.enum ? word.charAt(0).toLocaleLowerCase('pt-BR') + word.slice(1) : word;
  });
}

/** Parts of a template, each shown only when every field it names has something to say. */
const PART_SEPARATOR = ' · ';

/**
 * The descriptor's `titleTemplate` filled in, part by part: a part with an empty field (or a reference whose
 * title is not known) is left out, never shown half filled; '' when no part is left.
 */
function fromTemplate(d: ResourceDescriptor, record: Values, referenceTitle?: ReferenceTitle): string {
  if (!d.titleTemplate) return '';
  const parts = d.titleTemplate.split(PART_SEPARATOR).map((part) => {
    let complete = true;
    const text = part.replace(FIELD, (_, placeholder: string) => {
      const { word } = firstWord(d, placeholder, record, referenceTitle);
      if (!word) complete = false;
      return word;
    });
    return complete ? text.trim() : '';
  });
  return parts.filter(Boolean).join(PART_SEPARATOR);
}

/** The reference fields a descriptor's title template names (their records' titles are part of its name). */
export function titleReferences(d: ResourceDescriptor): string[] {
  return templateReferences(d, d.titleTemplate ?? '');
}

/** How long an id is shown where nothing else names the record: enough to tell two apart on one screen. */
const SHORT_ID = 8;

/**
 * How a record is named to a person, on both edges (list rows and their buttons' labels, the delete dialog,
 * the record's page, the activity and its CSV, the home page's latest changes, the trash): its descriptor's
 * `titleField`; else its `titleTemplate` ("Painel rodoviário · PDF de 23/11/2026 18:06", a reference worded as
 * its record's title); else its kind and a short id ("Locação #5be5674a"), never a bare UUID.
 */
export function recordTitle(d: ResourceDescriptor, record: Values | undefined, referenceTitle?: ReferenceTitle): string {
  const title = d.titleField ? record?.[d.titleField] : undefined;
  if (typeof title === 'string' && title.trim()) return title;
  if (typeof title === 'number') return String(title);
  const made = record ? fromTemplate(d, record, referenceTitle) : '';
  if (made) return made;
  const id = record?.id;
  return id === undefined || id === null || id === '' ? '' : `${d.labels.singular} #${String(id).slice(0, SHORT_ID)}`;
}
