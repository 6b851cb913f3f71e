import type { ImportColumn, ImportField, ImportProblem } from '../../engine/contract';
import { normalizeSearch } from '../db';
import type { Resource } from '../model';
import type { BodyRules } from '../validation';

/** A header or a title as compared: folded as a search is (no accents, lower case), single spaces. */
export const folded = (s: string) => normalizeSearch(s).replace(/\s+/g, ' ').trim();

/** A yes/no field a row action sets ("Status": Ativa / Inativa): imported through that action, when the role may run it. */
export interface FlagField {
  field: string;
  action: string;
}

/** The fields a file's columns may fill: the create's values (never a file or a secret), the flags, and `id` where rows may update. */
export function importFields(res: Resource, create: BodyRules, flags: FlagField[], updates: boolean): ImportField[] {
  const fields: ImportField[] = updates ? [{ name: 'id', title: res.field('id')?.title ?? 'ID', required: false }] : [];
  for (const f of create.values) {
    if (f === 'id' || res.secrets.has(f)) continue;
    fields.push({ name: f, title: create.title(f) ?? f, required: create.required.has(f) });
  }
  for (const { field } of flags) if (!fields.some((f) => f.name === field)) fields.push({ name: field, title: res.field(field)?.title ?? field, required: false });
  return fields;
}

/** "Preço (R$)" is also found as "Preço". */
const withoutNote = (title: string) => title.replace(/\s*\([^)]*\)\s*$/, '');

/**
 * Each header to the field it fills: the person's mapping first ({"header": "field"}, "" ignores it), else the
 * field whose title (or name) it is. Problems: a mapping to no such field, two columns on one field.
 */
export function matchColumns(headers: string[], fields: ImportField[], mapping: Record<string, string>): { columns: ImportColumn[]; problems: ImportProblem[] } {
  const byWords = new Map<string, string>();
  for (const f of fields) for (const w of [f.title, withoutNote(f.title), f.name]) if (!byWords.has(folded(w))) byWords.set(folded(w), f.name);
  const problems: ImportProblem[] = [];
  const taken = new Map<string, string>();
  const columns = headers.map((header): ImportColumn => {
    let field: string | null;
    if (Object.hasOwn(mapping, header)) {
      field = mapping[header] || null;
      if (field && !fields.some((f) => f.name === field)) {
        problems.push({ row: 1, column: header, message: 'Ligada a um campo que não existe.' });
        field = null;
      }
    } else field = header.trim() ? (byWords.get(folded(header)) ?? null) : null;
    if (field) {
      const other = taken.get(field);
      if (other !== undefined) {
        const title = fields.find((f) => f.name === field)!.title;
        problems.push({ row: 1, column: header, message: `A coluna "${other}" já preenche "${title}".` });
        field = null;
      } else taken.set(field, header);
    }
    return { header, field };
  });
  return { columns, problems };
}
